// The visible breadcrumb (SPEC §2 page metadata "breadcrumb"): the page's ancestors as links,
// above its content. The current page is not repeated: its h1 follows right below.
import type { BreadcrumbItem } from '../../../content/schema/index.ts';
import { useTranslation } from '../../i18n/index.tsx';
import { Link } from '../Link/index.tsx';
import styles from './Breadcrumb.module.css';

export function Breadcrumb({ items }: { items: BreadcrumbItem[] | null | undefined }) {
  const t = useTranslation();
  if (!items || items.length === 0) return null;
  return (
    <nav className={styles.breadcrumb} aria-label={t('breadcrumb.label')} data-pagefind-ignore="all">
      <ol className={styles.list}>
        {items.map((item) => (
          <li key={item.url} className={styles.item}>
            <Link className={styles.link} link={{ href: item.url }}>
              {item.label}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

// The visible breadcrumb (SPEC §2 page metadata "breadcrumb"): the page's ancestors as links,
// above its content. The current page is not repeated: its h1 follows right below. The
// Breadcrumb module, placed further down a page (under a hero), ends the trail with the page
// itself (`current`), marked as the current page and not a link.
import type { BreadcrumbItem } from '../../../content/schema/index.ts';
import { useTranslation } from '../../i18n/index.tsx';
import { Link } from '../Link/index.tsx';
import styles from './Breadcrumb.module.css';

export function Breadcrumb({
  items,
  current,
}: {
  items: BreadcrumbItem[] | null | undefined;
  /** The page's own title, shown last as the current page. */
  current?: string | undefined;
}) {
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
        {current ? (
          <li className={styles.item} aria-current="page">
            {current}
          </li>
        ) : null}
      </ol>
    </nav>
  );
}

import type { LinkCollectionProps } from './definition.ts';
import { Collection, itemHeading, itemLinkClass } from '../../components/Collection/index.tsx';
import { LibraryIcon } from '../../components/Icon/library.tsx';
import { Link } from '../../components/Link/index.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import { isExternalHref } from '../../lib/paths.ts';
import styles from './LinkCollection.module.css';

/** The host of a link to another site ('journals.example.org'), shown so leaving the site is no surprise. */
function hostOf(href: string): string | undefined {
  if (!isExternalHref(href) || !/^https?:|^\/\//i.test(href)) return undefined;
  try {
    return new URL(href, 'https://invalid.example').hostname.replace(/^www\./, '');
  } catch {
    return undefined;
  }
}

export default function LinkCollection({ title, intro, layout, links }: LinkCollectionProps) {
  const t = useTranslation();
  const Heading = itemHeading(title);
  return (
    <Collection title={title} intro={intro} className={styles.root} listClassName={styles.list}>
      {links.map((item) => {
        const host = hostOf(item.href);
        return (
          <li key={`${item.title}-${item.href}`} className={styles.item} data-layout={layout}>
            {item.icon ? (
              <span className={styles.icon}>
                <LibraryIcon name={item.icon} size={24} />
              </span>
            ) : null}
            <Heading className={styles.itemTitle}>
              <Link className={itemLinkClass} link={{ href: item.href, newTab: item.newTab }}>
                {item.title}
                {item.newTab ? <VisuallyHidden> {t('header.opensInNewTab')}</VisuallyHidden> : null}
              </Link>
            </Heading>
            {item.description ? <p className={styles.description}>{item.description}</p> : null}
            {host ? <p className={styles.host}>{host}</p> : null}
          </li>
        );
      })}
    </Collection>
  );
}

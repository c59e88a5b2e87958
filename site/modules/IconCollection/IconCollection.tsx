import type { IconCollectionProps } from './definition.ts';
import { LibraryIcon } from '../../components/Icon/library.tsx';
import { Collection, itemHeading, itemLinkClass } from '../../components/Collection/index.tsx';
import { Link } from '../../components/Link/index.tsx';
import styles from './IconCollection.module.css';

/** Points with icons; the icons are decoration, the titles carry the meaning (and the link). */
export default function IconCollection({ title, intro, items }: IconCollectionProps) {
  const Heading = itemHeading(title);
  return (
    <Collection title={title} intro={intro}>
      {items.map((item) => (
        <li key={item.title} className={styles.item}>
          <span className={styles.icon}>
            <LibraryIcon name={item.icon} size={32} />
          </span>
          <Heading className={styles.itemTitle}>
            {item.link?.href || item.link?.linkToURL ? (
              <Link className={itemLinkClass} link={item.link}>
                {item.title}
              </Link>
            ) : (
              item.title
            )}
          </Heading>
          {item.text ? <p className={styles.text}>{item.text}</p> : null}
        </li>
      ))}
    </Collection>
  );
}

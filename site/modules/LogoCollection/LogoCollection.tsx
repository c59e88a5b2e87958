import type { LogoCollectionProps } from './definition.ts';
import { Image } from '../../components/Image/index.tsx';
import { Link } from '../../components/Link/index.tsx';
import styles from './LogoCollection.module.css';

/** A wall of partner logos; a partner without a logo shows its name in the same box. */
export default function LogoCollection({ title, items, link }: LogoCollectionProps) {
  return (
    <div className={styles.collection}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      <ul className={styles.logos}>
        {items.map((item) => (
          <li key={item.id} className={styles.logo}>
            {item.image ? (
              <Image className={styles.image} image={{ ...item.image, alt: item.title }} />
            ) : (
              <span className={styles.name}>{item.title}</span>
            )}
          </li>
        ))}
      </ul>
      {link?.text ? (
        <p className={styles.more}>
          <Link link={link}>{link.text}</Link>
        </p>
      ) : null}
    </div>
  );
}

import type { NewsDistributorProps } from './schema.ts';
import { Link } from '../../components/Link/index.tsx';
import { CardGrid } from '../../components/CardGrid/index.tsx';
import styles from './NewsDistributor.module.css';

export default function NewsDistributor({ title, items, link }: NewsDistributorProps) {
  return (
    <div className={styles.distributor}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      <CardGrid cards={items} />
      {link?.text ? (
        <p className={styles.more}>
          <Link link={link}>{link.text}</Link>
        </p>
      ) : null}
    </div>
  );
}

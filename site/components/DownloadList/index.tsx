// Files to download, each with its format so a visitor knows what they get.
import type { Download } from '../../../content/schema/index.ts';
import { Link } from '../Link/index.tsx';
import styles from './DownloadList.module.css';

export function DownloadList({ items }: { items: Download[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.href} className={styles.item}>
          <Link className={styles.link} link={{ href: item.href }}>
            {item.title}
          </Link>
          {item.format ? <span className={styles.format}> ({item.format})</span> : null}
        </li>
      ))}
    </ul>
  );
}

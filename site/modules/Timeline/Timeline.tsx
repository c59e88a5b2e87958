import type { TimelineProps } from './definition.ts';
import { Image } from '../../components/Image/index.tsx';
import styles from './Timeline.module.css';

/** Milestones in order along a line; the date comes first in each so it is read first. */
export default function Timeline({ title, items }: TimelineProps) {
  const Heading = title ? 'h3' : 'h2';
  return (
    <div className={styles.root}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      <ol className={styles.list}>
        {items.map((item) => (
          <li key={`${item.date} ${item.title}`} className={styles.item}>
            <p className={styles.date}>{item.date}</p>
            <div className={styles.body}>
              <Heading className={styles.itemTitle}>{item.title}</Heading>
              {item.text ? <p className={styles.text}>{item.text}</p> : null}
            </div>
            {item.image ? <Image className={styles.image} image={item.image} /> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

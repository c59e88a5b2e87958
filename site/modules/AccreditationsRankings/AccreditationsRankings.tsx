import type { AccreditationsRankingsProps } from './definition.ts';
import styles from './AccreditationsRankings.module.css';

export default function AccreditationsRankings({ title, text }: AccreditationsRankingsProps) {
  return (
    <div className={styles.root}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}

import type { LinkCollectionProps } from './definition.ts';
import styles from './LinkCollection.module.css';

export default function LinkCollection({ title, text }: LinkCollectionProps) {
  return (
    <div className={styles.root}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}

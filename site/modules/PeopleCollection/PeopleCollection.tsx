import type { PeopleCollectionProps } from './definition.ts';
import styles from './PeopleCollection.module.css';

export default function PeopleCollection({ title, text }: PeopleCollectionProps) {
  return (
    <div className={styles.root}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}

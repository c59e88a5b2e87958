import type { LocationMapProps } from './definition.ts';
import styles from './LocationMap.module.css';

export default function LocationMap({ title, text }: LocationMapProps) {
  return (
    <div className={styles.root}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}

import type { FactsFiguresProps } from './definition.ts';
import styles from './FactsFigures.module.css';

export default function FactsFigures({ title, text }: FactsFiguresProps) {
  return (
    <div className={styles.root}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}

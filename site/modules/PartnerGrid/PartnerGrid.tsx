import type { PartnerGridProps } from './definition.ts';
import styles from './PartnerGrid.module.css';

export default function PartnerGrid({ title, text }: PartnerGridProps) {
  return (
    <div className={styles.root}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}

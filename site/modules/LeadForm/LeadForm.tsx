import type { LeadFormProps } from './definition.ts';
import styles from './LeadForm.module.css';

export default function LeadForm({ title, text }: LeadFormProps) {
  return (
    <div className={styles.root}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}

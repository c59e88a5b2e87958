import type { EventCalendarProps } from './definition.ts';
import styles from './EventCalendar.module.css';

export default function EventCalendar({ title, text }: EventCalendarProps) {
  return (
    <div className={styles.root}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}

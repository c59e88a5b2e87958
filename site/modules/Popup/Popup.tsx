import type { PopupProps } from './definition.ts';
import styles from './Popup.module.css';

export default function Popup({ title, text }: PopupProps) {
  return (
    <div className={styles.root}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}

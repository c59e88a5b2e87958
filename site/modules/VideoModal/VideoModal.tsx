import type { VideoModalProps } from './definition.ts';
import styles from './VideoModal.module.css';

export default function VideoModal({ title, text }: VideoModalProps) {
  return (
    <div className={styles.root}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}

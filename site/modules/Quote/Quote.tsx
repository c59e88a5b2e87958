import type { QuoteProps } from './definition.ts';
import styles from './Quote.module.css';

export default function Quote({ quote, author, role }: QuoteProps) {
  return (
    <figure className={styles.quote}>
      <blockquote className={styles.text}>
        <p>{quote}</p>
      </blockquote>
      <figcaption className={styles.caption}>
        <span className={styles.author}>{author}</span>
        {role ? <span className={styles.role}>{role}</span> : null}
      </figcaption>
    </figure>
  );
}

import type { BasicContentProps } from './definition.ts';
import styles from './BasicContent.module.css';

export default function BasicContent({ title, html }: BasicContentProps) {
  return (
    <div className={styles.content}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      {/* Sanitised at sync by RichTextSchema: only allowed tags and URL schemes remain. */}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}

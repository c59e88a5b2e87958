import type { AccordionProps } from './definition.ts';
import styles from './Accordion.module.css';

/**
 * Questions and answers that open and close (SPEC §4 "accordion: open and close states").
 * Native <details>: keyboard, screen readers and no-JavaScript visitors get it for free.
 */
export default function Accordion({ title, items }: AccordionProps) {
  const Heading = title ? 'h3' : 'h2';
  return (
    <div className={styles.accordion}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      {items.map((item) => (
        <details key={item.title} className={styles.item}>
          <summary className={styles.summary}>
            <Heading className={styles.itemTitle}>{item.title}</Heading>
          </summary>
          {/* Sanitised at sync by RichTextSchema. */}
          <div className={styles.body} dangerouslySetInnerHTML={{ __html: item.html }} />
        </details>
      ))}
    </div>
  );
}

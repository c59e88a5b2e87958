import type { TwoColumnsProps } from './definition.ts';
import styles from './TwoColumns.module.css';

/** Two columns in reading order (first, then second), so the order is the same stacked or side by side. */
export default function TwoColumns({ title, columns, ratio, divider }: TwoColumnsProps) {
  const Heading = title ? 'h3' : 'h2';
  return (
    <div className={styles.root}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      <div className={styles.columns} data-ratio={ratio} data-divider={divider ? '' : undefined}>
        {columns.map((column, index) => (
          <div key={index} className={styles.column}>
            {column.title ? <Heading className={styles.columnTitle}>{column.title}</Heading> : null}
            {/* Sanitised at sync by RichTextSchema. */}
            <div className={styles.body} dangerouslySetInnerHTML={{ __html: column.html }} />
          </div>
        ))}
      </div>
    </div>
  );
}

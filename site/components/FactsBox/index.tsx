// The facts box the detail pages share (an event's dates and place, a teacher's area, a video's
// speakers): one look and one landmark wherever a page lists its practicalities.
import type { ReactNode } from 'react';
import styles from './FactsBox.module.css';

export interface Fact {
  label: string;
  value: ReactNode;
}

export function FactsBox({
  id,
  title,
  facts,
  actions,
  wide = false,
  className,
}: {
  /** The heading's id, which names the box as a landmark. */
  id: string;
  title: string;
  facts: readonly Fact[];
  actions?: ReactNode;
  /** The box spans the content width: facts side by side instead of one under another. */
  wide?: boolean;
  className?: string | undefined;
}) {
  return (
    <aside className={[styles.box, wide ? styles.wide : '', className ?? ''].filter(Boolean).join(' ')} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <dl className={styles.list}>
        {facts.map((fact) => (
          <div key={fact.label} className={styles.fact}>
            <dt className={styles.term}>{fact.label}</dt>
            <dd className={styles.value}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </aside>
  );
}

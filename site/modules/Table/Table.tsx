import { useId } from 'react';
import type { TableProps } from './definition.ts';
import styles from './Table.module.css';

/**
 * A rich table. Wider than the screen, it scrolls inside its own region; the region is
 * focusable (tabIndex 0) and named by the caption, so keyboard users can scroll it with the
 * arrow keys and screen readers announce what it holds.
 */
export default function Table({ title, caption, columns, rows, rowHeaders, note }: TableProps) {
  const captionId = useId();
  return (
    <div className={styles.root}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      {/* A named <section> is a region landmark. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
      <section className={styles.scroll} aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table}>
          <caption id={captionId} className={styles.caption}>
            <span className={styles.captionText}>{caption}</span>
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((cell, cellIndex) =>
                  rowHeaders && cellIndex === 0 ? (
                    <th key={cellIndex} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={cellIndex}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {note ? <p className={styles.note}>{note}</p> : null}
    </div>
  );
}

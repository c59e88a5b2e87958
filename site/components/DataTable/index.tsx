// A captioned data table in a scroll region named by its caption (SPEC §2 "Module registry";
// WCAG 1.3.1, 2.1.1): the Table module's and the fees table's. Header cells are scoped to their
// column and, when asked, the first cell of each row to its row. Wider than the screen, the
// table scrolls inside the region, which keyboard users can focus and scroll with the arrow keys.
import { useId, type ReactNode } from 'react';
import styles from './DataTable.module.css';

export interface DataTableProps {
  caption: string;
  columns: readonly string[];
  rows: ReadonlyArray<readonly ReactNode[]>;
  /** The first cell of each row heads its row (e.g. the programme name). */
  rowHeaders?: boolean | undefined;
  /** Cells of these columns (by index) hold figures: aligned on their digits. */
  numeric?: readonly number[] | undefined;
}

export function DataTable({ caption, columns, rows, rowHeaders = false, numeric = [] }: DataTableProps) {
  const captionId = useId();
  return (
    // A named <section> is a region landmark.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <section className={styles.scroll} aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          <span className={styles.captionText}>{caption}</span>
        </caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
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
                  <td key={cellIndex} data-numeric={numeric.includes(cellIndex) ? '' : undefined}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

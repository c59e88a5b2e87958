import type { TableProps } from './definition.ts';
import { DataTable } from '../../components/DataTable/index.tsx';
import styles from './Table.module.css';

/**
 * A rich table. Wider than the screen, it scrolls inside its own region; the region is
 * focusable and named by the caption, so keyboard users can scroll it with the arrow keys and
 * screen readers announce what it holds (site/components/DataTable).
 */
export default function Table({ title, caption, columns, rows, rowHeaders, note }: TableProps) {
  return (
    <div className={styles.root}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      <DataTable caption={caption} columns={columns} rows={rows} rowHeaders={rowHeaders} />
      {note ? <p className={styles.note}>{note}</p> : null}
    </div>
  );
}

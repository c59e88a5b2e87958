import type { DividerProps } from './definition.ts';
import styles from './Divider.module.css';

/** A line is an <hr> (a separator to screen readers); an empty space is hidden from them. */
export default function Divider({ size, variant }: DividerProps) {
  return (
    <div className={styles.root} data-size={size} aria-hidden={variant === 'space' ? true : undefined}>
      {variant === 'line' ? <hr className={styles.line} /> : null}
    </div>
  );
}

// Text for screen readers only: a button's spoken name beside its glyph, a counter's final
// figure, an error's prefix. Laid out as one clipped pixel, so it is read in place but not seen.
import type { ReactNode } from 'react';
import styles from './VisuallyHidden.module.css';

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.hidden}>{children}</span>;
}

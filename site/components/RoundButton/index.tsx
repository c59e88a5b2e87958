// The small round button that steps through something — a slider's previous, next and pause,
// the event calendar's previous and next month: one look, one focus ring, and a glyph that
// screen readers skip in favour of a spoken label.
import type { ButtonHTMLAttributes } from 'react';
import styles from './RoundButton.module.css';
import { VisuallyHidden } from '../VisuallyHidden/index.tsx';

export interface RoundButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className' | 'children'> {
  /** What sighted visitors see (an arrow, a pause sign). */
  glyph: string;
  /** What it does, in the page's language, for screen readers. */
  label: string;
}

export function RoundButton({ glyph, label, ...button }: RoundButtonProps) {
  return (
    <button type="button" className={styles.button} {...button}>
      <span aria-hidden="true">{glyph}</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </button>
  );
}

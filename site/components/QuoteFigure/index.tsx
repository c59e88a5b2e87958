// A quotation with its author and role, as the quote, the quote slider and the quote hero show
// it: the words behind a brand-coloured rule, the author in bold and the role below.
import styles from './QuoteFigure.module.css';

export interface QuoteFigureProps {
  quote: string;
  author: string;
  role?: string | undefined;
  /** The figure's own spacing, which differs by where it stands. */
  className?: string | undefined;
  /**
   * On a hero's coloured background the role keeps the text colour: the secondary text colour
   * is chosen for the page background and need not contrast with the hero's.
   */
  onHero?: boolean;
}

export function QuoteFigure({ quote, author, role, className, onHero = false }: QuoteFigureProps) {
  return (
    <figure className={className}>
      <blockquote className={styles.text}>
        <p>{quote}</p>
      </blockquote>
      <figcaption className={styles.caption}>
        <span className={styles.author}>{author}</span>
        {role ? <span className={onHero ? undefined : styles.role}>{role}</span> : null}
      </figcaption>
    </figure>
  );
}

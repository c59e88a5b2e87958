// A titled collection of items in a responsive grid, the frame CardCollection, IconCollection and
// Steps share: the section's heading and intro, then the shared grid (Grid.module.css: no item
// left alone on the last row). The module's list class may compose that grid's `keepWidth`, and
// set `--collection-title-gap` in the classes it passes (CSS custom properties, not inline
// styles, which the Content-Security-Policy refuses).
import type { ReactNode } from 'react';
import styles from './Collection.module.css';

export interface CollectionProps {
  title?: string | undefined;
  intro?: string | undefined;
  /** An ordered list (numbered steps) instead of a bulleted one. */
  ordered?: boolean;
  className?: string | undefined;
  listClassName?: string | undefined;
  /** The list's items (`li`). */
  children: ReactNode;
}

export function Collection({ title, intro, ordered = false, className, listClassName, children }: CollectionProps) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      <List className={[styles.list, listClassName].filter(Boolean).join(' ')}>{children}</List>
    </div>
  );
}

/** The level of each item's heading: below the collection's h2, or h2 itself when it has no title. */
export const itemHeading = (title: string | undefined): 'h2' | 'h3' => (title ? 'h3' : 'h2');

/** The class of an item title's link that makes the whole item one link. */
export const itemLinkClass = styles.itemLink;

// The head of a detail page's article: an eyebrow (area or type), the h1, a line of meta (a
// story's date and author), the summary, and what follows it (share links). Shared by the
// body detail pages (site/components/DetailPage) and the templates with a layout of their own.
import type { ReactNode } from 'react';
import styles from './DetailHeader.module.css';

export interface DetailHeaderProps {
  eyebrow?: string | undefined;
  title: string;
  meta?: ReactNode;
  summary: string;
  /** Under the summary, e.g. share links (site/components/ShareLinks). */
  children?: ReactNode;
}

export function DetailHeader({ eyebrow, title, meta, summary, children }: DetailHeaderProps) {
  return (
    <header className={styles.header}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 className={styles.title}>{title}</h1>
      {meta ? <p className={styles.meta}>{meta}</p> : null}
      <p className={styles.summary}>{summary}</p>
      {children}
    </header>
  );
}

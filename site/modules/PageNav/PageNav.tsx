import { useId } from 'react';
import type { PageNavProps } from './definition.ts';
import { Link } from '../../components/Link/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import styles from './PageNav.module.css';

export default function PageNav({ title, pages, current }: PageNavProps) {
  const t = useTranslation();
  const headingId = useId();
  // Outside the series (the gallery, a page listed by mistake) the list stands alone.
  const previous = current > 0 ? pages[current - 1] : undefined;
  const next = current >= 0 ? pages[current + 1] : undefined;
  return (
    <div className={styles.root} data-pagefind-ignore="all">
      <nav className={styles.series} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <ol className={styles.list}>
          {/* Link marks the page being read with aria-current="page" by itself. */}
          {pages.map((page) => (
            <li key={page.href} className={styles.item}>
              <Link className={styles.link} link={{ href: page.href }}>
                {page.text}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      {previous || next ? (
        <nav className={styles.steps} aria-label={t('pageNav.steps')}>
          {previous ? (
            <Link className={styles.step} link={{ href: previous.href }} data-direction="previous">
              <span className={styles.direction}>{t('pageNav.previous')}</span> {previous.text}
            </Link>
          ) : null}
          {next ? (
            <Link className={styles.step} link={{ href: next.href }} data-direction="next">
              <span className={styles.direction}>{t('pageNav.next')}</span> {next.text}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

// "Add to the comparison" on programme cards and pages (SPEC §2 "Comparator"). A toggle button
// (aria-pressed) once JavaScript runs; the change is announced in a live region. Without
// JavaScript it is a link to the comparator page, whose static HTML compares every programme.
import { announceText } from '../../app/announcer.ts';
import { useTranslation } from '../../i18n/index.tsx';
import { useSite } from '../../app/site-context.tsx';
import { compareScope, toggled, useCompareSelection, writeSelection } from '../../lib/compare-store.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Link } from '../Link/index.tsx';
import styles from './CompareToggle.module.css';

export interface CompareToggleProps {
  code: string;
  title: string;
  /** The site's comparator page, in the page's language. */
  comparator: string;
}

export function CompareToggle({ code, title, comparator }: CompareToggleProps) {
  const t = useTranslation();
  const hydrated = useHydrated();
  const scope = compareScope(useSite());
  const selection = useCompareSelection(scope);
  const selected = selection.programs.includes(code);
  if (!hydrated) {
    return (
      <Link className={styles.toggle} link={{ href: comparator }}>
        {t('compare.open', { count: '…' }).replace(' (…)', '')}
      </Link>
    );
  }
  const toggle = () => {
    const next = toggled(selection, code);
    writeSelection(scope, next);
    const count = String(next.programs.length);
    announceText(t(selected ? 'compare.removed' : 'compare.added', { title, count }));
  };
  return (
    <span className={styles.wrapper}>
      <button type="button" className={styles.toggle} aria-pressed={selected} onClick={toggle} data-selected={selected}>
        {t(selected ? 'compare.remove' : 'compare.add', { title })}
      </button>
      {selection.programs.length > 0 ? (
        <Link className={styles.open} link={{ href: comparator }}>
          {t('compare.open', { count: String(selection.programs.length) })}
        </Link>
      ) : null}
    </span>
  );
}

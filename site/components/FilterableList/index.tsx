// A list with filters and pagination (SPEC §4 "Filters: can be applied or cleared", §9 page
// size). Every item is in the page's data, resolved at build: the server renders the first
// page, so it reads without JavaScript; once hydrated, filters and the other pages work on the
// client and are kept in the address (?page=2&year=2026) so reload and back keep them.
// The filters and pagination are in the server HTML too, so hydration does not push the list
// down (a layout shift); without JavaScript the stylesheet hides them (scripting: none).
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useKeptTerms, useTranslation } from '../../i18n/index.tsx';
import { useLocale } from '../../app/site-context.tsx';
import type { TranslationKey } from '../../i18n/en.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import styles from './FilterableList.module.css';

export type Facets = Record<string, string[]> | undefined;

interface FilterableListProps<T> {
  items: T[];
  facetsOf: (item: T) => Facets;
  /** Filter kinds to offer, in order (SPEC §9 "Filter kinds"), e.g. ['year', 'publicationType']. */
  filters: string[];
  pageSize: number;
  /** Renders one page of items. */
  children: (items: T[]) => ReactNode;
}

type Selection = Record<string, string>;

/** The values a filter can take, from the items themselves; years newest first. */
export function filterOptions<T>(items: T[], facetsOf: (item: T) => Facets, kind: string): string[] {
  const values = new Set<string>();
  for (const item of items) for (const value of facetsOf(item)?.[kind] ?? []) values.add(value);
  const sorted = [...values].sort((a, b) => a.localeCompare(b));
  return kind === 'year' ? sorted.reverse() : sorted;
}

/** Items that carry every selected value (filters of different kinds narrow each other). */
export function applyFilters<T>(items: T[], facetsOf: (item: T) => Facets, selection: Selection): T[] {
  const active = Object.entries(selection).filter(([, value]) => value !== '');
  if (active.length === 0) return items;
  return items.filter((item) => active.every(([kind, value]) => (facetsOf(item)?.[kind] ?? []).includes(value)));
}

function readAddress(filters: string[]): { page: number; selection: Selection } {
  const params = new URLSearchParams(window.location.search);
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const selection: Selection = {};
  for (const kind of filters) {
    const value = params.get(kind);
    if (value) selection[kind] = value;
  }
  return { page: Number.isFinite(page) && page > 0 ? page : 1, selection };
}

function writeAddress(page: number, selection: Selection): void {
  const params = new URLSearchParams();
  for (const [kind, value] of Object.entries(selection)) if (value) params.set(kind, value);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
  if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`)
    window.history.replaceState(window.history.state, '', url);
}

export function FilterableList<T>({ items, facetsOf, filters, pageSize, children }: FilterableListProps<T>) {
  const t = useTranslation();
  // An option is plain text: one that is a term kept in English is marked as a whole (WCAG 3.1.2).
  const keptTerms = useKeptTerms(useLocale());
  const id = useId();
  const summaryRef = useRef<HTMLParagraphElement>(null);
  // Before hydration (and without JavaScript) the list is its first page, unfiltered. A list
  // mounted by a client-side navigation reads the address at once: it renders complete before
  // the runtime restores the scroll position.
  const hydrated = useHydrated();
  const [address] = useState(() => (hydrated ? readAddress(filters) : null));
  const [interactive, setInteractive] = useState(hydrated);
  const [selection, setSelection] = useState<Selection>(address?.selection ?? {});
  const [page, setPage] = useState(address?.page ?? 1);

  // The filters as the browser shows them. On a slow connection a visitor may choose a filter on
  // the server's HTML before hydration; React does not replay that change, so the list reads it
  // here. The server rendered every filter at "all", so any other value was chosen.
  const selects = useRef(new Map<string, HTMLSelectElement>());

  useEffect(() => {
    if (address) return;
    const initial = readAddress(filters);
    let chosen = false;
    for (const [kind, select] of selects.current) {
      if (select.value === '') continue;
      initial.selection[kind] = select.value;
      chosen = true;
    }
    setSelection(initial.selection);
    // A filter chosen shows its first page, as choosing one after hydration does.
    setPage(chosen ? 1 : initial.page);
    setInteractive(true);
    // The address is read once, when the list first appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const options = useMemo(
    () => filters.map((kind) => ({ kind, values: filterOptions(items, facetsOf, kind) })).filter((filter) => filter.values.length > 1),
    [items, facetsOf, filters],
  );
  const filtered = useMemo(() => applyFilters(items, facetsOf, selection), [items, facetsOf, selection]);
  const pageCount = Math.max(1, Math.ceil(filtered.length / pageSize));
  const current = Math.min(page, pageCount);
  const from = filtered.length === 0 ? 0 : (current - 1) * pageSize + 1;
  const to = Math.min(filtered.length, current * pageSize);
  const shown = filtered.slice(from === 0 ? 0 : from - 1, to);

  useEffect(() => {
    if (interactive) writeAddress(current, selection);
  }, [interactive, current, selection]);

  const choose = (kind: string, value: string) => {
    setSelection((previous) => ({ ...previous, [kind]: value }));
    setPage(1);
  };
  const goTo = (next: number) => {
    setPage(next);
    // Keep keyboard and screen-reader users at the start of the new page; the page's
    // scroll-padding keeps the summary clear of the sticky header (docs/accessibility.md).
    summaryRef.current?.focus({ preventScroll: true });
    summaryRef.current?.scrollIntoView({ block: 'start' });
  };
  const hasSelection = Object.values(selection).some(Boolean);
  const label = (kind: string) => t(`filter.${kind}` as TranslationKey);

  return (
    <div className={styles.list}>
      {options.length > 0 ? (
        // A search element, not a form: the filters apply as they change, there is nothing to submit.
        <search className={styles.filters} aria-label={t('list.filters')}>
          {options.map(({ kind, values }) => (
            <div key={kind} className={styles.filter}>
              <label className={styles.filterLabel} htmlFor={`${id}-${kind}`}>
                {label(kind)}
              </label>
              <select
                id={`${id}-${kind}`}
                className={styles.select}
                name={kind}
                ref={(element) => {
                  if (element) selects.current.set(kind, element);
                  else selects.current.delete(kind);
                }}
                value={selection[kind] ?? ''}
                onChange={(event) => choose(kind, event.target.value)}
              >
                <option value="">{t('list.all')}</option>
                {values.map((value) => (
                  <option key={value} value={value} lang={keptTerms.includes(value) ? 'en' : undefined}>
                    {value}
                  </option>
                ))}
              </select>
            </div>
          ))}
          {hasSelection ? (
            <button
              type="button"
              className={styles.clear}
              onClick={() => {
                setSelection({});
                setPage(1);
                // The button disappears with the selection: focus goes to the new result count.
                summaryRef.current?.focus();
              }}
            >
              {t('list.clearFilters')}
            </button>
          ) : null}
        </search>
      ) : null}
      <p ref={summaryRef} className={styles.summary} tabIndex={-1} aria-live="polite" data-list-summary="">
        {filtered.length === 0
          ? t('list.noResults')
          : t('list.showing', { from: String(from), to: String(to), total: String(filtered.length) })}
      </p>
      {children(shown)}
      {pageCount > 1 ? (
        <nav className={styles.pagination} aria-label={t('list.pagination')}>
          <button type="button" className={styles.step} disabled={current === 1} onClick={() => goTo(current - 1)}>
            {t('list.previous')}
          </button>
          <ul className={styles.pages}>
            {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
              <li key={number}>
                <button
                  type="button"
                  className={styles.page}
                  aria-current={number === current ? 'page' : undefined}
                  aria-label={t('list.page', { page: String(number) })}
                  onClick={() => goTo(number)}
                >
                  {number}
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className={styles.step} disabled={current === pageCount} onClick={() => goTo(current + 1)}>
            {t('list.next')}
          </button>
        </nav>
      ) : null}
    </div>
  );
}

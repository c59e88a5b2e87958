// SPEC §3 "List data source" resolved against the site's content at build time: the auto,
// manual and navigation modes, source filters with their and/or operators, order and quantity.
// Pure functions of the entries, so distributors and lists give the same answer everywhere.
import type { Card, DataSource, Locale } from '../../content/schema/index.ts';

/** Something a list may show: a page (as its card) or an entity a page holds (a person). */
export interface ListEntry {
  /** The detail template's name for pages ('NewsDetail'), the entity's for entities ('Person'). */
  structuredData: string;
  /** Stable across languages: a page's translation group, an entity's id. */
  group: string;
  locale: Locale;
  /** The path of the page that holds it (navigation mode looks under a path). */
  path: string;
  /** True for an entity held by its page rather than the page itself. */
  entity: boolean;
  card: Card;
}

const ORDERS: Record<DataSource['order'], (a: Card, b: Card) => number> = {
  recent: (a, b) => (b.date ?? '').localeCompare(a.date ?? '') || a.title.localeCompare(b.title),
  oldest: (a, b) => (a.date ?? '').localeCompare(b.date ?? '') || a.title.localeCompare(b.title),
  alpha: (a, b) => a.title.localeCompare(b.title),
  alphaDesc: (a, b) => b.title.localeCompare(a.title),
};

/** Does a card carry the facet value a 'kind:value' filter asks for (value case-insensitive)? */
export function matchesFilter(card: Card, filter: string): boolean {
  const colon = filter.indexOf(':');
  const kind = filter.slice(0, colon);
  const wanted = filter
    .slice(colon + 1)
    .trim()
    .toLowerCase();
  return (card.facets?.[kind] ?? []).some((value) => value.toLowerCase() === wanted);
}

type Entry = DataSource['sources'][number];

/** One source: its structured data, then its filters combined by its filter operator. */
export function matchesSourceEntry(entry: ListEntry, source: Entry): boolean {
  if (entry.structuredData !== source.structuredData) return false;
  if (source.filters.length === 0) return true;
  return source.filterOperator === 'and'
    ? source.filters.every((filter) => matchesFilter(entry.card, filter))
    : source.filters.some((filter) => matchesFilter(entry.card, filter));
}

/**
 * Several sources combine by the global operator: 'or' lists what any source selects; 'and'
 * lists what every source selects. The first source's global operator decides (sources of one
 * data source share it in the CMS).
 */
export function matchesSources(entry: ListEntry, sources: Entry[]): boolean {
  if (sources.length === 0) return true;
  const globalOperator = sources[0]?.globalOperator ?? 'and';
  return globalOperator === 'and'
    ? sources.every((source) => matchesSourceEntry(entry, source))
    : sources.some((source) => matchesSourceEntry(entry, source));
}

function isUnder(path: string, base: string): boolean {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  return path.startsWith(prefix);
}

export function selectCards(entries: readonly ListEntry[], source: DataSource, locale: Locale): Card[] {
  const inLanguage = (entry: ListEntry) => source.allLanguages || entry.locale === locale;
  let selected: ListEntry[];
  switch (source.mode) {
    case 'auto':
      // Auto mode needs at least one source: with none, nothing is selected.
      selected = source.sources.length === 0 ? [] : entries.filter((entry) => inLanguage(entry) && matchesSources(entry, source.sources));
      break;
    case 'manual':
      // Fixed items keep the editor's order; an id names a page, its translation group or an
      // entity, and resolves in the page's language first.
      selected = source.fixed
        .map(
          (id) =>
            entries.find((entry) => entry.card.id === id) ??
            entries.find((entry) => entry.group === id && entry.locale === locale) ??
            (source.allLanguages ? entries.find((entry) => entry.group === id) : undefined),
        )
        .filter((entry): entry is ListEntry => entry !== undefined);
      break;
    case 'navigation': {
      // Pages below the reference path; entities held by the reference page or below it.
      const base = source.referenceId ?? '/';
      selected = entries.filter(
        (entry) =>
          inLanguage(entry) &&
          (isUnder(entry.path, base) || (entry.entity && entry.path === base)) &&
          (source.sources.length === 0 || matchesSources(entry, source.sources)),
      );
      break;
    }
  }
  const cards = selected.map((entry) => entry.card);
  if (source.mode !== 'manual') cards.sort(ORDERS[source.order]);
  return source.quantity ? cards.slice(0, source.quantity) : cards;
}

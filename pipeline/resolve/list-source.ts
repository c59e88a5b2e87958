// SPEC §3 "List data source" resolved against the site's content at build time: the auto,
// manual and navigation modes, source filters with their and/or operators, order and quantity,
// the list's languages (lang, allLanguages, preferenceLanguage). Which sites' entries a source
// reads (its `site`) is the content index's choice (resolve/index.ts).
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

/** Where a manual list's ids are looked up: the first entry of each id, group, and group in a language. */
interface Lookups {
  length: number;
  byId: Map<string, ListEntry>;
  byGroupIn: Map<string, ListEntry>;
  byGroup: Map<string, ListEntry>;
}

const lookups = new WeakMap<readonly ListEntry[], Lookups>();

/**
 * The entries by id and group, made once per set of entries: a manual list names its own items,
 * so every page with one asked anew, and searching the entries for each id was the site's size
 * times its pages (20,000 pages with a three-item list: 10^8 comparisons, twice).
 */
function lookupsOf(entries: readonly ListEntry[]): Lookups {
  const known = lookups.get(entries);
  if (known?.length === entries.length) return known;
  const made: Lookups = { length: entries.length, byId: new Map(), byGroupIn: new Map(), byGroup: new Map() };
  const first = <K>(map: Map<K, ListEntry>, key: K, entry: ListEntry) => {
    if (!map.has(key)) map.set(key, entry);
  };
  for (const entry of entries) {
    first(made.byId, entry.card.id, entry);
    first(made.byGroupIn, `${entry.group}\u0000${entry.locale}`, entry);
    first(made.byGroup, entry.group, entry);
  }
  lookups.set(entries, made);
  return made;
}

/**
 * A card as a page of `pageLocale` shows it: marked with its own language when it is in another
 * (WCAG 3.1.2: the page's `lang` would otherwise be read over it). One copy per card: many
 * pages list the same item, and a list's answer is digested by its cards (resolve/reads.ts).
 */
const markedCards = new WeakMap<Card, Card>();
export function cardOn(entry: ListEntry, pageLocale: Locale): Card {
  if (entry.locale === pageLocale) return entry.card;
  let marked = markedCards.get(entry.card);
  if (marked?.lang !== entry.locale) {
    marked = { ...entry.card, lang: entry.locale };
    markedCards.set(entry.card, marked);
  }
  return marked;
}

/**
 * Manual mode: fixed items keep the editor's order, never sorted; an id names a page, its
 * translation group or an entity, and resolves in the list's language first, then (`anyLanguage`:
 * `allLanguages` or `preferenceLanguage`) in another. Only the ids, `anyLanguage` and `quantity`
 * select (a build's record of a read names these alone: resolve/reads.ts). `pageLocale`, when the
 * list's language is not the page's (`lang`), says which cards to mark.
 */
export function selectManual(
  entries: readonly ListEntry[],
  fixed: readonly string[],
  locale: Locale,
  anyLanguage: boolean,
  quantity: number | undefined,
  pageLocale: Locale = locale,
): Card[] {
  const { byId, byGroupIn, byGroup } = lookupsOf(entries);
  const cards: Card[] = [];
  for (const id of fixed) {
    const entry = byId.get(id) ?? byGroupIn.get(`${id}\u0000${locale}`) ?? (anyLanguage ? byGroup.get(id) : undefined);
    if (entry) cards.push(cardOn(entry, pageLocale));
  }
  return quantity ? cards.slice(0, quantity) : cards;
}

/**
 * The entries in the list's language; with `preferenceLanguage`, also one entry of each item
 * (translation group) that has none in it: the page's language first, else the first found.
 */
function inLanguage(entries: readonly ListEntry[], wanted: Locale, pageLocale: Locale, preference: boolean): ListEntry[] {
  const chosen = entries.filter((entry) => entry.locale === wanted);
  if (!preference) return chosen;
  const present = new Set(chosen.map((entry) => entry.group));
  const fallback = new Map<string, ListEntry>();
  for (const entry of entries) {
    if (present.has(entry.group)) continue;
    const known = fallback.get(entry.group);
    if (!known || (known.locale !== pageLocale && entry.locale === pageLocale)) fallback.set(entry.group, entry);
  }
  // In the entries' order, as if they had been in the language.
  const fallbacks = new Set(fallback.values());
  return entries.filter((entry) => fallbacks.has(entry) || entry.locale === wanted);
}

/**
 * SPEC §3 "List data source" over `entries` (the sites the source names: resolve/index.ts
 * `ContentIndex`), for a page in `locale`. The list's language is `lang`, else the page's;
 * `allLanguages` lists every language; `preferenceLanguage` fills in an item missing in the
 * list's language with another of its languages. A card in another language than the page's
 * carries its own (`cardOn`).
 */
export function selectCards(entries: readonly ListEntry[], source: DataSource, locale: Locale): Card[] {
  const wanted = source.lang ?? locale;
  // A hand-picked list looks its items up by id: it never goes through the site's entries (a
  // site's every page with its own related news went through them all: 10^8 tests at 10,000 pages).
  if (source.mode === 'manual')
    return selectManual(entries, source.fixed, wanted, source.allLanguages || source.preferenceLanguage, source.quantity, locale);
  const languages = (matched: readonly ListEntry[]) =>
    source.allLanguages ? [...matched] : inLanguage(matched, wanted, locale, source.preferenceLanguage);
  // Without a fallback language, the language is the cheapest test: made first.
  const candidates = source.allLanguages || source.preferenceLanguage ? entries : entries.filter((entry) => entry.locale === wanted);
  let selected: ListEntry[];
  switch (source.mode) {
    case 'auto':
      // Auto mode needs at least one source: with none, nothing is selected.
      selected = source.sources.length === 0 ? [] : languages(candidates.filter((entry) => matchesSources(entry, source.sources)));
      break;
    case 'navigation': {
      // Pages below the reference path; entities held by the reference page or below it.
      const base = source.referenceId ?? '/';
      selected = languages(
        candidates.filter(
          (entry) =>
            (isUnder(entry.path, base) || (entry.entity && entry.path === base)) &&
            (source.sources.length === 0 || matchesSources(entry, source.sources)),
        ),
      );
      break;
    }
  }
  const cards = selected.map((entry) => cardOn(entry, locale));
  return source.quantity ? firstInOrder(cards, ORDERS[source.order], source.quantity) : cards.sort(ORDERS[source.order]);
}

/**
 * The first `count` cards as a stable sort by `compare` puts them, without sorting the rest: a
 * "latest three news" of a site of 5,000 news sorted them all (≈ 60,000 comparisons of
 * locale-aware strings) to keep three.
 */
export function firstInOrder(cards: readonly Card[], compare: (a: Card, b: Card) => number, count: number): Card[] {
  const first: Card[] = [];
  for (const card of cards) {
    const last = first[first.length - 1];
    if (first.length === count && last !== undefined && compare(card, last) >= 0) continue;
    // After every card it does not sort before: cards that compare equal keep their order.
    let at = first.length;
    while (at > 0 && compare(card, first[at - 1] as Card) < 0) at -= 1;
    first.splice(at, 0, card);
    if (first.length > count) first.pop();
  }
  return first;
}

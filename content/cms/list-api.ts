// The REST list, filter and distributor calls of SPEC §7, as paths and bodies: the contract
// the embedded CMS answers (content/cms/rest.ts) and the preview's client sends
// (pipeline/preview/cms-lists.ts). Pure functions, so both sides agree by construction.
//
// SPEC §5 "Data rules": a list of ids made only of numbers is sent joined by commas; path
// parameters that are empty are dropped; search spaces become `+` (SPEC §7); the operator is
// `and` or `or` in any letter case.
import type { DataSource } from '../schema/index.ts';

type Source = DataSource['sources'][number];
type Operator = 'and' | 'or';

/** What a list call asks for besides its data source (SPEC §7 path parameters). */
export interface ListQuery {
  site: number;
  lang: string;
  /** Which fields to return; the embedded CMS knows `card`. */
  get?: string | undefined;
  /** 1-based page of the answer. */
  page?: number | undefined;
  /** Items per page; 50 by default (SPEC §7). */
  items?: number | undefined;
  order: DataSource['order'];
  /** The whole list is cut to this many items before paging. */
  maxItems?: number | undefined;
  search?: string | undefined;
  /** Combines several sources (their global operator). */
  operator?: string | undefined;
  /** Ids to leave out. */
  exclude?: readonly string[] | undefined;
  relations?: DataSource['relations'] | undefined;
  includePending?: boolean | undefined;
  allLanguages?: boolean | undefined;
  preferenceLanguage?: boolean | undefined;
  cached?: boolean | undefined;
}

export const DEFAULT_ITEMS = 50;

/** A list or filter path the CMS cannot read: answered 400 with LIST_CALL_INVALID, naming what is wrong. */
export class ListPathError extends Error {
  override name = 'ListPathError';
}

/** SPEC §5: 'AND', 'Or' … are accepted; anything else is refused, not guessed. */
export function normaliseOperator(value: string | undefined, fallback: Operator = 'and'): Operator {
  if (value === undefined || value === '') return fallback;
  const lower = value.toLowerCase();
  if (lower !== 'and' && lower !== 'or') throw new ListPathError(`operator must be 'and' or 'or', not '${value}'`);
  return lower;
}

/** SPEC §5: numeric ids joined by commas; other ids are encoded one by one, then joined. */
export function idList(ids: readonly string[]): string {
  if (ids.every((id) => /^\d+$/.test(id))) return ids.join(',');
  return ids.map((id) => encodeURIComponent(id)).join(',');
}

/** SPEC §7: spaces of a search become `+` (a literal plus is escaped, so it survives). */
export function searchSegment(search: string): string {
  return search.trim().split(/\s+/).map(encodeURIComponent).join('+');
}

/** One source as a path segment: `NewsDetail` or `NewsDetail(or;topic:Succession|year:2024)`. */
export function sourceSegment(source: Pick<Source, 'structuredData' | 'filters' | 'filterOperator'>): string {
  const name = encodeURIComponent(source.structuredData);
  if (source.filters.length === 0) return name;
  const filters = source.filters.map((filter) => encodeURIComponent(filter)).join('|');
  return `${name}(${normaliseOperator(source.filterOperator, 'or')};${filters})`;
}

const onOff = (value: boolean | undefined, fallback: boolean) => ((value ?? fallback) ? 'on' : 'off');
const trueFalse = (value: boolean | undefined, fallback: boolean) => String(value ?? fallback);

/** Joins segments into a path, dropping the empty ones (SPEC §5). */
function pathOf(segments: ReadonlyArray<string | number | undefined>): string {
  const kept = segments.filter((segment): segment is string | number => segment !== undefined && segment !== '');
  return `/${kept.join('/')}/`;
}

/** The parameters every list path ends with, in the order of SPEC §7. */
function listTail(query: ListQuery): Array<string | number | undefined> {
  return [
    query.site,
    query.lang,
    query.get ?? 'card',
    query.page ?? 1,
    query.items ?? DEFAULT_ITEMS,
    query.order,
    query.maxItems,
    query.search ? searchSegment(query.search) : undefined,
    normaliseOperator(query.operator),
    query.exclude && query.exclude.length > 0 ? idList(query.exclude) : undefined,
    query.relations ?? 'off',
    onOff(query.includePending, true),
    onOff(query.allLanguages, false),
    trueFalse(query.preferenceLanguage, true),
    trueFalse(query.cached, false),
  ];
}

/** Auto mode: `/list/v2/{sources}/…`. */
export function listPath(sources: readonly Source[], query: ListQuery): string {
  return pathOf(['list', 'v2', sources.map(sourceSegment).join(','), ...listTail(query)]);
}

/** Manual mode: `/list/fixed/{ids}/…`. */
export function fixedListPath(ids: readonly string[], query: ListQuery): string {
  return pathOf(['list', 'fixed', idList(ids), ...listTail(query)]);
}

/** Navigation mode: `/list/navigations/{reference path}/{sources}/…` (the sources may be dropped). */
export function navigationListPath(reference: string, sources: readonly Source[], query: ListQuery): string {
  return pathOf(['list', 'navigations', encodeURIComponent(reference), sources.map(sourceSegment).join(','), ...listTail(query)]);
}

export interface FiltersQuery {
  structuredData: readonly string[];
  site: number;
  lang: string;
  related?: DataSource['relations'] | undefined;
  allLanguages?: boolean | undefined;
  filterOperator?: string | undefined;
  globalOperator?: string | undefined;
  order: DataSource['order'];
  groupingCategories?: boolean | undefined;
  cached?: boolean | undefined;
}

/** `/filters/{structuredData list}/{site}/{lang}/{related}/{allLanguages}/{filterOperator}/{globalOperator}/{order}/{groupingCategories}/{cached}`. */
export function filtersPath(query: FiltersQuery): string {
  return pathOf([
    'filters',
    query.structuredData.map(encodeURIComponent).join(','),
    query.site,
    query.lang,
    query.related ?? 'off',
    onOff(query.allLanguages, false),
    normaliseOperator(query.filterOperator, 'or'),
    normaliseOperator(query.globalOperator, 'and'),
    query.order,
    onOff(query.groupingCategories, false),
    trueFalse(query.cached, false),
  ]);
}

/** The body of `POST {api}/site/{siteId}/distributor` (SPEC §7), from a data source. */
export interface DistributorBody {
  mode: DataSource['mode'];
  order: DataSource['order'];
  quantity: number | null;
  sources: Source[];
  fixed: string[];
  fullRelations: boolean;
  allLanguages: boolean;
  preferenceLanguage: boolean;
  /** Navigation mode's reference path (the CMS's own addition to the call). */
  referenceId?: string;
}

export function distributorBody(source: DataSource): DistributorBody {
  return {
    mode: source.mode,
    order: source.order,
    quantity: source.quantity ?? null,
    sources: source.sources,
    fixed: source.fixed,
    fullRelations: source.relations === 'full',
    allLanguages: source.allLanguages,
    preferenceLanguage: source.preferenceLanguage,
    ...(source.referenceId ? { referenceId: source.referenceId } : {}),
  };
}

/** What a list call answers: the page of items and, for paging and manual mode, the total. */
export interface ListAnswer<Item> {
  items: Item[];
  total: number;
  page: number;
  pages: number;
}

// ---- Reading a path (the embedded CMS's side) ----

export interface ParsedList {
  kind: 'v2' | 'fixed' | 'navigations';
  source: DataSource;
  site: number;
  lang: string;
  get: string;
  page: number;
  items: number;
  search: string;
  exclude: string[];
}

const decode = (segment: string) => decodeURIComponent(segment);

function parseSources(segment: string | undefined, operator: Operator): Source[] {
  if (!segment) return [];
  return segment.split(',').map((part) => {
    const match = /^([^(]+)(?:\((and|or);(.*)\))?$/i.exec(part);
    if (!match) throw new ListPathError(`source "${decode(part)}" is not Name or Name(op;kind:value|…)`);
    return {
      structuredData: decode(match[1] as string),
      filters: match[3] ? match[3].split('|').map(decode) : [],
      filterOperator: normaliseOperator(match[2], 'or'),
      globalOperator: operator,
    };
  });
}

const isNumber = (segment: string | undefined) => segment !== undefined && /^\d+$/.test(segment);

/**
 * Reads a list path back. The empty parameters were dropped, so the optional ones are told
 * apart by position around the operator: `[maxItems] [search] operator [exclude]`.
 */
export function parseListPath(pathname: string): ParsedList {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const [head, kind, ...rest] = segments;
  if (head !== 'list' || (kind !== 'v2' && kind !== 'fixed' && kind !== 'navigations')) throw new ListPathError('not a list path');
  // Manual mode's ids and navigation mode's reference are never empty; sources may be dropped,
  // and are never a number, unlike the site id that follows them.
  const first = kind === 'v2' ? undefined : rest.shift();
  const sourcesSegment = kind !== 'fixed' && rest[0] !== undefined && !isNumber(rest[0]) ? rest.shift() : undefined;
  const tail = rest.splice(-5);
  const [site, lang, get, page, items, order, ...middle] = rest;
  if (!isNumber(site) || !lang || !get || !isNumber(page) || !isNumber(items) || !order || tail.length < 5) {
    throw new ListPathError(
      'a list path needs site, lang, get, page, items, order, operator, relations, includePending, allLanguages, preferenceLanguage and cached',
    );
  }
  const operatorAt = middle.findLastIndex((segment) => /^(and|or)$/i.test(segment));
  if (operatorAt < 0) throw new ListPathError('a list path needs an operator (and, or)');
  const operator = normaliseOperator(middle[operatorAt]);
  const before = middle.slice(0, operatorAt);
  const maxItems = before.length === 2 || (before.length === 1 && isNumber(before[0])) ? Number(before[0]) : undefined;
  const searchPart = before.length === 2 ? before[1] : before.length === 1 && maxItems === undefined ? before[0] : undefined;
  const exclude = middle[operatorAt + 1]?.split(',').map(decode) ?? [];
  const [relations, , allLanguages, preferenceLanguage] = tail;
  const source: DataSource = {
    mode: kind === 'v2' ? 'auto' : kind === 'fixed' ? 'manual' : 'navigation',
    sources: parseSources(sourcesSegment, operator),
    fixed: kind === 'fixed' ? (first ?? '').split(',').filter(Boolean).map(decode) : [],
    order: order as DataSource['order'],
    ...(maxItems ? { quantity: maxItems } : {}),
    ...(kind === 'navigations' && first ? { referenceId: decode(first) } : {}),
    allLanguages: allLanguages === 'on',
    preferenceLanguage: preferenceLanguage === 'true',
    relations: (relations ?? 'off') as DataSource['relations'],
  };
  return {
    kind,
    source,
    site: Number(site),
    lang,
    get,
    page: Number(page),
    items: Number(items),
    search: searchPart ? searchPart.split('+').map(decode).join(' ') : '',
    exclude,
  };
}

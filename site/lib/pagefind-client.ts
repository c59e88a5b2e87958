// The Pagefind client (/pagefind/pagefind.js, written by pipeline/search), loaded on demand by the
// SearchResults page only. Each site of the family has its own index below its prefix
// (`/business-school/pagefind/`), so a search on a site finds only that site's pages. One
// instance per site and language: Pagefind picks its index by <html lang> when it starts, and a
// visitor may switch language or site without a full page load. A large language's index is in
// segments (`s1/`, `s2/` … beside the first; docs/search.md "Segments"): the instance merges them
// all, so one search covers every page, and they share the first's WebAssembly. A search page
// whose scope is the family merges every site's index the same way (the family's file, below).
import { siteOfPath } from './prefixes.ts';
import { sentenceExcerpt } from './search-excerpt.ts';

export interface SearchHit {
  url: string;
  title: string;
  type: string;
  excerpt: string;
  /** The name of the site the page is from, in a search across the family. */
  site?: string | undefined;
}

/** What a search page searches: its own site's pages, or every site's of the family. */
export type SearchScope = 'site' | 'family';

/**
 * In the root's search folder (`/pagefind/family.json`), written when the build indexes a
 * family: every site's index, for a search across the family.
 */
export const SEARCH_FAMILY_FILE = 'family.json';

export interface FamilySearchFile {
  sites: Array<{ pathPrefix: string; name: string; locales: string[] }>;
}

interface PagefindData {
  url: string;
  excerpt: string;
  /** The page's indexed text, and the indexes of its words that match the query. */
  content?: string;
  locations?: number[];
  meta: Record<string, string | undefined>;
}

interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  mergeIndex(indexPath: string, options?: Record<string, unknown>): Promise<void>;
  search(
    query: string,
    options?: { filters?: Record<string, string> },
  ): Promise<{ results: Array<{ data(): Promise<PagefindData> }> } | null>;
}

/**
 * Where segment k of a site's index is, relative to its folder: the folder itself for the first
 * (pipeline/search writes them; here so that only the search page's chunk carries the names).
 */
export const searchSegmentDir = (segment: number): string => (segment === 0 ? '' : `s${segment}/`);

/** In a site's index folder: how many segments each language's index has (`{"en":8,"es":1}`). */
export const SEARCH_SEGMENTS_FILE = 'segments.json';

const instances = new Map<string, Promise<Loaded>>();

/** Where a site's index client is: `<pathPrefix>/pagefind/pagefind.js` ('' for the root site). */
export const searchClientUrl = (pathPrefix: string): string => `${pathPrefix.replace(/\/+$/, '')}/pagefind/pagefind.js`;

/** A loaded index and, in a family search, the sites whose indexes it merged. */
interface Loaded {
  pagefind: Pagefind;
  family: FamilySearchFile['sites'] | null;
}

/** The family's sites, or null where the build indexed one site only (then the search is the site's). */
async function familySites(): Promise<FamilySearchFile['sites'] | null> {
  const response = await fetch(`${searchClientUrl('').replace(/pagefind\.js$/, '')}${SEARCH_FAMILY_FILE}`);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${SEARCH_FAMILY_FILE}: ${response.status}`);
  const family = (await response.json()) as Partial<FamilySearchFile>;
  return Array.isArray(family.sites) && family.sites.length > 0 ? family.sites : null;
}

function load(pathPrefix: string, locale: string, scope: SearchScope): Promise<Loaded> {
  const key = `${scope === 'family' ? '*' : pathPrefix}|${locale}`;
  let instance = instances.get(key);
  if (!instance) {
    instance = (async () => {
      const family = scope === 'family' ? await familySites() : null;
      // Every site's index in a family search, the root's loaded first (any site's client reads them all).
      const prefixes = family ? family.map((site) => site.pathPrefix).sort((a, b) => a.length - b.length) : [pathPrefix];
      // A variable, not a literal: the bundler must leave this address to the browser.
      const url = `${searchClientUrl(prefixes[0] ?? pathPrefix)}?lang=${encodeURIComponent(locale)}`;
      const dirOf = (prefix: string) => searchClientUrl(prefix).replace(/pagefind\.js$/, '');
      const [pagefind, ...segments] = await Promise.all([
        import(/* @vite-ignore */ url) as Promise<Pagefind>,
        ...prefixes.map((prefix) => segmentsOf(dirOf(prefix), locale)),
      ]);
      // Result addresses are the pages' own paths: by default Pagefind would put them below the
      // folder holding the index (`/business-school/business-school/…` for a sub-site's index).
      const options = { excerptLength: 24, baseUrl: '/' };
      await pagefind.options(options);
      await pagefind.init();
      const others = prefixes.flatMap((prefix, site) =>
        Array.from({ length: segments[site] ?? 1 }, (_, segment) => `${dirOf(prefix)}${searchSegmentDir(segment)}`),
      );
      // The first segment of the first index is the one loaded.
      await Promise.all(others.slice(1).map((dir) => pagefind.mergeIndex(dir, options)));
      return { pagefind, family };
    })();
    // A failed load (offline, index not cached yet) is tried again on the next search.
    instance.catch(() => instances.delete(key));
    instances.set(key, instance);
  }
  return instance;
}

/** How many segments the index of `locale` has (1 for an index written before there were segments). */
async function segmentsOf(dir: string, locale: string): Promise<number> {
  const response = await fetch(`${dir}${SEARCH_SEGMENTS_FILE}`);
  if (response.status === 404) return 1;
  if (!response.ok) throw new Error(`${SEARCH_SEGMENTS_FILE}: ${response.status}`);
  const segments = (await response.json()) as Record<string, unknown>;
  const count = segments[locale.toLowerCase()];
  return typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : 1;
}

/** The hits for `query` in the site's (or the family's) index of the page's language, of one content type or all. */
export async function search(
  pathPrefix: string,
  locale: string,
  query: string,
  type: string,
  scope: SearchScope = 'site',
): Promise<{ total: number; hits: (count: number) => Promise<SearchHit[]> }> {
  const { pagefind, family } = await load(pathPrefix, locale, scope);
  const found = await pagefind.search(query, type ? { filters: { type } } : {});
  const results = found?.results ?? [];
  const sites = family?.map((site, id) => ({ ...site, id }));
  const languages = [...new Set(family?.flatMap((site) => site.locales) ?? [])];
  return {
    total: results.length,
    hits: (count) =>
      Promise.all(
        results.slice(0, count).map(async (result) => {
          const data = await result.data();
          const title = data.meta.title ?? data.url;
          // A whole sentence around the words found, past the title (site/lib/search-excerpt.ts).
          const excerpt = data.content && data.locations ? sentenceExcerpt(data.content, title, data.locations) : data.excerpt;
          const site = sites ? siteOfPath(new URL(data.url, 'http://x').pathname, sites, languages)?.name : undefined;
          return { url: data.url, title, type: data.meta.type ?? '', excerpt, site };
        }),
      ),
  };
}

// Loads a page's resources for client navigation and prefetch: its page-data, its site data
// and its components (SPEC §4 "Page-data load result", §5 validity, §7 page-data/app-data/HEAD).
import type { EmbeddedData, InitialData, PageDataFile, SiteView } from '../lib/page-view.ts';
import { INITIAL_DATA_ID } from '../lib/page-view.ts';
import { pageDataUrl, staticQueryUrl } from '../lib/paths.ts';
import { preloadPage } from './preload.ts';

/** SPEC §9: page-data and app-data are retried 3 times. */
export const RETRIES = 3;
/** The fallback pages of SPEC §2, whose page-data the build writes under these paths. */
export const NOT_FOUND_PATH = '/404.html';
export const SERVER_ERROR_PATH = '/500.html';

export type PageResult =
  | { status: 'success' | 'notFound' | 'serverError'; data: InitialData }
  /** Anything the client cannot show: the browser loads the path itself (SPEC §4). */
  | { status: 'error'; reason: string };

type Fetched<T> = { status: 'success'; value: T } | { status: 'notFound' | 'serverError' | 'error'; reason: string };

const siteCache = new Map<string, Promise<SiteView>>();
// Page-data fetched by prefetch or navigation, reused for the session; failures are forgotten.
const pageDataCache = new Map<string, Promise<Fetched<PageDataFile>>>();

function pageData(path: string): Promise<Fetched<PageDataFile>> {
  let result = pageDataCache.get(path);
  if (!result) {
    result = fetchJson<PageDataFile>(pageDataUrl(path), validPageData);
    void result.then((value) => value.status !== 'success' && pageDataCache.delete(path));
    pageDataCache.set(path, result);
  }
  return result;
}

/** GET a JSON file: 404 and 500 answer at once, other failures are retried (SPEC §4). */
async function fetchJson<T>(url: string, valid: (value: T) => boolean): Promise<Fetched<T>> {
  let reason = '';
  for (let attempt = 0; attempt <= RETRIES; attempt += 1) {
    try {
      const response = await fetch(url);
      if (response.status === 404) return { status: 'notFound', reason: `${url}: 404` };
      if (response.status === 500) return { status: 'serverError', reason: `${url}: 500` };
      if (response.ok) {
        const value = (await response.json()) as T;
        if (valid(value)) return { status: 'success', value };
        reason = `${url}: not valid`;
      } else reason = `${url}: ${response.status}`;
    } catch (error) {
      reason = `${url}: ${String(error)}`;
    }
  }
  return { status: 'error', reason };
}

/** The page-data the HTML names (site/app/Document.tsx), kept for navigation back to this page. */
export async function pageDataAt(url: string): Promise<PageDataFile> {
  const result = await fetchJson<PageDataFile>(url, validPageData);
  if (result.status !== 'success') throw new Error(result.reason);
  // Navigation finds a page's data under its path; 404.html's data is the not-found page's.
  if (url === pageDataUrl(result.value.path)) pageDataCache.set(result.value.path, Promise.resolve(result));
  return result.value;
}

/** SPEC §5: page-data is valid only if it contains a path. */
const validPageData = (data: PageDataFile) => typeof data?.path === 'string';

/** SPEC §5/§4: app-data is valid only with a compilation hash; retried when not 200. */
export async function loadAppData(): Promise<{ webpackCompilationHash: string } | null> {
  const result = await fetchJson<{ webpackCompilationHash: string }>(
    '/app-data.json',
    (data) => typeof data?.webpackCompilationHash === 'string',
  );
  return result.status === 'success' ? result.value : null;
}

/** The site data of a language (cached for the session; the first page preloads it). */
export async function siteData(hash: string | undefined): Promise<SiteView> {
  if (!hash) throw new Error('page-data names no site data');
  let site = siteCache.get(hash);
  if (!site) {
    site = fetchJson<SiteView>(staticQueryUrl(hash), (value) => typeof value?.locale === 'string').then((result) => {
      if (result.status !== 'success') throw new Error(result.reason);
      return result.value;
    });
    site.catch(() => siteCache.delete(hash));
    siteCache.set(hash, site);
  }
  return site;
}

/** Page-data + site data + component chunks of one path; null fields say why not. */
async function resources(path: string): Promise<Fetched<InitialData>> {
  const data = await pageData(path);
  if (data.status !== 'success') return data;
  try {
    const site = await siteData(data.value.staticQueryHashes[0]);
    // A chunk that fails to load (a deploy removed it) makes the whole load an error.
    await preloadPage(data.value.result.pageContext);
    return { status: 'success', value: { pageData: data.value, site } };
  } catch (error) {
    return { status: 'error', reason: String(error) };
  }
}

async function fallback(status: 'notFound' | 'serverError', path: string): Promise<PageResult> {
  const page = await resources(path);
  return page.status === 'success' ? { status, data: page.value } : { status: 'error', reason: `${path}: ${page.status}` };
}

/** The page-data the root site's /404.html names: the host knows no better not-found page. */
const ROOT_NOT_FOUND_DATA = pageDataUrl(NOT_FOUND_PATH);

/**
 * Where a page of ours says its page-data is: its embedded data block (site/app/Document.tsx),
 * which every built page has, whether its head preloads the file or its start script requests it
 * later. Undefined for any other page.
 */
function embeddedPageData(html: string): string | undefined {
  const block = new DOMParser().parseFromString(html, 'text/html').getElementById(INITIAL_DATA_ID)?.textContent;
  if (!block) return undefined;
  try {
    const named = (JSON.parse(block) as Partial<EmbeddedData>).pageData;
    return typeof named === 'string' && /^\/page-data\/.+\/page-data\.json$/.test(named) ? named : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The not-found page the host answers a missing path with, when it is a sub-site's own: a family
 * serves `<prefix>/404.html` (in the path's language) below each sub-site (docs/site-family.md),
 * and that page names its page-data, so the visitor sees the sub-site's header, footer and theme.
 * Null when the host answers with the root site's page, or with no page of ours.
 */
async function hostNotFound(path: string): Promise<PageResult | null> {
  const answer = await fetch(path, { headers: { accept: 'text/html' } }).catch(() => null);
  if (answer?.status !== 404) return null;
  const named = embeddedPageData(await answer.text().catch(() => ''));
  if (!named || named === ROOT_NOT_FOUND_DATA) return null;
  const data = await fetchJson<PageDataFile>(named, validPageData);
  if (data.status !== 'success') return null;
  try {
    const [site] = await Promise.all([siteData(data.value.staticQueryHashes[0]), preloadPage(data.value.result.pageContext)]);
    return { status: 'notFound', data: { pageData: data.value, site } };
  } catch {
    return null;
  }
}

/** Loads a page for navigation: SPEC §4 success, notFound, serverError or error. */
export async function loadPage(path: string): Promise<PageResult> {
  const page = await resources(path);
  if (page.status === 'success') return { status: 'success', data: page.value };
  if (page.status === 'serverError') return fallback('serverError', SERVER_ERROR_PATH);
  if (page.status === 'notFound') {
    // SPEC §7 HEAD: something may live at the path without page-data (a file, another app).
    const head = await fetch(path, { method: 'HEAD' }).catch(() => null);
    if (head?.ok) return { status: 'error', reason: `${path}: not a page of this site` };
    // Under a sub-site: its own not-found page, in the path's language.
    const own = head?.status === 404 ? await hostNotFound(path) : null;
    if (own) return own;
    // The not-found page of the path's language (SPEC §2: /es/page-not-found/), else /404.html.
    const language = /^\/([a-z]{2})\//.exec(path)?.[1];
    if (language) {
      const localised = await fallback('notFound', `/${language}/page-not-found/`);
      if (localised.status !== 'error') return localised;
    }
    return fallback('notFound', NOT_FOUND_PATH);
  }
  return { status: 'error', reason: page.reason };
}

/** Prefetch: the page-data and site data only; chunks load when the visitor navigates. */
export function prefetchPage(path: string): void {
  void pageData(path).then((result) => {
    if (result.status === 'success') void siteData(result.value.staticQueryHashes[0]).catch(() => undefined);
  });
}

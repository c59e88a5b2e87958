// Loads a page's resources for client navigation: its page-data, its site data and its
// components (SPEC §7 page-data and static queries).
import type { InitialData, PageDataFile, SiteView } from '../lib/page-view.ts';
import { pageDataUrl, staticQueryUrl } from '../lib/paths.ts';
import { preloadPage } from './preload.ts';

const siteCache = new Map<string, Promise<SiteView>>();

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
  return (await response.json()) as T;
}

export function rememberSite(hash: string, site: SiteView): void {
  siteCache.set(hash, Promise.resolve(site));
}

export async function loadPage(path: string): Promise<InitialData> {
  const pageData = await fetchJson<PageDataFile>(pageDataUrl(path));
  // SPEC §5: page-data is valid only if it contains a path.
  if (typeof pageData.path !== 'string') throw new Error(`${pageDataUrl(path)}: no path in page-data`);
  const siteHash = pageData.staticQueryHashes[0];
  if (!siteHash) throw new Error(`${pageDataUrl(path)}: no site data hash`);
  let site = siteCache.get(siteHash);
  if (!site) {
    site = fetchJson<SiteView>(staticQueryUrl(siteHash));
    siteCache.set(siteHash, site);
  }
  const view = pageData.result.pageContext;
  await preloadPage(view);
  return { pageData, site: await site };
}

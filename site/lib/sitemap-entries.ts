// What the sitemaps list: every indexable page with its address, title, last modification
// and language alternates. sitemap.xml and the human /sitemap/ page are both made from
// sitemapEntries(), so they always name the same pages (SPEC §2 /sitemap/).
import type { Locale, Page } from '../../content/schema/index.ts';
import { absoluteUrl, hreflangLinks, isIndexable, isoDate, type HreflangLink, type UrlSite } from './alternates.ts';
import { remembered } from './remembered.ts';

export interface SitemapEntry {
  locale: Locale;
  path: string;
  url: string;
  title: string;
  /** W3C date-time of the last change: the modified date, else the published one. */
  lastmod?: string;
  alternates: HreflangLink[];
}

export type SitemapPage = Pick<Page, 'path' | 'locale' | 'title' | 'canonical' | 'indexed' | 'pageLanguages' | 'modified' | 'published'>;

/** A page's sitemap fields alone, without its template and modules (an object literal: made for every page of a build). */
export const sitemapFieldsOf = (page: SitemapPage): SitemapPage => {
  const { path, locale, title, canonical, indexed, pageLanguages, modified, published } = page;
  return { path, locale, title, canonical, indexed, pageLanguages, modified, published };
};

export function sitemapEntries(pages: readonly SitemapPage[], site: UrlSite): SitemapEntry[] {
  // Each address made once: a page's own is also its alternates' alternate, three or four times
  // an address per page at 10,000 pages, every build.
  const urls = new Map<string, string>();
  const urlOf = (path: string): string => remembered(urls, path, () => absoluteUrl(site, path));
  return pages
    .filter((page) => isIndexable(site, page))
    .map((page) => {
      const lastmod = isoDate(page.modified) ?? isoDate(page.published);
      return {
        locale: page.locale,
        path: page.path,
        url: urlOf(page.path),
        title: page.title,
        ...(lastmod ? { lastmod } : {}),
        alternates: hreflangLinks(site, page.pageLanguages, urlOf),
      };
    })
    .sort((a, b) => a.locale.localeCompare(b.locale) || a.path.localeCompare(b.path));
}

/** A page of the human sitemap with the pages below it. */
export interface SitemapNode {
  title: string;
  path: string;
  children: SitemapNode[];
}

/**
 * Nests entries by path: each page goes under the nearest listed page whose path contains it.
 * The nearest is found by trying the page's own ancestors, longest first, in a map of the pages
 * placed so far: comparing each page with every placed one grew with the square of the site,
 * on every build.
 */
export function sitemapTree(entries: readonly SitemapEntry[]): SitemapNode[] {
  const bare = (path: string) => path.replace(/\/+$/, '');
  const sorted = [...entries].sort((a, b) => bare(a.path).length - bare(b.path).length || a.path.localeCompare(b.path));
  const roots: SitemapNode[] = [];
  // Shorter paths are placed first, so every ancestor of a page is placed before it; the first
  // page of a path keeps it.
  const placed = new Map<string, SitemapNode>();
  for (const entry of sorted) {
    const node: SitemapNode = { title: entry.title, path: entry.path, children: [] };
    const path = bare(entry.path);
    let parent: SitemapNode | undefined;
    for (let cut = path.lastIndexOf('/'); cut >= 0 && !parent; cut = cut === 0 ? -1 : path.lastIndexOf('/', cut - 1)) {
      parent = placed.get(path.slice(0, cut));
    }
    (parent ? parent.children : roots).push(node);
    if (!placed.has(path)) placed.set(path, node);
  }
  const order = (nodes: SitemapNode[]) => {
    nodes.sort((a, b) => a.path.localeCompare(b.path));
    for (const node of nodes) order(node.children);
  };
  order(roots);
  return roots;
}

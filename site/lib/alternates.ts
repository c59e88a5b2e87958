// Absolute addresses of a page, its canonical and its language alternates (SPEC §2 "Page
// metadata"). One place, so the head, sitemap.xml and the human sitemap always agree.
import type { Locale, Page, PageLanguage } from '../../content/schema/index.ts';
import { normalizePath } from './paths.ts';
import { remembered } from './remembered.ts';

/** What URL rules need to know about the site: its origin, slash setting and built languages. */
export interface UrlSite {
  domain: string;
  trailingSlash: boolean;
  defaultLocale: Locale;
  /** Languages whose pages are built (German has no texts yet: SPEC §1). */
  languages: ReadonlyArray<{ locale: Locale }>;
}

export interface HreflangLink {
  /** A locale, or 'x-default' for the page shown when no language matches. */
  hreflang: string;
  href: string;
}

/** A site path (with the trailing-slash setting applied) or an absolute URL, made absolute. */
export function absoluteUrl(site: Pick<UrlSite, 'domain' | 'trailingSlash'>, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const path = normalizePath(pathOrUrl, site.trailingSlash);
  // A path of plain segments is the origin and the path, as URL would make it; a URL parse per
  // address was most of the sitemap's time (four per page at 10,000 pages, every build).
  if (PLAIN_PATH.test(path)) return `${originOf(site.domain)}${path}`;
  return new URL(path, site.domain).href;
}

/** Segments of unreserved characters only, none of them a dot segment: nothing URL would encode or resolve. */
const PLAIN_PATH = /^(?:\/(?!\.{1,2}(?:\/|$))[A-Za-z0-9\-._~]+)*\/?$/;

const origins = new Map<string, string>();
/** The site's origin as URL writes it (scheme and host lower-case, default port left out). */
function originOf(domain: string): string {
  return remembered(origins, domain, () => new URL(domain).origin);
}

/** A file's address (an image, the sitemap): made absolute, never given a trailing slash. */
export function assetUrl(site: Pick<UrlSite, 'domain'>, pathOrUrl: string): string {
  return new URL(pathOrUrl, site.domain).href;
}

/** The page's own address. */
export function pageUrl(site: UrlSite, page: Pick<Page, 'path'>): string {
  return absoluteUrl(site, page.path);
}

/** The canonical URL: the editor's choice when set, else the page's own address. */
export function canonicalUrl(site: UrlSite, page: Pick<Page, 'path' | 'canonical'>): string {
  return page.canonical ? absoluteUrl(site, page.canonical) : pageUrl(site, page);
}

/**
 * hreflang links for every live alternate in a built language, plus x-default (the alternate
 * in the site's default language). None for a page that exists in one language only: a
 * single self-reference tells a search engine nothing.
 */
export function hreflangLinks(
  site: UrlSite,
  alternates: readonly PageLanguage[],
  urlOf: (path: string) => string = (path) => absoluteUrl(site, path),
): HreflangLink[] {
  const live = alternates
    .filter((alternate) => alternate.isLive && site.languages.some((language) => language.locale === alternate.locale))
    .sort((a, b) => a.locale.localeCompare(b.locale));
  if (live.length < 2) return [];
  const links: HreflangLink[] = live.map((alternate) => ({ hreflang: alternate.locale, href: urlOf(alternate.path) }));
  const fallback = live.find((alternate) => alternate.locale === site.defaultLocale);
  if (fallback) links.push({ hreflang: 'x-default', href: urlOf(fallback.path) });
  return links;
}

/**
 * Whether search engines may list the page: indexed, live, in a built language, and its own
 * canonical (a page that names another canonical is a duplicate). The sitemap and the human
 * sitemap list exactly these pages.
 */
export function isIndexable(site: UrlSite, page: Pick<Page, 'path' | 'canonical' | 'indexed' | 'locale' | 'pageLanguages'>): boolean {
  if (!page.indexed) return false;
  if (!site.languages.some((language) => language.locale === page.locale)) return false;
  const self = page.pageLanguages.find((alternate) => alternate.locale === page.locale && alternate.path === page.path);
  if (self && !self.isLive) return false;
  return !page.canonical || canonicalUrl(site, page) === pageUrl(site, page);
}

/** An ISO 8601 date-time for a CMS date, or undefined when it does not parse (SPEC §5). */
export function isoDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return undefined;
  return new Date(time).toISOString().replace(/\.000Z$/, 'Z');
}

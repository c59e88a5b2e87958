// How long a browser or CDN may keep each kind of file of dist/: the one table `_headers`,
// `unisite serve`, the nginx recipe (docs/examples/nginx.conf, checked against it by a test) and
// the object-store recipe (docs/examples/object-store-sync.sh, likewise) all follow.
//
// Only a name that carries its content's hash may be kept for a year: a new build gives changed
// bytes a new name. Everything else keeps its name across builds (pages, page-data, sw.js, the
// search index's entry file, fonts, logos, sitemaps), so a browser or CDN asks again each time and
// gets a 304 when it has not changed.

/** A year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Kept, but asked again before each use (a 304 when unchanged). */
export const REVALIDATE = 'no-cache';

/**
 * Names that carry a content hash: the bundle's `/assets/<name>-<hash>.<ext>` and the image
 * variants' `/_img/<name>-<10 hex>.<ext>` (never a page a CMS path put under /assets/).
 */
export const HASHED_FILE = /^\/(?:assets\/[\w.-]+-[\w-]{8,}\.(?:js|mjs|css|map|woff2?)|_img\/[\w.-]+-[0-9a-f]{10}\.[a-z0-9]+)$/;

/** The folders whose files are all content-named: the rule a host applies by prefix (`/assets/*`). */
export const IMMUTABLE_PREFIXES = ['/assets/', '/_img/'] as const;

/** Rule files for Netlify and Cloudflare Pages: read by those hosts, never served to visitors. */
export const HOST_FILES: ReadonlySet<string> = new Set(['/_redirects', '/_headers']);

export type FileKind =
  'hashed asset' | 'image variant' | 'service worker' | 'page' | 'page data' | 'search index' | 'host rules' | 'other file';

/** What a file of dist/ is, by its path from the site's root ('/assets/app-1a2b3c4d.js'). */
export function fileKind(path: string): FileKind {
  if (HOST_FILES.has(path)) return 'host rules';
  if (HASHED_FILE.test(path)) return path.startsWith('/_img/') ? 'image variant' : 'hashed asset';
  if (path === '/sw.js') return 'service worker';
  if (path.endsWith('.html')) return 'page';
  if (path.startsWith('/page-data/') || path === '/app-data.json') return 'page data';
  if (/(^|\/)pagefind\//.test(path)) return 'search index';
  return 'other file';
}

/** The Cache-Control a file is published with; null for the host rule files, which are not published. */
export function cacheControlFor(path: string): string | null {
  const kind = fileKind(path);
  if (kind === 'host rules') return null;
  return kind === 'hashed asset' || kind === 'image variant' ? IMMUTABLE : REVALIDATE;
}

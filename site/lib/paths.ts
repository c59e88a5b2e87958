// Path rules shared by the build, the server and the browser (SPEC §2 "Routing rules", §7 page-data).

/** Paths with these endings are files: the trailing-slash setting never touches them. */
const FILE_EXTENSIONS = /\.(html|json|js|map|txt|xml|pdf)$/i;

/**
 * Applies the site's trailing-slash setting: adds or removes it; leaves the root and file
 * paths untouched; '/index.html' is the root.
 */
export function normalizePath(path: string, trailingSlash: boolean): string {
  if (path === '/index.html' || path === '' || path === '/') return '/';
  if (FILE_EXTENSIONS.test(path)) return path;
  const bare = path.replace(/\/+$/, '');
  return trailingSlash ? `${bare}/` : bare;
}

/** 'news/foo' for '/news/foo/'; 'index' for the root (SPEC §7). */
export function pageDataKey(path: string): string {
  const bare = path.replace(/^\/+|\/+$/g, '');
  return bare === '' ? 'index' : bare;
}

export function pageDataUrl(path: string): string {
  return `/page-data/${pageDataKey(path)}/page-data.json`;
}

export function staticQueryUrl(hash: string): string {
  return `/page-data/sq/d/${hash}.json`;
}

/**
 * True for an address that leaves the site: another origin, or mailto:/tel:. Browsers read a
 * backslash as '/', so '/\host/' and '\\host' are other origins too (docs/security.md).
 */
export function isExternalHref(href: string): boolean {
  return /^([a-z][a-z0-9+.-]*:|[/\\]{2})/i.test(href.trimStart());
}

/** The site's own form of an internal href: trailing-slash setting on the path, query and hash kept. */
export function normalizeHref(href: string, trailingSlash: boolean): string {
  const match = /^([^?#]*)(.*)$/.exec(href);
  const path = match?.[1] ?? '';
  if (!path.startsWith('/')) return href;
  return normalizePath(path, trailingSlash) + (match?.[2] ?? '');
}

/** SPEC §2 "Links": in the 'pre' environment an href on the site's own domain becomes a path. */
export function stripDomain(href: string, domain: string): string {
  const origin = domain.replace(/\/+$/, '');
  if (href === origin) return '/';
  return href.startsWith(`${origin}/`) ? href.slice(origin.length) : href;
}

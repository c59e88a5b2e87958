// What `unisite serve` accepts as a request path, and how it writes a Location: a request is
// decoded once and refused (400) when it holds control characters, backslashes or '.'/'..'
// segments; runs of '/' are one '/'. A Location the server writes is always a path on this
// origin unless the CMS redirect itself names an http(s) address (docs/security.md).
import { encodeHostField } from '../artefacts/redirects.ts';

export interface RequestPath {
  /** Decoded, '/'-collapsed path: safe to join under dist/. */
  pathname: string;
  /** The query as sent ('' or '?…'), printable ASCII only. */
  search: string;
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The path of a request target (origin-form or absolute-form), or null for a malformed one. */
export function requestPath(target: string): RequestPath | null {
  let raw = target;
  const absolute = /^https?:\/\/[^/?#]*/i.exec(raw);
  if (absolute) raw = raw.slice(absolute[0].length) || '/';
  if (!raw.startsWith('/') || raw.includes('#')) return null;
  const query = raw.indexOf('?');
  const encodedPath = query === -1 ? raw : raw.slice(0, query);
  const search = query === -1 ? '' : raw.slice(query);
  let pathname: string;
  try {
    pathname = decodeURIComponent(encodedPath);
  } catch {
    return null;
  }
  if (CONTROL.test(pathname) || pathname.includes('\\')) return null;
  pathname = pathname.replace(/\/{2,}/g, '/');
  if (pathname.split('/').some((segment) => segment === '.' || segment === '..')) return null;
  return { pathname, search: encodeSearch(search) };
}

function encodeSearch(search: string): string {
  return search.replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char));
}

/**
 * A Location header value: a redirect target the CMS wrote as an http(s) address stays one;
 * anything else becomes a path on this origin (one leading '/', never '//' or '/\').
 */
export function safeLocation(target: string, search = ''): string {
  if (/^https?:\/\/[a-z0-9]/i.test(target) && URL.canParse(target)) return encodeHostField(target) + encodeSearch(search);
  const path = `/${encodeHostField(target).replace(/^\/+/, '')}`;
  return path + encodeSearch(search);
}

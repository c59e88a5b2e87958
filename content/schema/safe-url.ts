// What an editor may put where the site writes an address (links, images, canonical, redirects).
// One allow-list of schemes for every URL field, and stricter shapes for redirects, whose values
// end up in host configuration files (see docs/security.md).

/** The only schemes an editor's link may use. `javascript:`, `data:`, `vbscript:` … never pass. */
export const LINK_SCHEMES: readonly string[] = ['http:', 'https:', 'mailto:', 'tel:'];
/** Addresses a browser loads by itself (images, canonical, structured data): web addresses only. */
export const WEB_SCHEMES: readonly string[] = ['http:', 'https:'];

// C0/C1 controls, DEL, the JavaScript line separators and every kind of whitespace.
// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]/u;

function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

export interface UrlRules {
  /** Schemes allowed for absolute addresses. */
  schemes: readonly string[];
  /** Site paths ('/news/'): allowed unless false. */
  paths?: boolean;
  /** Same-page anchors ('#contact'): allowed only when true. */
  anchors?: boolean;
}

/**
 * Why `value` is not an address an editor may use under `rules`, or null when it is. Checks the
 * value as written and percent-decoded, so encoded variants (`%0a`, `%5c`) are caught too.
 */
export function urlProblem(value: string, rules: UrlRules): string | null {
  // A phone number is digits, spaces and punctuation only; nothing else can hide in it.
  if (/^tel:[+\d][\d ().-]*$/i.test(value)) return rules.schemes.includes('tel:') ? null : `may only use ${rules.schemes.join(' ')}`;
  const plain = decoded(value);
  if (plain === null) return 'has a malformed %-escape';
  if (CONTROL_OR_SPACE.test(value)) return 'must not contain spaces, line breaks or control characters';
  if (value.includes('\\')) return 'must not contain a backslash';
  if (/["'<>`]/.test(value)) return 'must not contain quotes or angle brackets';
  if (value.startsWith('#')) return rules.anchors && /^#[\w-]+$/.test(value) ? null : 'an #anchor is not allowed here';
  if (value.startsWith('/')) {
    if (rules.paths === false) return 'must be an absolute address';
    // A path is also a file name and a route: its decoded form is held to the same rules.
    if (CONTROL_OR_SPACE.test(plain.replace(/ /g, '')) || plain.includes('\\')) return 'must not encode control characters or backslashes';
    // '//host' is another site for a browser, however internal it looks.
    if (value.startsWith('//') || plain.startsWith('//')) return "must not start with '//' (that leaves the site)";
    if (plain.split(/[/?#]/).some((segment) => segment === '..' || segment === '.')) return "must not contain '.' or '..' segments";
    return null;
  }
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (!scheme || !rules.schemes.includes(`${scheme}:`))
    return `may only use ${rules.schemes.join(' ')}${rules.paths === false ? '' : ' or be a site path'}`;
  if (scheme === 'http' || scheme === 'https') {
    if (!/^https?:\/\/[a-z0-9]/i.test(value) || !URL.canParse(value)) return 'is not a valid web address';
  }
  return null;
}

/** A check for zod's `superRefine`: one issue naming what is allowed. */
export function urlCheck(rules: UrlRules, allowed: string) {
  return (value: string, context: { addIssue(issue: { code: 'custom'; message: string }): void }) => {
    const problem = urlProblem(value, rules);
    if (problem) context.addIssue({ code: 'custom', message: `${allowed} (this one ${problem})` });
  };
}

/** Statuses a redirect may have. A 200 in `_redirects` is a proxy rewrite on some hosts: never. */
export const REDIRECT_STATUSES = [301, 302, 303, 307, 308] as const;

// Path characters a redirect may use: unreserved, ':' (placeholders), '*' (splat), '/', '%xx'.
const REDIRECT_PATH = /^\/(?!\/)[A-Za-z0-9\-._~:*/%]*$/;
const REDIRECT_QUERY = /^[A-Za-z0-9\-._~%=&+,]*$/;
const REDIRECT_ORIGIN = /^https?:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?$/i;

const dotSegments = (path: string) => (decoded(path) ?? path).split('/').some((segment) => segment === '..' || segment === '.');

function escapesProblem(value: string): string | null {
  for (const match of value.matchAll(/%(..)?/g)) {
    const code = Number.parseInt(match[1] ?? 'x', 16);
    if (!/^[0-9a-f]{2}$/i.test(match[1] ?? '')) return 'has a malformed %-escape';
    // Encoded controls, spaces, quotes, backslashes and slashes would be decoded by some hosts.
    if (code < 0x21 || code === 0x7f || [0x22, 0x27, 0x2f, 0x3c, 0x3e, 0x5c, 0x60].includes(code))
      return `must not encode "${match[0]}" (a control, space, quote, slash or backslash)`;
  }
  return null;
}

/** Why a redirect source cannot be used, or null: a site path with ':name' and '*' segments. */
export function redirectFromProblem(value: string): string | null {
  if (!REDIRECT_PATH.test(value)) return "must be a site path such as '/old/:slug/' (letters, digits, - . _ ~ : * /, no spaces or quotes)";
  if (dotSegments(value)) return "must not contain '.' or '..' segments";
  if (value.includes('*') && !/(^|\/)\*$/.test(value)) return "may only use '*' as its last segment";
  return escapesProblem(value);
}

/** Why a redirect target cannot be used, or null: a site path or an absolute http(s) address. */
export function redirectToProblem(value: string): string | null {
  const allowed = "must be a site path ('/news/:slug/') or an http(s) address, without spaces, quotes, backslashes or control characters";
  const [beforeQuery = '', query, ...more] = value.split('?');
  if (more.length > 0 || (query !== undefined && !REDIRECT_QUERY.test(query))) return allowed;
  let path = beforeQuery;
  if (/^https?:/i.test(beforeQuery)) {
    const origin = /^https?:\/\/[^/]*/i.exec(beforeQuery)?.[0] ?? '';
    if (!REDIRECT_ORIGIN.test(origin)) return allowed;
    path = beforeQuery.slice(origin.length) || '/';
  }
  if (!REDIRECT_PATH.test(path)) return allowed;
  if (dotSegments(path)) return "must not contain '.' or '..' segments";
  return escapesProblem(value);
}

// A checker of `_redirects` and `_headers` against what Netlify and Cloudflare Pages document,
// written apart from the generator (pipeline/artefacts/) so that it does not share its mistakes.
//
// _redirects: one rule a line, `from to [status][!]`; `#` comments; `from` a path (Cloudflare
// Pages has no domain-level redirects), `*` a trailing splat, `:name` whole-segment placeholders;
// `to` a path or an http(s) address, `:splat` only with a splat, placeholders only of `from`;
// status 200, 301, 302, 303, 307, 308 or 404 on Netlify; Cloudflare Pages takes no 404 (it ignores
// the line) and no 200 to another host, applies 2,000 static and 100 dynamic rules, counted from
// the first dynamic one, and ignores lines over 1,000 characters.
// _headers: a URL pattern line (`/…`, or `https://host/…` without a port), then indented
// `Name: value` lines (a header name is an RFC 9110 token) or `! Name` (Cloudflare: detach);
// at most 100 rules and 2,000 characters a line on Cloudflare Pages.

export type Platform = 'netlify' | 'cloudflare';

export interface HostFileCheck {
  /** Lines the platform rejects or misreads. */
  errors: string[];
  /** Lines the platform documents it ignores, harmless where the checker's caller says so. */
  ignored: IgnoredLine[];
}

/** A line a platform skips: where it is, what it says and why it is skipped. */
export interface IgnoredLine {
  /** 1-based, as a deploy log counts. */
  line: number;
  text: string;
  why: string;
}

const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const PLACEHOLDER = /^:[A-Za-z_]\w*$/;

function checkPath(value: string, what: string): string | null {
  if (!PRINTABLE_ASCII.test(value)) return `${what} has spaces, controls or characters that are not percent-encoded`;
  if (!value.startsWith('/')) return `${what} is not a path`;
  if (value.startsWith('//')) return `${what} names another host`;
  return null;
}

export function checkRedirectsFile(text: string, platform: Platform): HostFileCheck {
  const errors: string[] = [];
  const ignored: IgnoredLine[] = [];
  let staticCount = 0;
  let dynamicCount = 0;
  let seenDynamic = false;
  text.split('\n').forEach((line, index) => {
    const at = `line ${index + 1}`;
    if (line.trim() === '' || line.trimStart().startsWith('#')) return;
    if (line.includes('\r')) errors.push(`${at}: carriage return`);
    const ignore = (why: string) => void ignored.push({ line: index + 1, text: line, why });
    if (platform === 'cloudflare' && line.length > 1000) return ignore('over 1,000 characters');
    const fields = line.trim().split(/\s+/);
    if (fields.length < 2 || fields.length > 3) return void errors.push(`${at}: ${fields.length} fields, not "from to [status]"`);
    const [from, to, statusField = '301'] = fields as [string, string, string?];
    if (/^https?:\/\//.test(from)) {
      if (platform === 'cloudflare') errors.push(`${at}: a domain-level redirect (Cloudflare Pages has none)`);
    } else {
      const problem = checkPath(from, 'the source');
      if (problem) errors.push(`${at}: ${problem}`);
    }
    const segments = from.replace(/^https?:\/\/[^/]+/, '').split('/');
    const splat = segments.indexOf('*');
    if (from.includes('*') && (splat !== segments.length - 1 || from.indexOf('*') !== from.lastIndexOf('*')))
      errors.push(`${at}: a splat that is not the last segment`);
    const placeholders = new Set(segments.filter((segment) => segment.startsWith(':')));
    for (const name of placeholders) if (!PLACEHOLDER.test(name)) errors.push(`${at}: "${name}" is not a placeholder`);
    const external = /^https?:\/\/[A-Za-z0-9.-]+(:\d+)?(\/|$)/.test(to);
    if (!external) {
      const problem = checkPath(to, 'the target');
      if (problem) errors.push(`${at}: ${problem}`);
    } else if (!PRINTABLE_ASCII.test(to)) errors.push(`${at}: the target has characters that are not percent-encoded`);
    if (to.includes(':splat') && splat < 0) errors.push(`${at}: :splat in the target without a splat in the source`);
    for (const name of to.match(/(?<=\/):[A-Za-z_]\w*(?=\/|$)/g) ?? [])
      if (name !== ':splat' && !placeholders.has(name)) errors.push(`${at}: ${name} in the target is not a placeholder of the source`);
    const match = /^(200|301|302|303|307|308|404)(!?)$/.exec(statusField);
    if (!match) return void errors.push(`${at}: status "${statusField}"`);
    const status = Number(match[1]);
    const dynamic = splat >= 0 || placeholders.size > 0;
    if (platform === 'cloudflare') {
      if (status === 404) return ignore('status 404 (Cloudflare Pages has no 404 rewrite)');
      if (status === 200 && external) errors.push(`${at}: a 200 to another host (Cloudflare Pages proxies only its own paths)`);
      // Counted from the first dynamic rule on: a static one after it counts as dynamic.
      if (dynamic || seenDynamic) dynamicCount += 1;
      else staticCount += 1;
      seenDynamic ||= dynamic;
    }
  });
  if (platform === 'cloudflare') {
    if (staticCount > 2000) errors.push(`${staticCount} static redirects (Cloudflare Pages applies 2,000)`);
    if (dynamicCount > 100)
      errors.push(`${dynamicCount} dynamic redirects, counted from the first dynamic one (Cloudflare Pages applies 100)`);
  }
  return { errors, ignored };
}

export function checkHeadersFile(text: string, platform: Platform): HostFileCheck {
  const errors: string[] = [];
  let rules = 0;
  let inRule = false;
  text.split('\n').forEach((line, index) => {
    const at = `line ${index + 1}`;
    if (line.trim() === '' || line.trimStart().startsWith('#')) return;
    if (platform === 'cloudflare' && line.length > 2000) errors.push(`${at}: over 2,000 characters`);
    if (!/^\s/.test(line)) {
      rules += 1;
      inRule = true;
      const pattern = line.trim();
      if (/\s/.test(pattern)) errors.push(`${at}: a URL pattern with spaces`);
      else if (pattern.startsWith('https://')) {
        if (/^https:\/\/[^/]+:\d+/.test(pattern)) errors.push(`${at}: an absolute URL with a port`);
      } else if (pattern.startsWith('http://')) errors.push(`${at}: an absolute URL that is not https`);
      else if (!pattern.startsWith('/')) errors.push(`${at}: "${pattern}" is not a URL pattern`);
      if (platform === 'cloudflare' && (pattern.match(/\*/g) ?? []).length > 1) errors.push(`${at}: more than one splat`);
      return;
    }
    if (!inRule) return void errors.push(`${at}: a header before any URL pattern`);
    const detach = /^\s+!\s*(\S+)\s*$/.exec(line);
    if (detach) {
      if (platform !== 'cloudflare') errors.push(`${at}: "! Name" is Cloudflare's`);
      if (!TOKEN.test(detach[1] as string)) errors.push(`${at}: "${detach[1]}" is not a header name`);
      return;
    }
    const colon = line.indexOf(':');
    if (colon < 0) return void errors.push(`${at}: not "Name: value"`);
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (!TOKEN.test(name)) errors.push(`${at}: "${name}" is not a header name`);
    if (value === '') errors.push(`${at}: ${name} has no value`);
    // eslint-disable-next-line no-control-regex
    if (/[\x00-\x08\x0a-\x1f\x7f]/.test(value)) errors.push(`${at}: ${name} has control characters`);
  });
  if (platform === 'cloudflare' && rules > 100) errors.push(`${rules} rules (Cloudflare Pages applies 100)`);
  return { errors, ignored: [] };
}

/** The `404` lines of `_redirects` in file order: source and target. */
function notFoundRules(redirects: string): Array<{ from: RegExp; to: string }> {
  return redirects
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.trimStart().startsWith('#'))
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields[2] === '404' || fields[2] === '404!')
    .map(([from = '', to = '']) => {
      // `/a/*` matches `/a` and everything below it; a placeholder matches one segment.
      const pattern = from
        .split('/')
        .map((segment) => (segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
        .join('/')
        .replace(/\/\.\*$/, '(/.*)?');
      return { from: new RegExp(`^${pattern}$`), to };
    });
}

/**
 * The page each platform answers a missing `path` with (null: none of the site's own).
 * Netlify: the first `404` line of `_redirects` whose source matches, else the root 404.html.
 * Cloudflare Pages ignores those lines and serves the nearest 404.html up the path's folders,
 * ending at /404.html (https://developers.cloudflare.com/pages/configuration/serving-pages/).
 * `notFoundFiles` holds the build's 404.html files as paths (`/law-school/404.html`).
 */
export function notFoundPage(platform: Platform, redirects: string, notFoundFiles: ReadonlySet<string>, path: string): string | null {
  if (platform === 'netlify') {
    const rule = notFoundRules(redirects).find((candidate) => candidate.from.test(path));
    if (rule) return rule.to;
    return notFoundFiles.has('/404.html') ? '/404.html' : null;
  }
  const segments = path.split('/').filter(Boolean);
  for (let depth = segments.length; depth >= 0; depth -= 1) {
    const file = `/${[...segments.slice(0, depth), '404.html'].join('/')}`;
    if (notFoundFiles.has(file)) return file;
  }
  return null;
}

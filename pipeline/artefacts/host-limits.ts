// What Netlify and Cloudflare Pages accept of the `_redirects` and `_headers` files the build
// writes. Netlify documents no limit; Cloudflare Pages applies at most 2,000 static and 100
// dynamic redirects (counted from the first dynamic one: static ones belong first), ignores a
// redirect line over 1,000 characters, and applies at most 100 header rules with lines of at most
// 2,000 characters. The build writes every rule (Netlify and nginx apply them all) and warns,
// naming what Cloudflare Pages would leave out, instead of failing.

export const CLOUDFLARE_LIMITS = {
  staticRedirects: 2000,
  dynamicRedirects: 100,
  redirectLineChars: 1000,
  headerRules: 100,
  headerLineChars: 2000,
} as const;

/** The rule lines of a host file: neither blank nor a comment. */
const ruleLines = (text: string) => text.split(/\r?\n/).filter((line) => line.trim() !== '' && !line.trimStart().startsWith('#'));

/** A source with a splat or a `:placeholder` segment matches many paths: a dynamic redirect. */
export function isDynamicRedirect(line: string): boolean {
  const from = line.trim().split(/\s+/)[0] ?? '';
  return from.includes('*') || /(^|\/):[A-Za-z_]/.test(from);
}

/**
 * Static redirects first, then dynamic ones, each group in its own order: what Cloudflare Pages
 * asks for, and the same answers on Netlify, where the first matching line wins and a static
 * source names one path (a dynamic one written before it would have hidden it).
 */
export function staticRedirectsFirst(lines: readonly string[]): string[] {
  return [...lines.filter((line) => !isDynamicRedirect(line)), ...lines.filter((line) => isDynamicRedirect(line))];
}

/** What Cloudflare Pages would leave out of a `_redirects` file; none when it applies every line. */
export function redirectsOverLimits(text: string): string[] {
  const lines = ruleLines(text);
  const dynamic = lines.filter(isDynamicRedirect).length;
  const staticCount = lines.length - dynamic;
  const long = lines.filter((line) => line.length > CLOUDFLARE_LIMITS.redirectLineChars).length;
  const problems: string[] = [];
  if (staticCount > CLOUDFLARE_LIMITS.staticRedirects)
    problems.push(`${staticCount} static redirects (Cloudflare Pages applies the first ${CLOUDFLARE_LIMITS.staticRedirects})`);
  if (dynamic > CLOUDFLARE_LIMITS.dynamicRedirects)
    problems.push(`${dynamic} dynamic redirects (Cloudflare Pages applies the first ${CLOUDFLARE_LIMITS.dynamicRedirects})`);
  if (long > 0) problems.push(`${long} line(s) over ${CLOUDFLARE_LIMITS.redirectLineChars} characters (Cloudflare Pages ignores them)`);
  return problems;
}

/** What Cloudflare Pages would leave out of a `_headers` file; none when it applies every rule. */
export function headersOverLimits(text: string): string[] {
  const lines = ruleLines(text);
  const rules = lines.filter((line) => !/^\s/.test(line)).length;
  const long = lines.filter((line) => line.length > CLOUDFLARE_LIMITS.headerLineChars).length;
  const problems: string[] = [];
  if (rules > CLOUDFLARE_LIMITS.headerRules)
    problems.push(`${rules} rules (Cloudflare Pages applies the first ${CLOUDFLARE_LIMITS.headerRules})`);
  if (long > 0) problems.push(`${long} line(s) over ${CLOUDFLARE_LIMITS.headerLineChars} characters (Cloudflare Pages ignores them)`);
  return problems;
}

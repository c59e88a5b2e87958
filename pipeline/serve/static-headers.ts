// Reads the `_headers` file the build writes (security headers, asset caching) so that
// `unisite serve` answers with the same headers as a static host that understands it.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface HeaderRule {
  /** A path, where `*` matches any characters (Netlify / Cloudflare Pages `_headers` syntax). */
  pattern: RegExp;
  headers: Array<[string, string]>;
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules[rules.length - 1];
    if (rule && colon > 0) rule.headers.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** Headers for a path: every matching rule in file order, a later value replacing an earlier one. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) if (rule.pattern.test(pathname)) for (const [name, value] of rule.headers) headers[name] = value;
  return headers;
}

/** The rules of dir/_headers, or none when the build wrote no such file. */
export async function readHeadersFile(dir: string): Promise<HeaderRule[]> {
  const text = await readFile(join(dir, '_headers'), 'utf8').catch(() => '');
  return parseHeadersFile(text);
}

// One cache rule per kind of file (pipeline/artefacts/cache-rules.ts), the same in every recipe:
// the `_headers` the build writes, the nginx server block (docs/examples/nginx.conf) and the
// object-store commands (docs/examples/object-store-sync.sh), each read as its host reads it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheControlFor, fileKind, IMMUTABLE, REVALIDATE, type FileKind } from '../../../../pipeline/artefacts/cache-rules.ts';
import { headersFile } from '../../../../pipeline/artefacts/security-headers.ts';
import { headersFor, parseHeadersFile } from '../../../../pipeline/serve/static-headers.ts';

const docs = resolve(import.meta.dirname, '../../../../docs/examples');

// A file of each kind a built family holds, by the names the build gives them.
const dist: Record<string, FileKind> = {
  '/index.html': 'page',
  '/es/noticias/index.html': 'page',
  '/404.html': 'page',
  '/law-school/404.html': 'page',
  '/page-data/es/noticias/page-data.json': 'page data',
  '/app-data.json': 'page data',
  '/sw.js': 'service worker',
  '/assets/client-BXk1a2c3.js': 'hashed asset',
  '/assets/module-HeroImage-Dt4sb6Go.css': 'hashed asset',
  '/_img/alumni-auditorium-1216x684-070357b696.avif': 'image variant',
  '/pagefind/pagefind-entry.json': 'search index',
  '/law-school/pagefind/fragment/en_0fc639d.pf_fragment': 'search index',
  '/fonts/inter-latin-wght-normal.woff2': 'other file',
  '/fonts/font-face.css': 'other file',
  '/brands/law-school/logo.svg': 'other file',
  '/favicon.svg': 'other file',
  '/media/barometer-2026.pdf': 'other file',
  '/sitemap.xml': 'other file',
  '/robots.txt': 'other file',
  '/_redirects': 'host rules',
  '/_headers': 'host rules',
};

/** nginx: `location = ` exact, then the longest `^~` prefix, else `location /`. */
function nginxCacheControl(conf: string, path: string): string | null {
  const blocks = [...conf.matchAll(/location\s+(=|\^~)?\s*(\S+)\s*\{([^}]*)\}/g)].map(([, modifier, prefix, body]) => ({
    exact: modifier === '=',
    prefix: prefix as string,
    body: body as string,
  }));
  const exact = blocks.find((block) => block.exact && block.prefix === path);
  const block =
    exact ??
    blocks
      .filter((candidate) => !candidate.exact && path.startsWith(candidate.prefix))
      .sort((a, b) => b.prefix.length - a.prefix.length)[0];
  if (!block || /return 404;/.test(block.body)) return null;
  return /add_header Cache-Control "([^"]+)"/.exec(block.body)?.[1] ?? 'none';
}

/** `aws s3 sync` filters: every file is in, then each --exclude / --include in order, the last match deciding. */
function awsSyncs(script: string) {
  return script
    .split('\n')
    .filter((line) => line.startsWith('aws s3 sync '))
    .map((line) => {
      const words = [...line.matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)].map((match) => match[1] ?? match[2] ?? (match[3] as string));
      const filters: Array<{ include: boolean; pattern: RegExp }> = [];
      let cacheControl = 'none';
      words.forEach((word, index) => {
        const next = words[index + 1] as string;
        if (word === '--exclude' || word === '--include') {
          const source = next
            .replace(/[.+^${}()|\\]/g, '\\$&')
            .replace(/\*/g, '.*')
            .replace(/\?/g, '.');
          filters.push({ include: word === '--include', pattern: new RegExp(`^${source}$`) });
        }
        if (word === '--cache-control') cacheControl = next;
      });
      const uploads = (file: string) => filters.reduce((included, filter) => (filter.pattern.test(file) ? filter.include : included), true);
      return { uploads, cacheControl, deletes: words.includes('--delete') };
    });
}

describe('cache rules per kind of file', () => {
  it('classifies each kind of file of a built site', () => {
    for (const [path, kind] of Object.entries(dist)) expect(fileKind(path), path).toBe(kind);
    expect(cacheControlFor('/assets/client-BXk1a2c3.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('/sw.js')).toBe(REVALIDATE);
    expect(cacheControlFor('/_headers')).toBeNull();
    // A page a CMS path put under /assets/ keeps its name across builds: never a year.
    expect(cacheControlFor('/assets/index.html')).toBe(REVALIDATE);
  });

  it('_headers gives each file its rule (the hosts revalidate what no rule names)', () => {
    const rules = parseHeadersFile(headersFile([]));
    for (const path of Object.keys(dist).filter((file) => fileKind(file) !== 'host rules'))
      expect(headersFor(rules, path)['cache-control'] ?? REVALIDATE, path).toBe(cacheControlFor(path));
  });

  it('the nginx recipe gives each file its rule and does not publish the host rule files', () => {
    const conf = readFileSync(resolve(docs, 'nginx.conf'), 'utf8');
    for (const path of Object.keys(dist)) expect(nginxCacheControl(conf, path), path).toBe(cacheControlFor(path));
  });

  it('the object-store commands upload each file once, with its rule, content-named files first, and never the host rule files', () => {
    const syncs = awsSyncs(readFileSync(resolve(docs, 'object-store-sync.sh'), 'utf8'));
    expect(syncs).toHaveLength(2);
    for (const path of Object.keys(dist)) {
      const file = path.slice(1);
      const by = syncs.filter((sync) => sync.uploads(file));
      if (cacheControlFor(path) === null) expect(by, path).toEqual([]);
      else {
        expect(by, path).toHaveLength(1);
        expect(by[0]?.cacheControl, path).toBe(cacheControlFor(path));
      }
    }
    // The first upload holds the content-named files and deletes nothing a cached page may still ask for.
    expect(syncs[0]).toMatchObject({ cacheControl: IMMUTABLE, deletes: false });
  });
});

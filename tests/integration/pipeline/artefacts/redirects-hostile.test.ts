// Hostile redirect values (tests/fixtures/hostile/redirects.json): rejected at sync, naming the
// field; and, should one ever get past validation, still unable to add a rule to a host format.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxRedirects, redirectsFile, type Redirect } from '../../../../pipeline/artefacts/redirects.ts';
import { serve, type RunningServer } from '../../../../pipeline/serve/index.ts';
import { validateContent } from '../../../../pipeline/sync/validate.ts';
import { formatProblems } from '../../../../content/schema/problems.ts';
import { RedirectSchema } from '../../../../content/schema/index.ts';
import { DEFAULT_DOCUMENTS_DIR, loadDocuments } from '../../../helpers/documents.ts';
import { NGINX, nginxTest } from '../../../helpers/nginx.ts';

const corpus = JSON.parse(await readFile(resolve(import.meta.dirname, '../../../fixtures/hostile/redirects.json'), 'utf8')) as {
  targets: string[];
  sources: string[];
};
const intended: Redirect[] = [
  { from: '/actualidad/:slug/', to: '/news/:slug/', status: 301 },
  { from: '/noticias/*', to: '/es/noticias/*', status: 301 },
  { from: '/latest-news/', to: 'https://www.ibera.edu:8443/news/', status: 302 },
];
// Every hostile target behind a source of its own, as if validation had let it through.
const hostile: Redirect[] = corpus.targets.map((to, index) => ({ from: `/h${index}/`, to, status: 301 }));

describe('hostile redirects', () => {
  it(`rejects all ${corpus.targets.length} hostile targets and ${corpus.sources.length} hostile sources at sync, naming the field`, async () => {
    for (const to of corpus.targets) expect(RedirectSchema.safeParse({ from: '/old/', to }).success, JSON.stringify(to)).toBe(false);
    for (const from of corpus.sources) expect(RedirectSchema.safeParse({ from, to: '/news/' }).success, JSON.stringify(from)).toBe(false);
    for (const redirect of intended) expect(RedirectSchema.safeParse(redirect).success).toBe(true);
    expect(RedirectSchema.safeParse({ from: '/old/', to: 'https://evil.example/', status: 200 }).success).toBe(false);

    const raw = await loadDocuments(DEFAULT_DOCUMENTS_DIR);
    (raw.site as { redirects: Redirect[] }).redirects.push({ from: '/old/', to: corpus.targets[0] as string });
    const result = validateContent(raw);
    expect(result.content).toBeNull();
    expect(formatProblems(result.problems)).toMatch(
      /site → redirects\[3\]\.to: The redirect target must be a site path .* or an http\(s\) address/,
    );
  });

  it('writes one _redirects line per redirect, whatever the values', () => {
    const lines = redirectsFile([...intended, ...hostile])
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(lines).toHaveLength(intended.length + hostile.length);
    for (const line of lines) expect(line).toMatch(/^\/\S* \S+ 30[1278]$/);
    // Static sources first (as Cloudflare Pages counts them), then the dynamic ones, each in order.
    expect(lines[0]).toBe('/latest-news/ https://www.ibera.edu:8443/news/ 302');
    expect(lines.slice(-2)).toEqual(['/actualidad/:slug/ /news/:slug/ 301', '/noticias/* /es/noticias/:splat 301']);
  });

  it.skipIf(!NGINX)(
    `writes one nginx rewrite per redirect, and nginx -t accepts the include${NGINX ? '' : ' (SKIPPED: nginx is not installed)'}`,
    async () => {
      const text = nginxRedirects([...intended, ...hostile]);
      const lines = text.split('\n').filter((line) => line && !line.startsWith('#'));
      expect(lines).toHaveLength(intended.length + hostile.length);
      for (const line of lines)
        expect(line).toMatch(/^rewrite "\^[^"\s;{}$]*(\(\?<\w+>[^"\s]*\)[^"\s;{}$]*)*\/\?\$" "[^"\s;{}\\]*" (permanent|redirect);$/);
      // In the order of `_redirects`: static sources first.
      expect(lines[0]).toBe('rewrite "^/latest-news/?$" "https://www.ibera.edu:8443/news/" redirect;');
      expect(lines.at(-2)).toBe('rewrite "^/actualidad/(?<slug>[^/]+)/?$" "/news/$slug/" permanent;');
      await expect(nginxTest(text)).resolves.toBe('');
    },
  );

  describe('unisite serve on a _redirects with the hostile targets', () => {
    let dir: string;
    let server: RunningServer;
    let origin = '';
    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'unisite-redirects-'));
      await writeFile(join(dir, 'app-data.json'), JSON.stringify({ trailingSlash: true }));
      await writeFile(join(dir, '_redirects'), redirectsFile([...intended, ...hostile]));
      server = await serve({ dir, port: 0 });
      origin = `http://127.0.0.1:${new URL(server.url).port}`;
    });
    afterAll(async () => {
      await server?.close();
      await rm(dir, { recursive: true, force: true });
    });

    const get = (path: string) => fetch(`${origin}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(5_000) });

    it('applies the intended rules and no rule a target tried to add', async () => {
      expect((await get('/actualidad/foo/')).headers.get('location')).toBe('/news/foo/');
      expect((await get('/latest-news/')).headers.get('location')).toBe('https://www.ibera.edu:8443/news/');
      for (const path of ['/news/', '/contact-us/', '/leak/', '/a/']) expect((await get(path)).status, path).toBe(404);
      // The hostile targets themselves redirect to an encoded path on this site, never elsewhere.
      for (let index = 0; index < hostile.length; index += 1) {
        const response = await get(`/h${index}/`);
        const location = response.headers.get('location') ?? '';
        if (response.status >= 300 && response.status < 400)
          // This site, or the one absolute address a target names outright (a redirect an editor may write).
          expect([origin, 'https://evil.example'], `${JSON.stringify(corpus.targets[index])} → ${location}`).toContain(
            new URL(location, `${origin}/`).origin,
          );
      }
    });
  });
});

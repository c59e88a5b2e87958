// The `_redirects` and `_headers` the build writes, checked against Netlify's and Cloudflare
// Pages' documented syntax and limits (tests/helpers/host-rule-files.ts): for a representative
// site, for a family, and for hostile values and too many rules (written whole, with a warning).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  encodeHostField,
  familyRedirectsFile,
  redirects as redirectsArtefact,
  redirectsFile,
  type Redirect,
} from '../../../../pipeline/artefacts/redirects.ts';
import { formsParty, headersFile } from '../../../../pipeline/artefacts/security-headers.ts';
import { headersOverLimits, redirectsOverLimits } from '../../../../pipeline/artefacts/host-limits.ts';
import type { ArtefactContext } from '../../../../pipeline/artefacts/context.ts';
import type { ThirdParty } from '../../../../site/lib/third-parties.ts';
import { RedirectSchema } from '../../../../content/schema/index.ts';
import { checkHeadersFile, checkRedirectsFile, notFoundPage } from '../../../helpers/host-rule-files.ts';

// As a site document has them: static, placeholder, splat, another host, each status.
const site: Redirect[] = [
  { from: '/actualidad/:slug/', to: '/news/:slug/', status: 301 },
  { from: '/noticias/*', to: '/es/noticias/*' },
  { from: '/latest-news/', to: '/news/', status: 302 },
  { from: '/apply/', to: 'https://apply.ibera.edu/form/?programme=mba', status: 307 },
  { from: '/events/:year/:slug/', to: '/events/:slug/', status: 308 },
  { from: '/contact.html', to: '/contact/', status: 303 },
];
const parties: ThirdParty[] = [
  {
    purpose: 'analytics',
    scripts: ['https://www.googletagmanager.com'],
    connects: ['https://www.google-analytics.com'],
    images: [],
    frames: [],
    forms: [],
  },
  { purpose: 'video', scripts: [], connects: [], images: ['https://i.ytimg.com'], frames: ['https://www.youtube-nocookie.com'], forms: [] },
];
const both = ['netlify', 'cloudflare'] as const;

describe('host rule files against the platforms’ syntax', () => {
  let hostDir: string;
  beforeAll(async () => {
    hostDir = await mkdtemp(join(tmpdir(), 'unisite-host-rules-'));
  });
  afterAll(() => rm(hostDir, { recursive: true, force: true }));

  it.each(both)('a site’s _redirects is valid on %s, static redirects first', (platform) => {
    const text = redirectsFile(site);
    expect(checkRedirectsFile(text, platform)).toEqual({ errors: [], ignored: [] });
    const rules = text.split('\n').filter((line) => line && !line.startsWith('#'));
    expect(rules).toHaveLength(site.length);
    // Cloudflare counts every rule after the first dynamic one as dynamic: none static after it.
    expect(rules.slice(0, 3).every((line) => !/[*:]/.test(line.split(' ')[0] as string))).toBe(true);
    expect(redirectsOverLimits(text)).toEqual([]);
  });

  it('a family’s _redirects: valid on Netlify; on Cloudflare only the not-found rules are ignored (it finds the nearest 404.html itself)', () => {
    const lawSchool = redirectsFile([
      { from: '/law-school/old/*', to: '/law-school/:splat', status: 301 },
      { from: '/law-school/fees/', to: '/law-school/admissions/' },
    ]);
    const text = familyRedirectsFile([...redirectsFile(site).split('\n'), ...lawSchool.split('\n')].filter(Boolean), [
      '/law-school',
      '/es/law-school',
    ]);
    expect(checkRedirectsFile(text, 'netlify')).toEqual({ errors: [], ignored: [] });
    const cloudflare = checkRedirectsFile(text, 'cloudflare');
    expect(cloudflare.errors).toEqual([]);
    // The deepest folder's rule first: the first matching line wins.
    const notFoundLines = ['/es/law-school/*  /es/law-school/404.html  404', '/law-school/*  /law-school/404.html  404'];
    expect(text.trimEnd().split('\n').slice(-2)).toEqual(notFoundLines);
    // Cloudflare names the lines it skips, by number, as its deploy log does.
    const count = text.trimEnd().split('\n').length;
    expect(cloudflare.ignored).toEqual(
      notFoundLines.map((line, index) => ({
        line: count - 1 + index,
        text: line,
        why: 'status 404 (Cloudflare Pages has no 404 rewrite)',
      })),
    );
  });

  it('a missing path gets the same not-found page from both: the first 404 line on Netlify, the nearest 404.html on Cloudflare', () => {
    const text = familyRedirectsFile([], ['/law-school', '/es/law-school', '/es']);
    const files = new Set(['/404.html', '/es/404.html', '/law-school/404.html', '/es/law-school/404.html']);
    const cases: Array<[string, string]> = [
      ['/nothing/here/', '/404.html'],
      ['/law-school', '/law-school/404.html'],
      ['/law-school/gone/deeper/page/', '/law-school/404.html'],
      ['/es/law-school/no/', '/es/law-school/404.html'],
      ['/es/nada/', '/es/404.html'],
      ['/law-schools/', '/404.html'],
    ];
    for (const [path, page] of cases) {
      expect(notFoundPage('netlify', text, files, path), `netlify ${path}`).toBe(page);
      expect(notFoundPage('cloudflare', text, files, path), `cloudflare ${path}`).toBe(page);
    }
    // Without the school's 404.html, Cloudflare falls back to the root's page where Netlify has a line.
    const withoutSchool = new Set([...files].filter((file) => file !== '/law-school/404.html'));
    expect(notFoundPage('netlify', text, withoutSchool, '/law-school/gone/')).toBe('/law-school/404.html');
    expect(notFoundPage('cloudflare', text, withoutSchool, '/law-school/gone/')).toBe('/404.html');
  });

  it.each(both)('_headers with third parties and a forms endpoint is valid on %s', (platform) => {
    const forms = formsParty({ endpoint: 'https://forms.ibera.edu/submit', regionsOrigin: 'https://regions.ibera.edu' });
    for (const text of [headersFile([]), headersFile([...parties, ...forms])]) {
      expect(checkHeadersFile(text, platform)).toEqual({ errors: [], ignored: [] });
      expect(headersOverLimits(text)).toEqual([]);
    }
  });

  it('hostile values: refused at sync, and written percent-encoded when given anyway', () => {
    const hostile: Redirect[] = [
      { from: '/old page/', to: '/new page/' },
      { from: '/café/:slug/', to: '/cafés/:slug/?q=a b' },
      { from: '/über/*', to: 'https://example.org/ü ber/:splat' },
      { from: '/tab\there/', to: '/line\nbreak/' },
      { from: '/emoji-🎓/', to: '/#fragment' },
    ];
    for (const redirect of hostile) expect(RedirectSchema.safeParse(redirect).success, JSON.stringify(redirect)).toBe(false);
    const text = redirectsFile(hostile);
    for (const platform of both) expect(checkRedirectsFile(text, platform)).toEqual({ errors: [], ignored: [] });
    expect(text).toContain(`${encodeHostField('/café/:slug/')} `);
    expect(text).toContain('/old%20page/ /new%20page/ 301');
  });

  it('too many redirects or long lines: the file is written whole, with a warning naming what Cloudflare Pages leaves out', async () => {
    const many: Redirect[] = [
      ...Array.from({ length: 2050 }, (_, index) => ({ from: `/old/page-${index}/`, to: `/new/page-${index}/` })),
      ...Array.from({ length: 120 }, (_, index) => ({ from: `/archive-${index}/*`, to: `/archive/${index}/*` })),
      { from: `/${'a'.repeat(600)}/`, to: `/${'b'.repeat(600)}/` },
    ];
    const warnings: string[] = [];
    const written = new Map<string, string>();
    const context = {
      write: async (file: string, content: string | Uint8Array) => void written.set(file, String(content)),
      hostDir,
      content: { site: { redirects: many } },
      reporter: { warn: (message: string) => void warnings.push(message) },
    } as unknown as ArtefactContext;
    await redirectsArtefact.write(context);
    const text = written.get('_redirects') as string;
    expect(text.split('\n').filter((line) => line && !line.startsWith('#'))).toHaveLength(many.length);
    expect(checkRedirectsFile(text, 'netlify').errors).toEqual([]);
    const cloudflare = checkRedirectsFile(text, 'cloudflare');
    expect(cloudflare.errors).toEqual([
      '2050 static redirects (Cloudflare Pages applies 2,000)',
      '120 dynamic redirects, counted from the first dynamic one (Cloudflare Pages applies 100)',
    ]);
    expect(cloudflare.ignored).toEqual([expect.objectContaining({ why: 'over 1,000 characters' })]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^\[HOST_RULES_OVER_LIMITS\] dist\/_redirects has 2051 static redirects .*, 120 dynamic redirects .*, 1 line\(s\) over 1000 characters/,
    );
  });

  it('a Content-Security-Policy line over 2,000 characters is named for Cloudflare Pages', () => {
    const hosts = Array.from({ length: 90 }, (_, index) => `https://cdn-${index}.partner-${index}.example.org`);
    const text = headersFile([{ purpose: 'many partners', scripts: hosts, connects: [], images: [], frames: [], forms: [] }]);
    expect(checkHeadersFile(text, 'netlify').errors).toEqual([]);
    expect(checkHeadersFile(text, 'cloudflare').errors).toEqual([expect.stringMatching(/over 2,000 characters/)]);
    expect(headersOverLimits(text)).toEqual(['1 line(s) over 2000 characters (Cloudflare Pages ignores them)']);
  });

  it('the checker itself refuses what the platforms document as wrong', () => {
    const bad = [
      '/a b /c 301',
      '/from',
      '/x/* /y/:splat 418',
      '/x/ /y/:name 301',
      'https://a.example/* https://b.example/:splat 301',
      '/*/a /b 301',
    ].join('\n');
    expect(checkRedirectsFile(bad, 'cloudflare').errors).toHaveLength(6);
    expect(
      checkHeadersFile('  X-A: b\n/p\n  Bad Name: v\n  X-Empty:\nhttp://a.example/*\n/p\n  ! X-Detached', 'netlify').errors,
    ).toHaveLength(5);
  });
});

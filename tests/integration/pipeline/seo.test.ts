// The built site as search engines and static hosts see it: every page valid HTML with one
// canonical and one h1, reciprocal hreflang, JSON-LD per template, a valid sitemap that lists
// exactly the indexable pages (the same as the human /sitemap/), robots.txt and security headers.
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentReporter } from '../../../pipeline/reporter.ts';
import { buildSite } from '../../../pipeline/site-build/index.ts';
import { parseHeadersFile, headersFor } from '../../../pipeline/serve/static-headers.ts';
import { thirdPartiesOf } from '../../../site/lib/third-parties.ts';
import type { Site } from '../../../content/schema/index.ts';
import { INLINE_SCRIPTS } from '../../../pipeline/artefacts/security-headers.ts';
import { parseHtml, type ParsedPage } from '../../helpers/html.ts';
import { SITEINDEX_XSD, SITEMAP_XSD, schemaErrors } from '../../helpers/xmllint.ts';
import { copySharedSnapshots, seedWorkDir } from '../../setup/family-build.ts';

const root = resolve(import.meta.dirname, '../../..');
const DOMAIN = 'https://www.ibera.edu';

/** The schema.org types a page of each template must carry (SPEC §9 "Other"). */
const EXPECTED_TYPES: Record<string, string[][]> = {
  NewsDetail: [['NewsArticle']],
  EventDetail: [['Event']],
  PublicationDetail: [['ScholarlyArticle', 'Report']],
  PersonList: [['Person', 'Organization']],
  TeacherDetail: [['Person']],
};

interface BuiltPage {
  file: string;
  html: string;
  doc: ParsedPage;
  templateType: string;
  locale: string;
  /** The page's address as its canonical says. */
  canonical: string;
  hreflang: Array<{ hreflang: string; href: string }>;
  graph: Array<Record<string, unknown>>;
}

/** The dist/ file a page address is served from. */
const fileOf = (url: string) => {
  const path = new URL(url).pathname;
  return path.endsWith('/') ? `${path.slice(1)}index.html` : path.slice(1);
};

describe('the built site for search engines and static hosts', () => {
  let work: string;
  let outDir: string;
  let site: Site;
  const pages = new Map<string, BuiltPage>();

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'unisite-seo-'));
    const snapshotsDir = join(work, 'snapshots');
    outDir = join(work, 'dist');
    await copySharedSnapshots(snapshotsDir);
    site = JSON.parse(await readFile(join(snapshotsDir, 'site.json'), 'utf8')) as Site;
    // The Vite bundle of the run's shared build (docs/testing.md): this build bundles nothing.
    await seedWorkDir(join(work, 'work'));
    await buildSite({ root, snapshotsDir, outDir, workDir: join(work, 'work'), reporter: silentReporter });
    const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
      .map((entry) => join(entry.parentPath, entry.name).slice(outDir.length + 1))
      .sort();
    for (const file of files) {
      const html = await readFile(join(outDir, file), 'utf8');
      const doc = parseHtml(html);
      const link = (rel: string) => doc.all('link', (a) => a.rel === rel);
      const jsonLd = doc.all('script', (a) => a.type === 'application/ld+json');
      pages.set(file, {
        file,
        html,
        doc,
        templateType: doc.all('div', (a) => 'data-template' in a)[0]?.attribs['data-template'] ?? '',
        locale: doc.all('html')[0]?.attribs.lang ?? '',
        canonical: link('canonical')[0]?.attribs.href ?? '',
        hreflang: link('alternate')
          .filter((element) => element.attribs.hreflang)
          .map((element) => ({ hreflang: element.attribs.hreflang ?? '', href: element.attribs.href ?? '' })),
        graph: jsonLd.flatMap((script) => (JSON.parse(doc.text(script)) as { '@graph': Array<Record<string, unknown>> })['@graph']),
      });
    }
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it('has pages to check, including the fallback pages and both sitemaps', () => {
    expect([...pages.keys()]).toEqual(
      expect.arrayContaining(['index.html', 'es/index.html', '404.html', '500.html', 'sitemap/index.html', 'es/sitemap/index.html']),
    );
  });

  it('passes html-validate on every page (config: .htmlvalidate.mjs)', async () => {
    // Named as if inside the repository, so the repository's .htmlvalidate.mjs applies as with the CLI.
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const problems: string[] = [];
    for (const page of pages.values()) {
      const report = await validator.validateString(page.html, join(root, 'dist', page.file));
      for (const result of report.results)
        for (const message of result.messages) problems.push(`${page.file}: [${message.ruleId}] ${message.message}`);
    }
    expect(problems).toEqual([]);
    // html-validate over every page of the demo site, which takes a while on a busy 2-core machine.
  }, 180_000);

  it('uses style attributes only for content: a banner colour or an image placeholder', () => {
    const allowed = /^(background-color:#[0-9a-f]{3,8}|background-image:url\(data:image\/[a-z]+;base64,[A-Za-z0-9+/=]+\))$/i;
    for (const page of pages.values()) {
      for (const match of page.html.matchAll(/\sstyle="([^"]*)"/g)) expect(match[1], page.file).toMatch(allowed);
    }
  });

  it('gives every page exactly one canonical, one h1 and one title', () => {
    for (const page of pages.values()) {
      expect(
        page.doc.all('link', (a) => a.rel === 'canonical'),
        page.file,
      ).toHaveLength(1);
      expect(page.canonical, page.file).toMatch(/^https:\/\/www\.ibera\.edu\//);
      expect(page.doc.all('h1'), page.file).toHaveLength(1);
      expect(page.doc.all('title'), page.file).toHaveLength(1);
    }
  });

  it('has reciprocal hreflang sets: every alternate names the same set, itself included, plus x-default', () => {
    let checked = 0;
    for (const page of pages.values()) {
      if (page.hreflang.length === 0) continue;
      const set = JSON.stringify(page.hreflang);
      expect(page.hreflang, page.file).toContainEqual({ hreflang: page.locale, href: page.canonical });
      expect(
        page.hreflang.filter((link) => link.hreflang === 'x-default'),
        page.file,
      ).toHaveLength(1);
      for (const link of page.hreflang) {
        const target = pages.get(fileOf(link.href));
        expect(target, `${page.file} → ${link.href}`).toBeDefined();
        expect(JSON.stringify(target?.hreflang), `${page.file} ↔ ${link.href}`).toBe(set);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('embeds JSON-LD that parses and carries the expected @type per template', () => {
    for (const page of pages.values()) {
      const types = new Set(page.graph.map((node) => node['@type'] as string));
      for (const alternatives of EXPECTED_TYPES[page.templateType] ?? []) {
        expect(
          alternatives.some((type) => types.has(type)),
          `${page.file} (${page.templateType}) has one of ${alternatives.join(', ')}: ${[...types].join(', ')}`,
        ).toBe(true);
      }
    }
    const types = (file: string) => pages.get(file)?.graph.map((node) => node['@type']);
    expect(types('index.html')).toEqual(['CollegeOrUniversity']);
    expect(types('es/index.html')).toEqual(['CollegeOrUniversity']);
    expect(types('news/succession-barometer-2026/index.html')).toEqual(['BreadcrumbList', 'NewsArticle']);
    expect(types('es/noticias/index.html')).toEqual(['BreadcrumbList']);
  });

  it('runs no inline script but those the CSP allows by hash: only files from the site and JSON data blocks', () => {
    const allowed = new Set(INLINE_SCRIPTS);
    for (const page of pages.values()) {
      for (const script of page.doc.all('script')) {
        const { src, type } = script.attribs;
        const inline = !src && !type && allowed.has(page.doc.text(script));
        const ok =
          inline ||
          // The client entry (a module) and the start script (classic, async: it must not wait for the parse).
          (src?.startsWith('/assets/') && (type === 'module' || type === undefined) && !page.doc.text(script)) ||
          ((type === 'application/json' || type === 'application/ld+json') && !src);
        expect(ok, `${page.file}: <script ${JSON.stringify(script.attribs)}>`).toBe(true);
      }
      expect(page.html, page.file).not.toMatch(/\son[a-z]+="/);
    }
  });

  it('writes a sitemap valid against the sitemaps.org schema, listing exactly the indexable pages', async () => {
    const xml = await readFile(join(outDir, 'sitemap.xml'), 'utf8');
    const files = xml.includes('<sitemapindex')
      ? [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname.slice(1))
      : ['sitemap.xml'];
    if (files[0] !== 'sitemap.xml') expect(schemaErrors(join(outDir, 'sitemap.xml'), SITEINDEX_XSD)).toBe('');
    const listed = new Map<string, Array<{ hreflang: string; href: string }>>();
    for (const file of files) {
      expect(schemaErrors(join(outDir, file), SITEMAP_XSD), file).toBe('');
      const text = await readFile(join(outDir, file), 'utf8');
      for (const url of text.split('<url>').slice(1)) {
        const loc = /<loc>(.*?)<\/loc>/.exec(url)?.[1] ?? '';
        listed.set(
          loc,
          [...url.matchAll(/<xhtml:link rel="alternate" hreflang="(.*?)" href="(.*?)"\/>/g)].map((m) => ({
            hreflang: m[1] ?? '',
            href: m[2] ?? '',
          })),
        );
      }
    }
    const indexable = [...pages.values()].filter(
      (page) =>
        !['404.html', '500.html'].includes(page.file) &&
        /(^|,)index(,|$)/.test(page.doc.all('meta', (a) => a.name === 'robots')[0]?.attribs.content ?? ''),
    );
    expect([...listed.keys()].sort()).toEqual(indexable.map((page) => page.canonical).sort());
    expect([...listed.keys()]).not.toContain(`${DOMAIN}/page-not-found/`);
    // The sitemap's alternates are the head's hreflang links.
    for (const page of indexable) expect(listed.get(page.canonical), page.file).toEqual(page.hreflang);
  });

  it('shows the same pages on the human sitemap as in sitemap.xml, per language', async () => {
    const xml = await readFile(join(outDir, 'sitemap.xml'), 'utf8');
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
    for (const [file, locale] of [
      ['sitemap/index.html', 'en'],
      ['es/sitemap/index.html', 'es'],
    ] as const) {
      const page = pages.get(file);
      const nav = page?.doc.all('nav', (a) => a['aria-label'] === (locale === 'en' ? 'Sitemap' : 'Mapa del sitio'))[0];
      expect(nav, file).toBeDefined();
      const links =
        page?.doc
          .all('a')
          .filter((a) => isInside(a, nav))
          .map((a) => a.attribs.href) ?? [];
      const expected = locs.filter((path) => (locale === 'es' ? path.startsWith('/es/') : !path.startsWith('/es/')));
      expect([...links].sort(), file).toEqual([...expected].sort());
    }
  });

  it('names the sitemap in robots.txt', async () => {
    expect(await readFile(join(outDir, 'robots.txt'), 'utf8')).toMatch(/^Sitemap: https:\/\/www\.ibera\.edu\/sitemap\.xml$/m);
  });

  it('renders 404.html and 500.html with the header and footer in the default language, not indexable', () => {
    for (const file of ['404.html', '500.html']) {
      const page = pages.get(file);
      expect(page?.locale, file).toBe('en');
      expect(page?.doc.all('header'), file).not.toHaveLength(0);
      expect(page?.doc.all('footer'), file).toHaveLength(1);
      expect(page?.doc.all('meta', (a) => a.name === 'robots')[0]?.attribs.content, file).toMatch(/^noindex/);
    }
    expect(pages.get('500.html')?.doc.text(pages.get('500.html')!.doc.all('h1')[0]!)).toBe('Server Error');
  });

  it('writes security headers for static hosts: a CSP with the third parties only, nosniff, referrer and frame rules', async () => {
    const rules = parseHeadersFile(await readFile(join(outDir, '_headers'), 'utf8'));
    const headers = headersFor(rules, '/news/');
    const csp = headers['content-security-policy'] ?? '';
    const directive = (name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
    const scriptSources = directive('script-src').split(' ').slice(1);
    // The site's own files, WebAssembly (search), the inline scripts (the banner's, the client's start) by their hashes, and the third parties the site document configures.
    const inlineHashes = INLINE_SCRIPTS.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(scriptSources.sort()).toEqual(
      [
        "'self'",
        "'wasm-unsafe-eval'",
        ...inlineHashes,
        ...new Set(thirdPartiesOf(site.thirdParties).flatMap((party) => party.scripts)),
      ].sort(),
    );
    // 'wasm-unsafe-eval' lets the search page compile its WebAssembly index client (docs/search.md);
    // nothing that runs strings as code, nor inline scripts, nor any host.
    expect(directive('script-src')).not.toMatch(/'unsafe-(inline|eval|hashes)'|\*/);
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'SAMEORIGIN',
    });
    expect(headersFor(rules, '/assets/client-x.js')['cache-control']).toContain('immutable');
    // Host snippets are written beside dist/, never published with it.
    await expect(readFile(join(outDir, '_nginx/security-headers.conf'), 'utf8')).rejects.toThrow();
    const nginx = await readFile(join(`${outDir}-host`, 'security-headers.conf'), 'utf8');
    expect(nginx).toContain(`add_header Content-Security-Policy "${csp}" always;`);
    expect(nginx).toContain('add_header X-Content-Type-Options "nosniff" always;');
  });
});

function isInside(element: { parent: unknown }, ancestor: unknown): boolean {
  for (let node = element.parent as { parent: unknown } | null; node; node = node.parent as { parent: unknown } | null)
    if (node === ancestor) return true;
  return false;
}

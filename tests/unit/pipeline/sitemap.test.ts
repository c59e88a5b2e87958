import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../content/schema/index.ts';
import { sitemapEntries, sitemapTree, type SitemapPage } from '../../../site/lib/sitemap-entries.ts';
import { sitemapFiles } from '../../../pipeline/artefacts/sitemap.ts';
import { SITEINDEX_XSD, SITEMAP_XSD, schemaErrors } from '../../helpers/xmllint.ts';

const site = {
  domain: 'https://www.ibera.edu',
  trailingSlash: true,
  defaultLocale: 'en' as const,
  languages: [{ locale: 'en' as const }, { locale: 'es' as const }],
};

function pair(slug: string, overrides: Partial<Page> = {}): SitemapPage[] {
  const en = `/news/${slug}/`;
  const es = `/es/noticias/${slug}/`;
  const languages = [
    { languageId: 1, locale: 'en' as const, path: en, isLive: true },
    { languageId: 2, locale: 'es' as const, path: es, isLive: true },
  ];
  return [
    {
      path: en,
      locale: 'en',
      title: `Story ${slug}`,
      indexed: true,
      pageLanguages: languages,
      modified: '2026-10-01T10:00:00+02:00',
      ...overrides,
    },
    { path: es, locale: 'es', title: `Noticia ${slug}`, indexed: true, pageLanguages: languages, published: '2026-09-01' },
  ];
}

describe('sitemap entries', () => {
  it('lists only indexable pages: indexed, live, self-canonical and in a built language', () => {
    const pages = [
      ...pair('a'),
      ...pair('hidden', { indexed: false }),
      ...pair('duplicate', { canonical: '/news/a/' }),
      { path: '/de/x/', locale: 'de', title: 'X', indexed: true, pageLanguages: [] } satisfies SitemapPage,
      {
        path: '/draft/',
        locale: 'en',
        title: 'Draft',
        indexed: true,
        pageLanguages: [{ languageId: 1, locale: 'en', path: '/draft/', isLive: false }],
      } satisfies SitemapPage,
    ];
    // The overrides apply to the English page of each pair; the Spanish ones stay indexable.
    expect(sitemapEntries(pages, site).map((entry) => entry.path)).toEqual([
      '/news/a/',
      '/es/noticias/a/',
      '/es/noticias/duplicate/',
      '/es/noticias/hidden/',
    ]);
  });

  it('takes lastmod from the modified date, else the published one, as W3C date-times', () => {
    const [en, es] = sitemapEntries(pair('a'), site);
    expect(en?.lastmod).toBe('2026-10-01T08:00:00Z');
    expect(es?.lastmod).toBe('2026-09-01T00:00:00Z');
    expect(en?.alternates.map((link) => link.hreflang)).toEqual(['en', 'es', 'x-default']);
  });

  it('nests pages under the nearest listed page for the human sitemap', () => {
    const pages: SitemapPage[] = ['/', '/news/', '/news/a/', '/research/reports/x/', '/sitemap/'].map((path) => ({
      path,
      locale: 'en',
      title: path,
      indexed: true,
      pageLanguages: [],
    }));
    const tree = sitemapTree(sitemapEntries(pages, site));
    expect(tree.map((node) => node.path)).toEqual(['/']);
    expect(tree[0]?.children.map((node) => node.path)).toEqual(['/news/', '/research/reports/x/', '/sitemap/']);
    expect(tree[0]?.children[0]?.children.map((node) => node.path)).toEqual(['/news/a/']);
  });
});

describe('sitemap files', () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'unisite-sitemap-'));
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  const validate = async (file: string, xml: string) => {
    const path = join(work, file);
    await writeFile(path, xml);
    return schemaErrors(path, xml.includes('<sitemapindex') ? SITEINDEX_XSD : SITEMAP_XSD);
  };

  it('writes one sitemap with hreflang alternates for a small site, valid against the sitemaps.org schema', async () => {
    const files = sitemapFiles(sitemapEntries([...pair('a'), ...pair('b & c')], site), site);
    expect(files.map((file) => file.file)).toEqual(['sitemap.xml']);
    const xml = files[0]?.xml ?? '';
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="es" href="https://www.ibera.edu/es/noticias/a/"/>');
    expect(xml).toContain('<loc>https://www.ibera.edu/news/b%20&amp;%20c/</loc>');
    expect(await validate('small.xml', xml)).toBe('');
  });

  it('becomes an index of per-language sitemaps when large, each valid', async () => {
    const pages = Array.from({ length: 12 }, (_, index) => pair(`story-${String(index).padStart(2, '0')}`)).flat();
    const files = sitemapFiles(sitemapEntries(pages, site), site, { splitAbove: 10, maxUrlsPerFile: 5 });
    expect(files.map((file) => file.file)).toEqual([
      'sitemap.xml',
      'sitemap-en-1.xml',
      'sitemap-en-2.xml',
      'sitemap-en-3.xml',
      'sitemap-es-1.xml',
      'sitemap-es-2.xml',
      'sitemap-es-3.xml',
    ]);
    const index = files[0]?.xml ?? '';
    expect(index).toContain('<sitemapindex');
    expect(index).toContain('<loc>https://www.ibera.edu/sitemap-es-3.xml</loc>');
    expect(index).toContain('<lastmod>2026-10-01T08:00:00Z</lastmod>');
    for (const file of files) expect(await validate(file.file, file.xml), file.file).toBe('');
    const urls = files.slice(1).flatMap((file) => [...file.xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]));
    expect(new Set(urls).size).toBe(24);
  });

  it('fails validation for a broken sitemap, so the check can catch one', async () => {
    const xml = (sitemapFiles(sitemapEntries(pair('a'), site), site)[0]?.xml ?? '').replace(
      '<lastmod>2026-10-01T08:00:00Z',
      '<lastmod>yesterday',
    );
    expect(await validate('broken.xml', xml)).toMatch(/lastmod/);
  });
});

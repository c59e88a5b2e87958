// The peer benchmark's site (tests/bench/peer-site.ts): the peers must build the same pages, with
// the same texts, as the synthetic content the floor and unisite build, or the comparison is void.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateScaleContent } from '../../../content/cms/scale.ts';
import type { CmsContent } from '../../../content/cms/documents.ts';
import { astroProject, eleventyProject, escapeHtml, peerSite, type PeerPage, type PeerSite } from '../../bench/peer-site.ts';

const PAGES_PER_LANGUAGE = 30;

type Render = (data: Record<string, unknown>) => string;

describe('the peer benchmark site', () => {
  let content: CmsContent;
  let site: PeerSite;
  let dir: string;
  beforeAll(async () => {
    content = await generateScaleContent({ pagesPerLanguage: PAGES_PER_LANGUAGE, seed: 3 });
    site = peerSite(content);
    dir = await mkdtemp(join(tmpdir(), 'unisite-peer-site-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('has every page of the synthetic content, with its path, title and text', () => {
    expect(site.pages).toHaveLength(PAGES_PER_LANGUAGE * 2);
    expect(site.pages.map((page) => page.path)).toEqual(content.pages.map((page) => page.path));
    expect(new Set(site.pages.map((page) => page.path)).size).toBe(site.pages.length);
    for (const [index, page] of site.pages.entries()) {
      const source = content.pages[index] as unknown as Record<string, unknown> & { template: Record<string, unknown> };
      expect(page.title).toBe(source.title);
      if (source.templateType === 'NewsDetail') {
        expect(page.html).toBe(source.template.body);
        expect(page.html).toMatch(/^<p>/);
      }
    }
  });

  it('lists the latest news of the page’s language and the hand-picked ones', () => {
    const news = content.pages.filter((page) => page.templateType === 'NewsDetail' && page.locale === 'es');
    const newest = [...news].sort((a, b) => String(b.published).localeCompare(String(a.published)))[0];
    const item = site.pages.find((page) => page.path === '/es/noticias/item-20/') as PeerPage;
    const [latest, related] = item.lists;
    expect(latest?.items).toHaveLength(3);
    expect(latest?.items[0]?.href).toBe(newest?.path);
    expect(latest?.items.every((link) => link.href.startsWith('/es/noticias/'))).toBe(true);
    const source = content.pages.find((page) => page.path === item.path) as unknown as {
      template: { mainSection: Array<{ data: { fixed?: string[] } }> };
    };
    const picked = source.template.mainSection[1]?.data.fixed ?? [];
    expect(related?.items.map((link) => link.href)).toEqual(
      picked.map((group) => `/es/noticias/${group.replace('scale-news-', 'item-')}/`),
    );
  });

  it('keeps each language’s menu and footer', () => {
    expect(Object.keys(site.chrome).sort()).toEqual(['en', 'es']);
    expect(site.chrome.en?.menu.length).toBeGreaterThan(0);
    expect(site.chrome.en?.menu.some((item) => item.children.length > 0)).toBe(true);
    expect(site.chrome.es?.footer.map((link) => link.href)).toContain('/es/aviso-legal/');
  });

  it('gives Eleventy templates that write each page’s title, text, lists, menu and footer', async () => {
    const files = eleventyProject(site);
    expect(JSON.parse(files['src/_data/pages.json'] as string)).toEqual(site.pages);
    const load = async (name: string) => {
      const file = join(dir, `${name}.mjs`);
      await writeFile(file, files[`src/${name === 'page' ? '' : '_includes/'}${name}.11ty.js`] as string);
      return (await import(pathToFileURL(file).href)) as { render: Render; data?: { permalink: (data: unknown) => string } };
    };
    const page = await load('page');
    const layout = await load('layout');
    const entry = site.pages.find((candidate) => candidate.path === '/news/item-7/') as PeerPage;
    expect(page.data?.permalink({ entry })).toBe('news/item-7/index.html');
    const html = layout.render({ entry, chrome: JSON.parse(files['src/_data/chrome.json'] as string), content: page.render({ entry }) });
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(html).toContain(`<title>${entry.title}</title>`);
    expect(html).toContain(`<h1>${entry.title}</h1>`);
    expect(html).toContain(entry.html);
    for (const link of entry.lists.flatMap((list) => list.items)) expect(html).toContain(`<a href="${link.href}">${link.label}</a>`);
    expect(html).toContain('<a href="/research/reports/">Reports</a>');
    expect(html).toContain('<a href="/legal-notice/">Legal notice</a>');
    expect(layout.render({ entry: { ...entry, title: 'R&D <b>' }, chrome: site.chrome, content: '' })).toContain(
      '<title>R&amp;D &lt;b&gt;</title>',
    );
  });

  it('gives an Astro project of static output reading the same pages', () => {
    const files = astroProject(site, '/tmp/astro-project');
    expect(JSON.parse(files['data/pages.json'] as string)).toEqual(site.pages);
    expect(files['astro.config.mjs']).toContain("output: 'static'");
    expect(files['src/pages/[...path].astro']).toContain('readFileSync("/tmp/astro-project/data/pages.json"');
  });

  it('escapes text for HTML', () => {
    expect(escapeHtml('a < b & "c" > d')).toBe('a &lt; b &amp; &quot;c&quot; &gt; d');
  });
});

import { cp, mkdtemp, readFile, readdir, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentReporter } from '../../../pipeline/reporter.ts';
import { buildSite } from '../../../pipeline/site-build/index.ts';
import { writeSearchIndex } from '../../../pipeline/search/index.ts';
import { DEFAULT_DOCUMENTS_DIR, loadDocuments } from '../../helpers/documents.ts';
import type { PageAssets } from '../../../site/app/Document.tsx';
import type { InitialData, PageDataFile, SiteView } from '../../../site/lib/page-view.ts';
import { digestTree } from '../../helpers/digest-tree.ts';
import { copySharedSnapshots, seedWorkDir } from '../../setup/family-build.ts';

const root = resolve(import.meta.dirname, '../../..');

describe('unisite build', () => {
  let work: string;
  let snapshotsDir: string;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'unisite-build-'));
    snapshotsDir = join(work, 'snapshots');
    await copySharedSnapshots(snapshotsDir);
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it('writes every route × language, page-data, app-data and the fallback pages', async () => {
    const outDir = join(work, 'dist-a');
    const result = await buildSite({ root, snapshotsDir, outDir, workDir: join(work, 'work-a'), reporter: silentReporter });
    // Every English and Spanish page document; German has no pages (SPEC §1).
    expect(result.pages).toBe((await loadDocuments(DEFAULT_DOCUMENTS_DIR)).pages.length);
    expect(result.locales).toEqual(['en', 'es']);
    const files = Object.keys(await digestTree(outDir));
    for (const file of [
      'index.html',
      'es/index.html',
      'news/index.html',
      'es/noticias/index.html',
      '404.html',
      '500.html',
      'app-data.json',
      'page-data/index/page-data.json',
      'page-data/es/noticias/page-data.json',
    ]) {
      expect(files).toContain(file);
    }
    const html = await readFile(join(outDir, 'es/noticias/index.html'), 'utf8');
    expect(html).toMatch(/^<!DOCTYPE html><html lang="es">/);
    expect(html).toContain('<body id="iesite">');
    const pageData = JSON.parse(await readFile(join(outDir, 'page-data/es/noticias/page-data.json'), 'utf8'));
    expect(pageData.path).toBe('/es/noticias/');
    expect(pageData.webpackCompilationHash).toBe(result.buildHash);
    const appData = JSON.parse(await readFile(join(outDir, 'app-data.json'), 'utf8'));
    expect(appData.webpackCompilationHash).toBe(result.buildHash);
    // 404.html names the not-found page's data, which lives under its own name.
    expect(await readFile(join(outDir, '404.html'), 'utf8')).toContain('{"pageData":"/page-data/404.html/page-data.json"}');
    // One chunk per module and per template.
    expect(files.some((file) => /^assets\/module-HeroImage-[\w-]+\.js$/.test(file))).toBe(true);
    expect(files.some((file) => /^assets\/template-NewsDetail-[\w-]+\.js$/.test(file))).toBe(true);
    expect(await readFile(join(outDir, '500.html'), 'utf8')).toContain('Server Error');
    // The module gallery comes only with --gallery (tests/e2e/gallery.spec.ts builds with it).
    expect(files.filter((file) => file.includes('_gallery'))).toEqual([]);
    // The page embeds where its data is, not the data (already in the markup and in page-data.json);
    // the start script requests it once the page has painted, with the site data (one file per language).
    const embedded = JSON.parse(/<script type="application\/json" id="__UNISITE_DATA__">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}');
    expect(embedded).toEqual({ pageData: '/page-data/es/noticias/page-data.json' });
    expect(html).not.toContain('"webpackCompilationHash"');
    const requested = /<script src="\/assets\/start-[\w-]+\.js" async="" data-src="\/assets\/client-[\w-]+\.js" data-data="([^"]*)">/
      .exec(html)?.[1]
      ?.split(' ');
    expect(requested?.[0]).toBe('/page-data/es/noticias/page-data.json');
    const siteFile = requested?.[1];
    expect(siteFile).toBe(`/page-data/sq/d/${pageData.staticQueryHashes[0]}.json`);
    expect(JSON.parse(await readFile(join(outDir, siteFile!), 'utf8')).locale).toBe('es');
  });

  it('writes every page the same whether its once-rendered parts are copied or rendered in place', async () => {
    // The server bundle of the build above renders each page of it both ways (site/app/render-once.tsx).
    const workDir = join(work, 'work-a');
    const bundleDir = (await readdir(workDir)).find((entry) => /^bundle-[0-9a-f]+$/.test(entry));
    const server = (await import(pathToFileURL(join(workDir, bundleDir ?? '-', 'server/server.js')).href)) as {
      renderPage: (data: InitialData, assets: PageAssets, options?: { renderOnce?: boolean }) => Promise<string>;
      renderOnceCounts: () => { copied: number; inPlace: number };
    };
    const outDir = join(work, 'dist-a');
    const files = (await readdir(join(outDir, 'page-data'), { recursive: true })).filter((file) => file.endsWith('page-data.json'));
    const assets: PageAssets = { entryScript: '/assets/client.js', stylesheets: [], pageData: '/page-data.json' };
    const sites = new Map<string, SiteView>();
    for (const file of files) {
      const pageData = JSON.parse(await readFile(join(outDir, 'page-data', file), 'utf8')) as PageDataFile;
      const site = JSON.parse(await readFile(join(outDir, `page-data/sq/d/${pageData.staticQueryHashes[0]}.json`), 'utf8')) as SiteView;
      // One site object for every page of a language, as in a render worker.
      const shared = sites.get(JSON.stringify(site)) ?? site;
      sites.set(JSON.stringify(site), shared);
      const once = await server.renderPage({ pageData, site: shared }, assets);
      const inPlace = await server.renderPage({ pageData, site: shared }, assets, { renderOnce: false });
      expect(once, pageData.path).toBe(inPlace);
    }
    // Most pages got the menu copied; the pages the menu links to had it rendered in place.
    const counts = server.renderOnceCounts();
    expect(counts.copied).toBeGreaterThan(files.length / 2);
    expect(counts.inPlace).toBeGreaterThan(0);
  });

  it('gives a byte-identical dist/ for the same snapshots and code', async () => {
    // The first build above bundled with its own Vite run; this one takes the bundle the run's
    // shared build made in another process (docs/testing.md), so the two bundles are two runs
    // of Vite as well, and the pages, index and artefacts are made twice from nothing.
    const b = join(work, 'dist-2');
    await seedWorkDir(join(work, 'work-2'));
    await buildSite({ root, snapshotsDir, outDir: b, workDir: join(work, 'work-2'), reporter: silentReporter });
    expect(await digestTree(b)).toEqual(await digestTree(join(work, 'dist-a')));
  });

  it('splits into shards that agree: together they are the whole build, and shared files are identical', async () => {
    // The search index covers every page, so shards leave it out: it is written over the copied
    // shards by `unisite search` (docs/search.md).
    const whole = Object.fromEntries(
      Object.entries(await digestTree(join(work, 'dist-a'))).filter(([file]) => !file.startsWith('pagefind/')),
    );
    const shards = [];
    for (const index of [1, 2]) {
      const outDir = join(work, `dist-shard-${index}`);
      await seedWorkDir(join(work, `work-shard-${index}`));
      await buildSite({
        root,
        snapshotsDir,
        outDir,
        workDir: join(work, `work-shard-${index}`),
        reporter: silentReporter,
        shard: { index, count: 2 },
      });
      shards.push(await digestTree(outDir));
    }
    const [first, second] = shards as [Record<string, string>, Record<string, string>];
    const pagesOf = (tree: Record<string, string>) => Object.keys(tree).filter((file) => file.endsWith('/index.html'));
    expect(pagesOf(first).length).toBeGreaterThan(0);
    expect(pagesOf(second).length).toBeGreaterThan(0);
    expect(pagesOf(first).filter((file) => file in second)).toEqual([]);
    // Every file of a shard is the whole build's file, byte for byte (one build hash for all).
    for (const tree of shards) for (const [file, digest] of Object.entries(tree)) expect([file, digest]).toEqual([file, whole[file]]);
    expect(new Set([...Object.keys(first), ...Object.keys(second)])).toEqual(new Set(Object.keys(whole)));
  });

  it('indexes each language for search, and indexing the copied shards gives the whole build’s index', async () => {
    const entry = JSON.parse(await readFile(join(work, 'dist-a', 'pagefind', 'pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, { page_count: number }>;
    };
    // Every page but the search pages, the not-found pages and the sitemaps, in its own language.
    expect(Object.keys(entry.languages).sort()).toEqual(['en', 'es']);
    expect(entry.languages.en?.page_count).toBeGreaterThan(50);
    const merged = join(work, 'dist-merged');
    for (const index of [1, 2]) await cp(join(work, `dist-shard-${index}`), merged, { recursive: true, dereference: true });
    await writeSearchIndex(merged, silentReporter);
    const searchFiles = (tree: Record<string, string>) => Object.entries(tree).filter(([file]) => file.startsWith('pagefind/'));
    expect(searchFiles(await digestTree(merged))).toEqual(searchFiles(await digestTree(join(work, 'dist-a'))));
  });

  it('leaves the previous dist/ whole when a build fails', async () => {
    const outDir = join(work, 'dist-keep');
    await mkdir(outDir, { recursive: true });
    await writeFile(join(outDir, 'index.html'), 'previous');
    const broken = join(work, 'broken-snapshots');
    await mkdir(broken, { recursive: true });
    await writeFile(join(broken, 'manifest.json'), JSON.stringify({ documents: { 'site.json': 'x' } }));
    await writeFile(join(broken, 'site.json'), '{}');
    await writeFile(join(broken, 'regions.json'), '{"countries":[],"provinces":[]}');
    await expect(
      buildSite({ root, snapshotsDir: broken, outDir, workDir: join(work, 'work-broken'), reporter: silentReporter }),
    ).rejects.toThrow(/another version of the content schemas/);
    expect(await readFile(join(outDir, 'index.html'), 'utf8')).toBe('previous');
  });
});

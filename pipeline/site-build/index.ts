// `unisite build`: snapshots → dist/ (static HTML per route × language, page-data, assets).
import { createHash } from 'node:crypto';
import { cp } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { writeOut } from '../write/files.ts';
import type { Locale } from '../../content/schema/index.ts';
import type { InitialData, PageDataFile, PageView, SiteView } from '../../site/lib/page-view.ts';
import { pageDataKey } from '../../site/lib/paths.ts';
import { bundle } from '../bundle/index.ts';
import { pageAssets } from '../bundle/page-assets.ts';
import type { Reporter } from '../reporter.ts';
import { renderAll, type RenderJob } from '../render/pool.ts';
import { readSnapshots } from '../snapshots/index.ts';
import { ContentError, validateContent, type ValidContent } from '../sync/validate.ts';
import { stageDir } from '../write/atomic-dir.ts';
import { withFolderLock } from '../write/lock.ts';
import { config } from '../config.ts';
import { missingNotFoundPage } from './checks.ts';
import { compactStableJson } from '../write/stable-json.ts';
import { BUILT_LOCALES, ContentIndex, resolvePage, siteView, urlSite } from '../resolve/index.ts';
import { serverErrorView } from '../resolve/error-pages.ts';
import { artefacts, type ArtefactContext } from '../artefacts/index.ts';
import { buildImages, type ImageBuildStats } from '../images/index.ts';

export interface BuildOptions {
  root: string;
  snapshotsDir: string;
  outDir: string;
  workDir: string;
  reporter: Reporter;
  /** Build only routes i of n (1-based), for sharding across CI runners. */
  shard?: { index: number; count: number } | undefined;
  /** The media library that content links as /media/<file>; default content/cms/media. Synced
   *  thumbnails (snapshots/media/) are searched first. */
  mediaDir?: string | undefined;
  /** Image variant cache that survives builds; default UNISITE_IMAGE_CACHE or .unisite/image-cache. */
  imageCacheDir?: string | undefined;
  /** Origin of the digital-asset service (SPEC §7); default ASSET_DOMAIN. */
  assetDomain?: string | undefined;
}

export interface BuildResult {
  pages: number;
  locales: Locale[];
  buildHash: string;
  seconds: number;
  images: ImageBuildStats;
}

/** Where a route's HTML goes: '/news/' → news/index.html, '/' → index.html. */
export function htmlFile(path: string): string {
  const key = pageDataKey(path);
  return key === 'index' ? 'index.html' : `${key}/index.html`;
}

function hash(text: string, length = 20): string {
  return createHash('sha256').update(text).digest('hex').slice(0, length);
}

async function loadContent(snapshotsDir: string): Promise<ValidContent> {
  const result = validateContent(await readSnapshots(snapshotsDir));
  if (!result.content) {
    throw new ContentError(result.problems, 'The snapshots do not match the current schemas: run `unisite sync` again.');
  }
  return result.content;
}

export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  // One build per output folder; leftovers of killed builds are removed first.
  return withFolderLock(options.outDir, 'unisite build', () => buildLocked(options), options.reporter.warn);
}

async function buildLocked(options: BuildOptions): Promise<BuildResult> {
  const { reporter } = options;
  const started = Date.now();

  // 1. Load and check the snapshots.
  reporter.phase('build: reading content/snapshots');
  const content = await loadContent(options.snapshotsDir);

  // 2. Plan routes: every page in a language that has texts, in a stable order.
  const pages = content.pages
    .filter((page) => BUILT_LOCALES.has(page.locale))
    .sort((a, b) => a.path.localeCompare(b.path))
    .filter((_, index) => !options.shard || index % options.shard.count === options.shard.index - 1);
  const locales = [...new Set(pages.map((page) => page.locale))].sort();

  // 3. Resolve lists and distributors into each page's data; site data per language.
  reporter.phase(`build: resolving ${pages.length} pages`);
  const index = new ContentIndex(content.pages, urlSite(content.site));
  const warned = new Set<string>();
  const log = { warn: (message: string) => (warned.has(message) ? undefined : (warned.add(message), reporter.warn(message))) };
  const views = pages.map((page) => resolvePage(page, index, log));
  const sites = new Map<Locale, SiteView>(locales.map((locale) => [locale, siteView(content, locale, log)]));
  const defaultSite = siteView(content, content.site.defaultLocale, log);
  const notFound = views.find((view) => view.page.templateType === 'Error404' && view.page.locale === content.site.defaultLocale);
  if (!notFound && !options.shard) {
    throw missingNotFoundPage(content.site.defaultLocale);
  }

  // 3b. Images (SPEC §9): plan the variants each referenced image needs, encode those the
  //     cache lacks (pipeline/images), and give each page the variant info its Image reads.
  const images = await buildImages({
    views,
    mediaDirs: [join(options.snapshotsDir, 'media'), options.mediaDir ?? join(options.root, 'content/cms/media')],
    cacheDir: options.imageCacheDir ?? config().imageCacheDir ?? join(options.root, '.unisite/image-cache'),
    assetDomain: options.assetDomain ?? config().assetDomain,
    reporter,
  });
  for (const view of views) {
    const shown = images.forPage(view);
    if (Object.keys(shown).length > 0) view.images = shown;
  }

  // 4. Bundle the client and the server entry.
  reporter.phase('build: bundling with Vite');
  const bundled = await bundle(options.root, options.workDir);

  // 5. The build hash: changes whenever code or content changes (SPEC §2 build-hash check). It
  //    hashes all the content, not this shard's pages, so every shard of a build agrees on it.
  const siteHashes = new Map<Locale, string>([...sites].map(([locale, site]) => [locale, hash(compactStableJson(site))]));
  const buildHash = hash(compactStableJson({ manifest: bundled.manifest, content, sites: [...siteHashes] }));

  // 6. Render every page in the worker pool, writing into a staged dist/.
  const staged = await stageDir(options.outDir);
  try {
    const toData = (view: PageView, site: SiteView): InitialData => ({
      pageData: pageDataFile(view, buildHash, siteHashes.get(site.locale) ?? hash(compactStableJson(site))),
      site,
    });
    const jobs: RenderJob[] = views.map((view) => {
      const site = sites.get(view.page.locale) as SiteView;
      return { data: toData(view, site), assets: pageAssets(bundled.manifest, view.page.templateType, view.modules) };
    });
    const files: string[] = views.map((view) => htmlFile(view.page.path));
    // The fallback files of SPEC §2: /404.html (not found) and /500.html (server error).
    if (notFound) {
      jobs.push({ ...jobs[views.indexOf(notFound)]! });
      files.push('404.html');
    }
    const serverError = serverErrorView(defaultSite);
    jobs.push({ data: toData(serverError, defaultSite), assets: pageAssets(bundled.manifest, 'Error404', []) });
    files.push('500.html');

    reporter.phase(`build: rendering ${jobs.length} pages with ${Math.min(jobs.length, availableParallelism())} workers`);
    let done = 0;
    await renderAll(bundled.serverEntry, jobs, async (jobIndex, html) => {
      await writeOut(staged.path, files[jobIndex] as string, html);
      done += 1;
      reporter.progress(done, jobs.length);
    });

    // 7. Page-data, site data, app-data and the client assets.
    reporter.phase('build: writing page-data and assets');
    for (const job of jobs.slice(0, views.length)) {
      await writeOut(staged.path, `page-data/${pageDataKey(job.data.pageData.path)}/page-data.json`, compactStableJson(job.data.pageData));
    }
    // The fallback pages' page-data too, for client navigation to a missing page or after a 500.
    for (const [jobIndex, job] of jobs.entries()) {
      if (jobIndex >= views.length)
        await writeOut(staged.path, `page-data/${files[jobIndex]}/page-data.json`, compactStableJson(job.data.pageData));
    }
    for (const [locale, site] of sites) {
      await writeOut(staged.path, `page-data/sq/d/${siteHashes.get(locale)}.json`, compactStableJson(site));
    }
    await writeOut(
      staged.path,
      'app-data.json',
      compactStableJson({
        webpackCompilationHash: buildHash,
        trailingSlash: content.site.trailingSlash,
        defaultLocale: content.site.defaultLocale,
      }),
    );
    await cp(join(bundled.clientDir, 'assets'), join(staged.path, 'assets'), { recursive: true });
    await images.writeTo(staged.path);

    // 8. Static artefacts (icon, sitemap, robots.txt, service worker, host headers …).
    const context: ArtefactContext = {
      outDir: staged.path,
      root: options.root,
      workDir: options.workDir,
      content,
      views,
      sites,
      defaultSite,
      buildHash,
      manifest: bundled.manifest,
      reporter,
    };
    for (const artefact of artefacts) {
      reporter.info(artefact.name);
      await artefact.write(context);
    }
    await staged.commit();
  } catch (error) {
    await staged.discard();
    throw error;
  }

  const seconds = (Date.now() - started) / 1000;
  reporter.done(
    `built ${views.length} pages in ${locales.length} languages (${locales.join(', ')}) in ${seconds.toFixed(1)} s → ${options.outDir}`,
  );
  return { pages: views.length, locales, buildHash, seconds, images: images.stats };
}

function pageDataFile(view: PageView, buildHash: string, siteHash: string): PageDataFile {
  return {
    path: view.page.path,
    componentChunkName: `component---${view.page.templateType}`,
    webpackCompilationHash: buildHash,
    matchPath: null,
    staticQueryHashes: [siteHash],
    slicesMap: {},
    result: { pageContext: view },
  };
}

// `unisite build`: snapshots → dist/ (static HTML per route × language, page-data, assets).
// The orchestrator only names the steps; each stage lives in its own folder (docs/architecture.md).
import { createHash } from 'node:crypto';
import { cp } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { Locale } from '../../content/schema/index.ts';
import type { InitialData, PageDataFile, PageView, SiteView } from '../../site/lib/page-view.ts';
import { pageDataKey } from '../../site/lib/paths.ts';
import { artefacts, type ArtefactContext } from '../artefacts/index.ts';
import { bundle, type BundleResult } from '../bundle/index.ts';
import { pageAssets } from '../bundle/page-assets.ts';
import { buildImages, type ImageBuildStats } from '../images/index.ts';
import type { Reporter } from '../reporter.ts';
import { renderAll, type RenderJob } from '../render/pool.ts';
import { hostDirOf } from '../write/host-dir.ts';
import { withFolderLock } from '../write/lock.ts';
import { config } from '../config.ts';
import { missingNotFoundPage } from './checks.ts';
import { serverErrorView } from '../resolve/error-pages.ts';
import { BUILT_LOCALES, ContentIndex, resolvePage, siteView, urlSite } from '../resolve/index.ts';
import { templateStructuredData } from '../resolve/structured-data.ts';
import { readContent, readManifest } from '../snapshots/index.ts';
import type { ValidContent } from '../sync/validate.ts';
import { recoverDir, stageDir } from '../write/atomic-dir.ts';
import { writeOut } from '../write/files.ts';
import { compactStableJson } from '../write/stable-json.ts';

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

/** One page to render: its data, the client files it loads, and where its HTML and page-data go. */
interface PageJob extends RenderJob {
  htmlFile: string;
  /** Absent for a copy of a page written under another name (404.html is the not-found page). */
  pageDataFile?: string;
}

export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  // One build per output folder; leftovers of killed builds are removed first.
  return withFolderLock(options.outDir, 'unisite build', () => buildLocked(options), options.reporter.warn);
}

async function buildLocked(options: BuildOptions): Promise<BuildResult> {
  const { reporter } = options;
  const started = Date.now();
  const warned = new Set<string>();
  const log = { warn: (message: string) => (warned.has(message) ? undefined : (warned.add(message), reporter.warn(message))) };

  // 1. Read the snapshots (validated at sync).
  reporter.phase('build: reading content/snapshots');
  const content = await readContent(options.snapshotsDir);

  // 2. Plan routes: every page in a language that has texts, in a stable order, this shard's share.
  const pages = planRoutes(content, options.shard);
  const locales = [...new Set(pages.map((page) => page.locale))].sort();

  // 3. Resolve lists, distributors and image presets into each page's data; site data per language.
  reporter.phase(`build: resolving ${pages.length} pages`);
  const index = new ContentIndex(content.pages, urlSite(content.site));
  // Time-aware lists split "upcoming" and "past" as of the sync: deterministic for the same snapshots.
  const asOf = (await readManifest(options.snapshotsDir))?.syncedAt;
  const views = pages.map((page) => resolvePage(page, index, log, asOf));
  const sites = new Map<Locale, SiteView>(locales.map((locale) => [locale, siteView(content, locale, log)]));
  const defaultSite = siteView(content, content.site.defaultLocale, log);
  const notFound = views.find((view) => view.page.templateType === 'Error404' && view.page.locale === content.site.defaultLocale);
  if (!notFound && !options.shard) {
    throw missingNotFoundPage(content.site.defaultLocale);
  }

  // 4. Images (SPEC §9): encode the variants the pages' definitions asked for (cached by content hash).
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

  // 5. Structured data: each template's JSON-LD, now that its images have published addresses.
  for (const view of views) {
    const nodes = templateStructuredData(view, sites.get(view.page.locale) as SiteView);
    if (nodes) view.structuredData = nodes;
  }

  // 6. Bundle the client and the server entry.
  reporter.phase('build: bundling with Vite');
  const bundled = await bundle(options.root, options.workDir);

  // 7. The build hash: changes whenever code or content changes (SPEC §2 build-hash check). It
  //    hashes all the content, not this shard's pages, so every shard of a build agrees on it.
  const siteHashes = new Map<Locale, string>([...sites].map(([locale, site]) => [locale, hash(compactStableJson(site))]));
  const buildHash = hash(compactStableJson({ manifest: bundled.manifest, content, sites: [...siteHashes] }));

  // 8. Render every page in the worker pool into a staged dist/, then page-data, assets and
  //    artefacts; the staged folder replaces dist/ only when everything is written.
  const jobs = renderJobs({ views, sites, defaultSite, notFound, bundled, buildHash, siteHashes });
  const staged = await stageDir(options.outDir);
  // The host snippets' folder is written under dist's lock: repair what a killed build left there too.
  const hostRecovery = await recoverDir(hostDirOf(options.outDir));
  if (hostRecovery.removed.length > 0)
    reporter.warn(`removed ${hostRecovery.removed.length} folder(s) left by interrupted runs beside ${hostDirOf(options.outDir)}`);
  const stagedHost = await stageDir(hostDirOf(options.outDir));
  try {
    await renderPages(staged.path, jobs, bundled.serverEntry, reporter);
    await writeData(staged.path, { jobs, sites, siteHashes, buildHash, content });
    await cp(join(bundled.clientDir, 'assets'), join(staged.path, 'assets'), { recursive: true });
    await images.writeTo(staged.path);
    const context: ArtefactContext = {
      outDir: staged.path,
      hostDir: stagedHost.path,
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
    await stagedHost.commit();
  } catch (error) {
    await staged.discard();
    await stagedHost.discard();
    throw error;
  }

  const seconds = (Date.now() - started) / 1000;
  reporter.done(
    `built ${views.length} pages in ${locales.length} languages (${locales.join(', ')}) in ${seconds.toFixed(1)} s → ${options.outDir}`,
  );
  return { pages: views.length, locales, buildHash, seconds, images: images.stats };
}

/** Every page in a built language, sorted by path, then this shard's share. */
function planRoutes(content: ValidContent, shard: BuildOptions['shard']) {
  return content.pages
    .filter((page) => BUILT_LOCALES.has(page.locale))
    .sort((a, b) => a.path.localeCompare(b.path))
    .filter((_, index) => !shard || index % shard.count === shard.index - 1);
}

interface JobInputs {
  views: PageView[];
  sites: Map<Locale, SiteView>;
  defaultSite: SiteView;
  notFound: PageView | undefined;
  bundled: BundleResult;
  buildHash: string;
  siteHashes: Map<Locale, string>;
}

/** A job per page, plus the fallback files of SPEC §2: /404.html (not found) and /500.html (server error). */
function renderJobs({ views, sites, defaultSite, notFound, bundled, buildHash, siteHashes }: JobInputs): PageJob[] {
  const job = (view: PageView, site: SiteView, files: { htmlFile: string; pageDataFile?: string }): PageJob => {
    const data: InitialData = {
      pageData: pageDataFile(view, buildHash, siteHashes.get(site.locale) ?? hash(compactStableJson(site))),
      site,
    };
    return { data, assets: pageAssets(bundled.manifest, view.page.templateType, view.modules), ...files };
  };
  const jobs = views.map((view) =>
    job(view, sites.get(view.page.locale) as SiteView, {
      htmlFile: htmlFile(view.page.path),
      pageDataFile: `page-data/${pageDataKey(view.page.path)}/page-data.json`,
    }),
  );
  // The fallback pages' page-data too, for client navigation to a missing page or after a 500.
  if (notFound) jobs.push(job(notFound, defaultSite, { htmlFile: '404.html', pageDataFile: 'page-data/404.html/page-data.json' }));
  jobs.push(job(serverErrorView(defaultSite), defaultSite, { htmlFile: '500.html', pageDataFile: 'page-data/500.html/page-data.json' }));
  return jobs;
}

async function renderPages(outDir: string, jobs: PageJob[], serverEntry: string, reporter: Reporter): Promise<void> {
  reporter.phase(`build: rendering ${jobs.length} pages with ${Math.min(jobs.length, availableParallelism())} workers`);
  let done = 0;
  await renderAll(serverEntry, jobs, async (jobIndex, html) => {
    await writeOut(outDir, (jobs[jobIndex] as PageJob).htmlFile, html);
    done += 1;
    reporter.progress(done, jobs.length);
  });
}

interface DataInputs {
  jobs: PageJob[];
  sites: Map<Locale, SiteView>;
  siteHashes: Map<Locale, string>;
  buildHash: string;
  content: ValidContent;
}

/** Page-data per page, the site data per language (one static query each) and app-data. */
async function writeData(outDir: string, { jobs, sites, siteHashes, buildHash, content }: DataInputs): Promise<void> {
  for (const job of jobs) {
    if (job.pageDataFile) await writeOut(outDir, job.pageDataFile, compactStableJson(job.data.pageData));
  }
  for (const [locale, site] of sites) await writeOut(outDir, `page-data/sq/d/${siteHashes.get(locale)}.json`, compactStableJson(site));
  await writeOut(
    outDir,
    'app-data.json',
    compactStableJson({
      webpackCompilationHash: buildHash,
      trailingSlash: content.site.trailingSlash,
      defaultLocale: content.site.defaultLocale,
    }),
  );
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

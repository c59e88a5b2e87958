// `unisite build`: snapshots → dist/ (static HTML per route × language, page-data, assets).
// The orchestrator only names the steps; each stage lives in its own folder (docs/architecture.md).
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Locale } from '../../content/schema/index.ts';
import type { PageDataFile, PageView, SiteView } from '../../site/lib/page-view.ts';
import { pageDataKey } from '../../site/lib/paths.ts';
import { sitemapFieldsOf } from '../../site/lib/sitemap-entries.ts';
import { artefacts, type ArtefactContext } from '../artefacts/index.ts';
import { startBundle, type BundleResult } from '../bundle/index.ts';
import { pageAssets } from '../bundle/page-assets.ts';
import { collectPageFiles, type PageFiles } from '../images/collect.ts';
import { buildImages, type ImageBuildStats } from '../images/index.ts';
import { planMediaFiles } from '../images/media-files.ts';
import { reporterAfter, type Reporter } from '../reporter.ts';
import { defaultPoolSize, PageWrites, renderAll, startWorker, type RenderJob, type StartedWorker } from '../render/pool.ts';
import { hostDirOf } from '../write/host-dir.ts';
import { withFolderLock } from '../write/lock.ts';
import { config } from '../config.ts';
import { missingNotFoundPage } from './checks.ts';
import { userError } from '../errors.ts';
import { galleryPages } from '../gallery/index.ts';
import { serverErrorView } from '../resolve/error-pages.ts';
import { BUILT_LOCALES, ContentIndex, listEntriesOf, resolvePage, siteView, urlSite } from '../resolve/index.ts';
import { ReadsRecorder, unchangedAnswers, type DigestedEntry } from '../resolve/reads.ts';
import { templateStructuredData } from '../resolve/structured-data.ts';
import { readContent, snapshotSites } from '../snapshots/index.ts';
import { readSummarisedContent, type PageSummary } from '../snapshots/summaries.ts';
import { RenderedPages } from '../search/cache.ts';
import { indexableDigest } from '../search/parts.ts';
import { searchCacheDir, searchDirOf, searchSiteOf, writeSearchIndex } from '../search/index.ts';
import type { ValidContent, ValidPage } from '../../content/schema/problems.ts';
import { textDigest } from '../digest.ts';
import { linkedVersion } from '../write/atomic-dir.ts';
import {
  beforeOf,
  BUILD_MANIFEST_FILE,
  manifestJson,
  inputsDigest,
  newManifest,
  previousManifest,
  writeNew,
  type BuildManifest,
  type PageRecord,
  type SpareManifest,
  type SpareRecord,
} from './manifest.ts';
import { keepLiveFiles, linkFiles, placeFile, placeLinked, writeOut } from '../write/files.ts';
import { discardVersion, keepSpareRecord, removeFile, stageVersion, type StagedVersion } from './staged-version.ts';
import { compactStableJson } from '../write/stable-json.ts';
import { collectGarbage } from '../memory.ts';
import { remembered } from '../../site/lib/remembered.ts';
import type { BuildSession } from '../build-session.ts';

export interface BuildOptions {
  root: string;
  snapshotsDir: string;
  /** The key of the site to build from the snapshots (docs/site-family.md); default: the default site. */
  site?: string | undefined;
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
  /** Add the module gallery under /_gallery/ (pipeline/gallery; noindex, never in the sitemap). */
  gallery?: boolean | undefined;
  /** Write no search index: the family's composition indexes every site once, over the composed dist/. */
  skipSearch?: boolean | undefined;
  /**
   * Where the rendered pages are kept reduced for the search index, so it need not read them
   * back: the family's, which indexes the composed dist/; by default the build's own when it
   * writes an index.
   */
  renderedPages?: RenderedPages | undefined;
  /**
   * What a long-running process (`unisite build --watch`) knows across its builds: the content
   * summaries and the build manifest it parsed between them (taken while their files are
   * unchanged), the code it loaded, the snapshot files written since its last build.
   */
  session?: BuildSession | undefined;
}

export interface BuildResult {
  pages: number;
  locales: Locale[];
  buildHash: string;
  seconds: number;
  images: ImageBuildStats;
  /** Pages rendered by this build; the others were kept from the previous version unchanged. */
  rendered: number;
  /** Page documents read from the snapshots; the others were known by their summaries (pipeline/snapshots/summaries.ts). */
  read: number;
  /** Pages resolved by this build; the others were kept without resolving them (their reads unchanged). */
  resolved: number;
  /** Whether the new version was made from the spare version in place (docs/performance.md). */
  recycled: boolean;
  /** Wall seconds per phase (read, resolve, images, bundle, render, write, artefacts). */
  phases: Record<string, number>;
  /** The site document built (its address and languages), for the family's composition. */
  site: Pick<ValidContent['site'], 'domain' | 'defaultLocale' | 'languages'>;
  /** Its not-found pages (SPEC §2 Error404) by language, as built HTML files. */
  notFound: Record<string, string>;
}

/**
 * Below this many pages resolved (or rendered), the build skips the full collections it forces
 * to lower its memory's high-water mark (pipeline/memory.ts): a one-document rebuild holds little
 * garbage, and the three collections were ≈ 0.2 s of it (docs/performance.md "Memory").
 */
const COLLECT_FROM_PAGES = 1_000;

/**
 * The largest page-data file the worker started early has a heap for (pipeline/render/pool.ts
 * workerHeapLimits): a list page of 5,000 news items is ≈ 2 MB. A larger one gets a new worker.
 */
const EARLY_WORKER_JOB_BYTES = 8 * 2 ** 20;

/** The fallback pages' files (SPEC §2): HTML and page-data. */
const NOT_FOUND_FILES = ['404.html', 'page-data/404.html/page-data.json'] as const;
const SERVER_ERROR_FILES = ['500.html', 'page-data/500.html/page-data.json'] as const;

/** Where a route's page-data goes: '/news/' → page-data/news/page-data.json. */
const pageDataPath = (path: string): string => `page-data/${pageDataKey(path)}/page-data.json`;

/** Where a route's HTML goes: '/news/' → news/index.html, '/' → index.html. */
export function htmlFile(path: string): string {
  const key = pageDataKey(path);
  return key === 'index' ? 'index.html' : `${key}/index.html`;
}

function hash(text: string, length = 20): string {
  return createHash('sha256').update(text).digest('hex').slice(0, length);
}

export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  // One build per output folder; leftovers of killed builds are removed first.
  return withFolderLock(options.outDir, 'unisite build', () => buildLocked(options), options.reporter.warn);
}

/** Wall time per phase, for `--profile` and the benchmark. */
function phaseClock() {
  const phases: Record<string, number> = {};
  let last = performance.now();
  return {
    phases,
    /** Ends the running phase under `name` (added up when a phase runs in parts). */
    lap(name: string) {
      const now = performance.now();
      phases[name] = (phases[name] ?? 0) + (now - last) / 1000;
      last = now;
    },
  };
}

async function buildLocked(options: BuildOptions): Promise<BuildResult> {
  const clock = phaseClock();

  // 0. The client and server bundles depend on the code only: Vite starts now, in its own process,
  //    and bundles while this one reads the content and makes the staged folders (step 4; its
  //    result is used at step 7).
  const { codeHash, bundled: bundling, kept } = await startBundle(options.root, options.workDir, options.session?.knownCodeHash());
  // Its failure is the build's at step 7; until then it must not count as unhandled.
  bundling.catch(() => undefined);
  if (options.session && !options.session.sameCode(codeHash)) {
    await bundling.catch(() => undefined);
    throw userError('WATCH_CODE_CHANGED', {
      what: `The source code of unisite in ${options.root} changed since \`unisite build --watch\` started.`,
      why: 'A running process keeps the code it started with: building on would make pages with the old code under the new code’s name.',
      fix: 'Start `unisite build --watch` again: its first build is made with the new code.',
    });
  }
  try {
    return await buildWithBundle(options, clock, codeHash, bundling, kept);
  } finally {
    // A build that fails before it needs the bundle still lets Vite finish (the next build
    // reuses it), so that no process outlives the build.
    await bundling.catch(() => undefined);
  }
}

async function buildWithBundle(
  options: BuildOptions,
  clock: ReturnType<typeof phaseClock>,
  codeHash: string,
  bundling: Promise<BundleResult>,
  keptBundle: BundleResult | undefined,
): Promise<BuildResult> {
  const { reporter } = options;
  const started = Date.now();
  const warned = new Set<string>();
  const log = { warn: (message: string) => (warned.has(message) ? undefined : (warned.add(message), reporter.warn(message))) };
  const hostDir = hostDirOf(options.outDir);
  // The version dist/ points at and its manifest: a page whose inputs are as they were is kept
  // from it (step 9), and, while the code is the same, without resolving it again (step 3).
  const previousVersion = options.shard ? null : await linkedVersion(options.outDir);
  const previous = await previousManifest(hostDir, previousVersion, options.session);
  let staging: StagedVersion | undefined;
  // A shard holds only part of the pages, and its shared files must be the same in every shard:
  // no index there; nor when the family's composition indexes the site.
  const writesSearch = !options.shard && !options.skipSearch;
  // A build of the code the live version was built by most likely renders few pages (a content
  // edit): its one render worker starts now, and imports the server bundle while this thread
  // reads and resolves the content. It is let go if many pages are resolved after all.
  let renderWorker =
    keptBundle && previous?.codeHash === codeHash
      ? startWorker(keptBundle.serverEntry, keptBundle.indexableEntry, EARLY_WORKER_JOB_BYTES)
      : undefined;
  const resolved = await readAndResolve(
    options,
    log,
    clock,
    codeHash,
    previous?.codeHash === codeHash ? previous : null,
    async (pages, site) => {
      // 4. Once the routes are known: a staged dist/, which replaces dist/ only when everything is
      //    written (step 9): the spare version made into the next, or a fresh folder. Its page
      //    folders are made while steps 3–8 run: the disk's work.
      staging = await stageVersion({
        outDir: options.outDir,
        hostDir,
        pageFiles: pageFiles(pages, site.defaultLocale),
        regenerated: ['page-data/sq', ...(writesSearch ? [] : [searchDirOf(site.pathPrefix)])],
        // The search index brings the spare's up to date (step 9).
        reconciled: writesSearch ? [searchDirOf(site.pathPrefix)] : [],
        recycle: !options.shard,
        codeHash,
        live: previous,
      });
      // The bundler's child peaks at its end, and resolving and planning are where this process's
      // memory grows: the two are not run side by side (docs/performance.md "Memory"). Settled
      // only: a failed bundle is reported at step 7, after the content's own problems.
      reporter.phase('build: bundling with Vite');
      await bundling.catch(() => undefined);
    },
  ).catch(async (error: unknown) => {
    await renderWorker?.terminate();
    if (staging) await discardVersion(staging);
    throw error;
  });
  const { content, pageCount: routes, locales, entries, sites, defaultSite, notFound, siteJson, siteHashes } = resolved;
  // Holds every document and the content index while a kept page may need resolving: let go after planning.
  let resolveLater = resolved.resolveKept;
  resolved.resolveKept = undefined;
  const version = staging as StagedVersion;
  const { staged, stagedHost, folders, inPlace } = version;
  let rendered = 0;
  let pageCount = 0;
  let resolvedPages = entries.length - resolved.kept;
  const ownRenderedPages = options.shard || options.skipSearch ? undefined : new RenderedPages(searchCacheDir(options.workDir));
  const renderedPages = options.renderedPages ?? ownRenderedPages;
  const renderSites = new Map(
    [...siteHashes].map(([locale, siteHash]) => [siteHash, locale === defaultSite.locale ? defaultSite : (sites.get(locale) as SiteView)]),
  );
  // A build that resolved few pages renders few: its one render worker, if not started already,
  // starts now, and imports the server bundle (settled at step 2) while this thread plans the
  // images and the pages. One that resolved many lets go of the worker it started.
  if (resolvedPages >= COLLECT_FROM_PAGES) {
    await renderWorker?.terminate();
    renderWorker = undefined;
  } else if (!renderWorker) {
    const early = await bundling.catch(() => undefined);
    renderWorker = early && startWorker(early.serverEntry, early.indexableEntry, EARLY_WORKER_JOB_BYTES);
  }
  try {
    // 5. Images (SPEC §9): encode the variants the pages' definitions asked for (cached by content hash).
    // The media library: the synced thumbnails first, then the CMS's files.
    const mediaDirs = [join(options.snapshotsDir, 'media'), options.mediaDir ?? join(options.root, 'content/cms/media')];
    // Each page resolved walked once for the images, media and documents it needs published; a
    // page kept without resolving it has them in its record.
    const pageFiles = entries.map((entry) =>
      'kept' in entry ? (entry.kept.files as PageFiles) : (entry.files = collectPageFiles(entry.view)),
    );
    const images = await buildImages({
      pageFiles,
      mediaDirs,
      cacheDir: options.imageCacheDir ?? config().imageCacheDir ?? join(options.root, '.unisite/image-cache'),
      assetDomain: options.assetDomain ?? config().assetDomain,
      reporter,
    });
    // The audio and video the pages play, and the documents they link, are published as they are
    // (same origin, for the CSP).
    const media = await planMediaFiles(pageFiles, mediaDirs, reporter);

    // 6. A resolved page's image assets, then its structured data (each template's JSON-LD, now
    //    that its images have published addresses).
    const assetsOf = (files: PageFiles) => {
      const shown = images.forFiles(files);
      return { shown, digest: textDigest(JSON.stringify(shown)) };
    };
    const complete = (entry: ResolvedEntry): ResolvedEntry => {
      const { shown, digest } = assetsOf(entry.files as PageFiles);
      if (Object.keys(shown).length > 0) entry.view.images = shown;
      entry.images = digest;
      const nodes = templateStructuredData(entry.view, sites.get(entry.view.page.locale) as SiteView);
      if (nodes) entry.view.structuredData = nodes;
      return entry;
    };
    // A kept page is resolved after all when its images were planned otherwise than last time
    // (a source file replaced) or its files cannot be kept (step 9).
    const resolveKept = (entry: KeptEntry): ResolvedEntry => {
      const late = (resolveLater as (entry: KeptEntry) => ResolvedEntry)(entry);
      const files = collectPageFiles(late.view);
      // Its images were planned from its record: the same reads resolve to the same page.
      if (JSON.stringify(files) !== JSON.stringify(entry.kept.files)) {
        throw new Error(`build: ${entry.page.path} resolved to other images than its record names; remove ${hostDir} and build again`);
      }
      late.files = files;
      resolvedPages += 1;
      return complete(late);
    };
    // Most pages kept share their files with others (none, or the site's few images): the digest
    // of each distinct set is made once (per page, ≈ 0.05 s of a one-document rebuild at 10,000).
    const keptDigests = new Map<string, string>();
    const keptDigestOf = (files: PageFiles): string => remembered(keptDigests, JSON.stringify(files), () => assetsOf(files).digest);
    for (const [at, entry] of entries.entries()) {
      if (!('kept' in entry)) complete(entry);
      else if (keptDigestOf(entry.kept.files as PageFiles) !== entry.kept.images) {
        entries[at] = resolveKept(entry);
      }
    }
    // Resolving's garbage is collected before planning adds its own: the heap's high-water mark
    // (which resident memory keeps) is the live set of every view plus one of the two.
    if (resolvedPages >= COLLECT_FROM_PAGES) collectGarbage();
    clock.lap('images');

    // 7. The client and the server entry, bundled since step 0 (reused from the work folder while
    //    the code is the same).
    const bundled = await bundling;
    clock.lap('bundle');

    // 8. The build hash (SPEC §2 build-hash check): the code and the client bundle only, so a
    //    content publish does not reload every visitor's open page; pages carry their own input
    //    digests in the build manifest. Every shard of a build agrees on it.
    const buildHash = hash(compactStableJson({ code: bundled.codeHash, manifest: bundled.manifest }));

    // 9. Into the staged dist/: each page either kept from the previous version (hard links; its
    //    input digest is unchanged) or given its page-data file now and queued for rendering;
    //    then site data, assets and artefacts.
    const manifest = newManifest(staged.versionName, buildHash, bundled.codeHash);
    manifest.answers = resolved.answers;
    manifest.content = resolved.contentState;
    const previousDir =
      previous && previousVersion && previous.buildHash === buildHash ? join(dirname(options.outDir), previousVersion) : null;
    // The write phase in three parts (docs/performance.md): folders, pages (links and
    // page-data), and after the render the site's other files.
    const madeDirs = await folders;
    clock.lap('write:folders');
    const planned = planPages({
      madeDirs,
      entries,
      resolveKept,
      defaultSite,
      notFound,
      bundled,
      buildHash,
      siteHashes,
      stagedDir: staged.path,
      previous: previousDir && previous ? { dir: previousDir, manifest: previous } : null,
      inPlace,
      manifest,
    });
    // Every view is now in a page-data file or kept: the build holds none while pages render.
    entries.length = 0;
    resolveLater = undefined;
    pageCount = planned.pages;
    rendered = planned.changed.length;
    // The views are let go: collected now, before the render workers start, the build's own
    // heap (and its resident memory) is half what it was under them.
    if (resolvedPages >= COLLECT_FROM_PAGES) collectGarbage();
    clock.lap('write:pages');
    // Each page being rendered, by its HTML file: the search reads it once it is written.
    const writes = new PageWrites(planned.changed.map((job) => relative(staged.path, job.htmlFile)));
    const rendering = renderPages(planned, renderSites, bundled, reporter, renderedPages, renderWorker, (index) =>
      writes.done(relative(staged.path, (planned.changed[index] as RenderJob).htmlFile)),
    ).finally(() => writes.settleAll());
    // Handed on: the render uses it or terminates it.
    renderWorker = undefined;
    // Awaited below; a failure must not count as unhandled meanwhile.
    rendering.catch(() => undefined);
    // Site search: index the staged pages, so the index goes live with them, below the site's
    // prefix. Pagefind indexes in processes of its own while this one writes the site data and
    // the artefacts, which the index does not read.
    let searching: Promise<unknown> = Promise.resolve();
    const search = (searchReporter: Reporter) => {
      searching = writeSearchIndex(staged.path, searchReporter, [searchSiteOf(content.site)], {
        cacheDir: searchCacheDir(options.workDir),
        previousDir: options.outDir,
        rendered: renderedPages,
        // Every page this build wrote or kept is in its manifest.
        files: Object.keys(manifest.pages),
        // What the search is given of each page, as rendered or kept: unchanged parts are known without reading.
        pageDigest: (file) => manifest.pages[file]?.indexable,
        written: (file) => writes.of(file),
        indexedBefore: (file) => previous?.pages[file]?.indexable,
      });
      // Awaited below, after the artefacts; it must not count as unhandled meanwhile.
      searching.catch(() => undefined);
    };
    // A build rendering few pages writes the site's other files while they render (the render
    // is then mostly the worker's start, and the site data, assets and artefacts read nothing it
    // writes), and starts the search beside it: the parts none of whose pages are rendered are
    // known (and linked) meanwhile, and the others wait for it. Their lines come after the
    // render's. A build rendering thousands does each after the render, which is its peak of memory.
    const beside = rendered < COLLECT_FROM_PAGES;
    const afterRender = beside ? reporterAfter(reporter, rendering) : reporter;
    if (writesSearch && beside) search(afterRender);
    // The site's other files, each a link to the live version's when it is the same.
    const liveDir = previousVersion ? join(dirname(options.outDir), previousVersion) : null;
    const siteDirs = new Set<string>();
    const write = async (file: string, bytes: string | Uint8Array) => placeFile(staged.path, file, bytes, liveDir, siteDirs);
    const writeRest = async () => {
      await writeSiteData(write, { siteJson, siteHashes, buildHash, content });
      // The client's files, linked from the kept bundle: the same bundle, the same files. Read and
      // compared with the live version's, their 127 files were ≈ 0.25 s of a one-document rebuild,
      // while the search waited on this thread to be given its pages.
      for (const file of readdirSync(join(bundled.clientDir, 'assets'), { recursive: true, withFileTypes: true })) {
        const from = join(file.parentPath, file.name);
        if (file.isFile()) placeLinked(staged.path, relative(bundled.clientDir, from), from, siteDirs);
      }
      await images.writeTo(staged.path);
      await media.writeTo(staged.path);
      clock.lap('write:site');
      const context: ArtefactContext = {
        outDir: staged.path,
        write,
        keepLive: (name) => keepLiveFiles(liveDir, staged.path, name, siteDirs),
        hostDir: stagedHost.path,
        root: options.root,
        workDir: options.workDir,
        snapshotsDir: options.snapshotsDir,
        content,
        sites,
        defaultSite,
        buildHash,
        manifest: bundled.manifest,
        reporter: afterRender,
      };
      for (const artefact of artefacts) {
        afterRender.info(artefact.name);
        await artefact.write(context);
      }
      clock.lap('artefacts');
    };
    const writeManifest = () => {
      // The live version becomes the spare at the switch: the next build knows its pages from
      // this manifest (manifest.ts `spareOf`), as far as they differ from this version's.
      if (previous) manifest.before = beforeOf(manifest, previous);
      return writeOut(stagedHost.path, BUILD_MANIFEST_FILE, manifestJson(manifest));
    };
    try {
      if (beside) await writeRest();
      await rendering;
      clock.lap('render');
      if (!beside) {
        if (writesSearch) {
          // The render's garbage goes, and the heap is compacted, before Pagefind's processes start
          // beside this one (pipeline/memory.ts): ≈ 40 MiB less resident while they run, for ≈ 0.1 s.
          collectGarbage({ compact: true });
          search(reporter);
        }
        await writeRest();
      }
      // The manifest is complete once the pages are written (the search reads it, never changes
      // it): a build rendering few pages writes it into the staged host folder while the search
      // finishes. One rendering thousands writes it after: its text (≈ 7 MB at 10,000 pages)
      // beside Pagefind's processes raised the peak of memory by ≈ 40 MiB.
      if (beside && !options.shard) await writeManifest();
      // What the recycled spare held that this version does not goes now, while this thread
      // waits for the search: starting its removal is a process spawned from this one.
      version.removeSpareLeftovers();
    } finally {
      // The pages and the index are written into the staged version: both settle before that
      // version is committed or discarded.
      await rendering.catch(() => undefined);
      await searching.catch(() => undefined);
    }
    await searching;
    // The search's time beyond the render's, the site data's and the artefacts'.
    clock.lap('search');
    // The manifest describes the version committed first; a kill between the two switches
    // leaves a manifest naming the old version, which the next build ignores (a full build).
    if (!beside && !options.shard) await writeManifest();
    // The live version becomes the spare the next build makes its version from, with its
    // manifest. One without a manifest (a shard's, a killed build's) could not be made into
    // another: it is removed after the switch by a detached process, not waited for.
    if (previous) await keepSpareRecord(hostDir, stagedHost.path);
    await staged.commit({ removePrevious: previous ? 'keep' : 'background' });
    await stagedHost.commit();
    clock.lap('switch');

    const seconds = (Date.now() - started) / 1000;
    const resolvedNote = resolvedPages < routes ? `${resolvedPages} resolved, ` : '';
    const reuse =
      rendered < pageCount ? ` (${resolvedNote}${rendered} rendered, ${pageCount - rendered} unchanged${inPlace ? ', in place' : ''})` : '';
    reporter.done(
      `built ${routes} pages in ${locales.length} languages (${locales.join(', ')})${reuse} in ${seconds.toFixed(1)} s → ${options.outDir}`,
    );
    return {
      pages: routes,
      locales,
      buildHash,
      seconds,
      images: images.stats,
      rendered,
      read: resolved.read,
      resolved: resolvedPages,
      recycled: inPlace !== null,
      phases: clock.phases,
      site: content.site,
      notFound: resolved.notFoundFiles,
    };
  } catch (error) {
    await renderWorker?.terminate();
    await discardVersion(version);
    throw error;
  } finally {
    await ownRenderedPages?.close();
  }
}

/** A page resolved by this build, with what the manifest keeps of resolving it. */
interface ResolvedEntry {
  view: PageView;
  /** The digest of its document's snapshot text; none for the gallery's pages (pipeline/resolve/reads.ts). */
  document?: string | undefined;
  reads: string[];
  warnings: string[];
  /** Its images, media and documents (step 5), and the digest of its image assets (step 6). */
  files?: PageFiles | undefined;
  images?: string | undefined;
}

/** A page kept without resolving it: its record in the previous manifest, and its document should it be resolved after all. */
interface KeptEntry {
  kept: PageRecord;
  page: PageSummary<DigestedEntry>;
}

type PageEntry = ResolvedEntry | KeptEntry;

/**
 * Steps 1–3: the snapshots read, the routes planned and every page resolved, but those the
 * previous build resolved from the same document and the same reads (`reusable`, its manifest,
 * when the code is the same: docs/performance.md "Pages not resolved again"). A function of its
 * own so that what only resolving needs — every document whole, the content index and its
 * cached lists — is let go when it returns (unless a kept page may need resolving after all):
 * the rest of the build keeps the resolved views, the site data and, for the artefacts, each
 * page's sitemap fields.
 */
async function readAndResolve(
  options: BuildOptions,
  log: { warn: (message: string) => void },
  clock: ReturnType<typeof phaseClock>,
  codeHash: string,
  reusable: BuildManifest | null,
  beforeResolving: (pages: RoutePage[], site: ValidContent['site']) => Promise<void>,
) {
  const { reporter } = options;
  // 1. Read the snapshots (validated at sync): every page summarised, from the summaries kept
  //    in the work folder where its file is unchanged (pipeline/snapshots/summaries.ts).
  reporter.phase('build: reading content/snapshots');
  const content = await readSummarisedContent(options.snapshotsDir, options.site, {
    cacheDir: join(options.workDir, 'content-summaries'),
    codeHash,
    session: options.session,
    // Each card with its digest, as a list's answer is digested (pipeline/resolve/reads.ts).
    entriesOf: (page) => listEntriesOf(page).map((entry) => ({ ...entry, cardDigest: textDigest(JSON.stringify(entry.card)) })),
  });
  clock.lap('read');

  // 2. Plan routes: every page in a language that has texts, in a stable order, this shard's share;
  //    with --gallery the gallery's pages too (not CMS pages: lists and the sitemap never see them).
  const defaultLanguage = content.site.languages.find((language) => language.locale === content.site.defaultLocale);
  const gallery = options.gallery ? galleryPages(content.site.defaultLocale, defaultLanguage?.id ?? 0) : [];
  const pages = planRoutes<RoutePage>([...content.pages, ...gallery], options.shard);
  const locales = [...new Set(pages.map((page) => page.locale))].sort();
  await beforeResolving(pages, content.site);
  // Mostly the wait for the bundler, as at step 7.
  clock.lap('bundle');

  // 3. Resolve lists, distributors and image presets into each page's data; site data per language.
  reporter.phase(`build: resolving ${pages.length} pages`);
  const sites = new Map<Locale, SiteView>(locales.map((locale) => [locale, siteView(content, locale, log)]));
  const defaultSite = siteView(content, content.site.defaultLocale, log);
  const siteJson = new Map<Locale, string>([...sites].map(([locale, site]) => [locale, compactStableJson(site)]));
  const siteHashes = new Map<Locale, string>([...siteJson].map(([locale, json]) => [locale, hash(json)]));
  siteHashes.set(defaultSite.locale, siteHashes.get(defaultSite.locale) ?? hash(compactStableJson(defaultSite)));
  const listEntries = content.pages.flatMap((page) => page.entries);
  const addresses = urlSite(content.site);
  const index = new ContentIndex({ pages: content.pages, entries: listEntries }, addresses);
  // Time-aware lists split "upcoming" and "past" as of the sync: deterministic for the same snapshots.
  const asOf = content.syncedAt;
  // The gallery's examples are resolved against the pages of every site of the family: a
  // distributor example then shows the cards of the site that has them (programmes and blog
  // posts live on the business school, news and people on the research centre).
  const galleryIndex = options.gallery
    ? new ContentIndex(await familyPages(options.snapshotsDir, content.pages.map(content.document)), addresses)
    : index;
  // What the previous build answered still holds for the reads nothing changed since touches,
  // when its manifest was made from the summaries as they were before this build read them.
  const contentState = {
    summaries: content.changes.state,
    order: textDigest(content.pages.map((page) => page.file).join('\n')),
    site: textDigest(JSON.stringify(addresses)),
  };
  const before = reusable?.content;
  const sameBefore =
    before !== undefined &&
    content.changes.since !== null &&
    before.summaries === content.changes.since &&
    before.order === contentState.order;
  const sitemapChanged = !sameBefore || content.changes.sitemap || before.site !== contentState.site;
  const known =
    reusable?.answers && sameBefore
      ? unchangedAnswers({ answers: reusable.answers, touched: content.changes.touched, sitemap: sitemapChanged })
      : undefined;
  const recorder = new ReadsRecorder(index, asOf, known);
  recorder.knowCards(listEntries);
  const resolveOne = (route: RoutePage): ResolvedEntry => {
    if (!isSummary(route)) return { view: resolvePage(route, galleryIndex, log, asOf), reads: [], warnings: [] };
    const warnings: string[] = [];
    const page = content.document(route);
    const { view, reads } = recorder.resolve(page, { warn: (message) => (warnings.push(message), log.warn(message)) });
    return { view, document: route.digest, reads, warnings };
  };
  // The not-found pages are always resolved: one of them is the 404 fallback's too (step 9).
  // Another page is kept when its document and what the content answers each of its reads are
  // as the previous build recorded them.
  const answered = reusable?.answers ?? {};
  const keepable = (page: PageSummary<DigestedEntry>, record: PageRecord | undefined): record is PageRecord =>
    record !== undefined &&
    page.templateType !== 'Error404' &&
    record.page === page.path &&
    record.pageData === pageDataPath(page.path) &&
    record.site === siteHashes.get(page.locale) &&
    record.files !== undefined &&
    record.images !== undefined &&
    record.reads !== undefined &&
    record.document === page.digest &&
    record.reads.every((read) => answered[read] === recorder.answerOf(read));
  let kept = 0;
  const entries = pages.map((page): PageEntry => {
    const record = reusable?.pages[htmlFile(page.path)];
    if (!isSummary(page) || !keepable(page, record)) return resolveOne(page);
    kept += 1;
    for (const message of record.warnings ?? []) log.warn(message);
    return { kept: record, page };
  });
  const notFound = entries.find(
    (entry): entry is ResolvedEntry => 'view' in entry && isNotFoundPage(entry.view.page, content.site.defaultLocale),
  )?.view;
  if (!notFound && !options.shard) {
    throw missingNotFoundPage(content.site.defaultLocale);
  }
  clock.lap('resolve');

  // What the content answers every read of the pages now, for the next build.
  const answers: Record<string, string> = {};
  for (const entry of entries)
    for (const read of 'kept' in entry ? (entry.kept.reads ?? []) : entry.reads) answers[read] ??= recorder.answerOf(read);
  // The pages as the artefacts read them.
  const listed = content.pages.map(sitemapFieldsOf);
  const notFoundFiles = Object.fromEntries(
    content.pages.filter((page) => page.templateType === 'Error404').map((page) => [page.locale, htmlFile(page.path)]),
  );
  return {
    notFoundFiles,
    // The sitemap's entries if resolving made them; else the sitemap artefact makes them, while the pages render.
    content: {
      site: content.site,
      regions: content.regions,
      pages: listed,
      sitemap: index.madeSitemapEntries(),
      // The previous build's (the live version's, made by the same code) when nothing in it changed.
      sitemapUnchanged: !sitemapChanged,
    },
    contentState,
    pageCount: pages.length,
    locales,
    entries,
    kept,
    read: content.read,
    answers,
    // Holds the content index (and with it every summary) only while some page was kept.
    resolveKept: kept > 0 ? (entry: KeptEntry): ResolvedEntry => resolveOne(entry.page) : undefined,
    sites,
    defaultSite,
    siteJson,
    siteHashes,
    notFound,
  };
}

/** A route of the build: a page document of the snapshots (summarised), or a page of the gallery. */
type RoutePage = PageSummary<DigestedEntry> | ValidPage;

const isSummary = (page: RoutePage): page is PageSummary<DigestedEntry> => 'entries' in page;

/** Every page in a built language, sorted by path, then this shard's share. */
function planRoutes<Page extends Pick<ValidPage, 'locale' | 'path'>>(pages: Page[], shard: BuildOptions['shard']): Page[] {
  return pages
    .filter((page) => BUILT_LOCALES.has(page.locale))
    .sort((a, b) => a.path.localeCompare(b.path))
    .filter((_, index) => !shard || index % shard.count === shard.index - 1);
}

interface PlanInputs {
  /** Every page in order: resolved, or kept without resolving it (emptied as they are planned). */
  entries: PageEntry[];
  /** Resolves a kept page after all, its image assets and structured data included. */
  resolveKept: (entry: KeptEntry) => ResolvedEntry;
  defaultSite: SiteView;
  notFound: PageView | undefined;
  bundled: BundleResult;
  buildHash: string;
  siteHashes: Map<Locale, string>;
  stagedDir: string;
  /** The version dist/ points at and its manifest, when this build may keep its files. */
  previous: { dir: string; manifest: BuildManifest } | null;
  /** The manifest of the spare the staged version was made from, whose unchanged pages are in place. */
  inPlace: SpareManifest | null;
  /** Filled with every page's record. */
  manifest: BuildManifest;
  /** The staged folders made already. */
  madeDirs: Set<string>;
}

interface PlannedPages {
  /** HTML files planned, the fallback pages included. */
  pages: number;
  /** The pages to render, their page-data files written. */
  changed: RenderJob[];
  /** Each changed page's manifest record, in the same order: the render adds what the search is given of it. */
  records: PageRecord[];
  /** Length of the largest page-data file written, for the render workers' heaps. */
  largestPageData: number;
}

/**
 * A job per page, plus the fallback files of SPEC §2: /404.html (not found) and /500.html
 * (server error), each dealt with at once, so that no page's data outlives this loop: a page
 * whose digest matches the previous build's gets that version's HTML and page-data by hard link;
 * any other gets its page-data file written now and a render job that names it.
 *
 * The links and writes are synchronous system calls (manifest.ts says why), one page after the other.
 */
function planPages(inputs: PlanInputs): PlannedPages {
  const { entries, resolveKept, defaultSite, notFound, bundled, buildHash, siteHashes, stagedDir, previous, inPlace, manifest, madeDirs } =
    inputs;
  const planned: PlannedPages = { pages: 0, changed: [], records: [], largestPageData: 0 };
  /** Places the page's files as the spare or the previous version has them, if it can; false when they must be written. */
  const place = (record: PageRecord, files: { htmlFile: string; pageDataFile: string }, from: (last: SpareRecord) => void): boolean => {
    // In a recycled spare the files of a page unchanged since it was built are in place; any
    // other page's are removed first (the live version may share them by hard link).
    const spare = inPlace?.pages[files.htmlFile];
    if (spare?.inputs === record.inputs && spare.pageData === files.pageDataFile) return (from(spare), true);
    if (inPlace) for (const file of [files.htmlFile, files.pageDataFile]) removeFile(join(stagedDir, file));
    const last = previous?.manifest.pages[files.htmlFile];
    if (previous && last?.inputs === record.inputs && last.pageData === files.pageDataFile) {
      if (linkFiles(previous.dir, stagedDir, [files.htmlFile, files.pageDataFile], madeDirs)) return (from(last), true);
    }
    return false;
  };
  const plan = (view: PageView, locale: Locale, files: { htmlFile: string; pageDataFile: string }, entry?: ResolvedEntry) => {
    const site = siteHashes.get(locale) as string;
    const data = pageDataFile(view, buildHash, site);
    const assets = pageAssets(bundled.manifest, `/${files.pageDataFile}`);
    // Everything the HTML and page-data are made of (the build hash is inside the page-data).
    // The page-data's digest is taken of its plain JSON text, several times faster to make than
    // its key-sorted text, which only the pages written need: the same text is the same value,
    // and the resolver builds a page's objects in the same order for the same documents.
    const inputs = inputsDigest([files.htmlFile, files.pageDataFile, JSON.stringify(data), site, JSON.stringify(assets)]);
    const record: PageRecord = { inputs, page: view.page.path, site, pageData: files.pageDataFile };
    // What the next build needs to keep the page without resolving it (the fallback pages are always made).
    if (entry?.document !== undefined) {
      Object.assign(record, {
        document: entry.document,
        reads: entry.reads,
        files: entry.files,
        images: entry.images,
      });
      if (entry.warnings.length > 0) record.warnings = entry.warnings;
    }
    manifest.pages[files.htmlFile] = record;
    planned.pages += 1;
    // A page kept is the same HTML: what the search is given of it is too.
    const sameHtml = (from: SpareRecord) => {
      if (from.indexable !== undefined) record.indexable = from.indexable;
    };
    if (place(record, files, sameHtml)) return;
    const pageDataJson = compactStableJson(data);
    writeNew(stagedDir, files.pageDataFile, pageDataJson, madeDirs);
    planned.largestPageData = Math.max(planned.largestPageData, pageDataJson.length);
    planned.changed.push({
      path: view.page.path,
      pageDataFile: join(stagedDir, files.pageDataFile),
      htmlFile: join(stagedDir, files.htmlFile),
      site,
      assets,
    });
    planned.records.push(record);
  };
  // Each entry is let go once planned (the caller empties the array).
  for (let index = 0; index < entries.length; index += 1) {
    let entry = entries[index] as PageEntry;
    if ('kept' in entry) {
      const files = { htmlFile: htmlFile(entry.page.path), pageDataFile: pageDataPath(entry.page.path) };
      // Its record as it was, but for the version it is in.
      const record: PageRecord = { ...entry.kept };
      manifest.pages[files.htmlFile] = record;
      if (place(record, files, () => undefined)) {
        planned.pages += 1;
        entries[index] = PLANNED;
        continue;
      }
      entry = resolveKept(entry);
    }
    const { view } = entry;
    plan(view, view.page.locale, { htmlFile: htmlFile(view.page.path), pageDataFile: pageDataPath(view.page.path) }, entry);
    if (view !== notFound) entries[index] = PLANNED;
  }
  // The fallback pages' page-data too, for client navigation to a missing page or after a 500.
  const [notFoundHtml, notFoundData] = NOT_FOUND_FILES;
  const [serverErrorHtml, serverErrorData] = SERVER_ERROR_FILES;
  if (notFound) plan(notFound, defaultSite.locale, { htmlFile: notFoundHtml, pageDataFile: notFoundData });
  plan(serverErrorView(defaultSite), defaultSite.locale, { htmlFile: serverErrorHtml, pageDataFile: serverErrorData });
  return ownChangesFirst(planned, previous?.manifest);
}

/**
 * The pages whose own document changed render first, the others (rendered again for what they
 * show of other documents: a card, a list) after them. An edited page's text is what the search
 * most likely indexes anew, and the search, started beside a small render, learns from it
 * which of its parts to index again (pipeline/search/parts.ts) a few tenths of a second sooner.
 */
function ownChangesFirst(planned: PlannedPages, last: BuildManifest | undefined): PlannedPages {
  if (!last) return planned;
  // 0 for a page whose document is new or changed, 1 for one whose document is as it was.
  const rank = planned.records.map((record) => {
    const before = last.pages[htmlFile(record.page)];
    return Number(before !== undefined && before.document === record.document);
  });
  const order = rank.map((_, at) => at).sort((a, b) => (rank[a] as number) - (rank[b] as number));
  return {
    ...planned,
    changed: order.map((at) => planned.changed[at] as RenderJob),
    records: order.map((at) => planned.records[at] as PageRecord),
  };
}

/** The page whose data the 404 fallback publishes: the not-found page of the default language. */
const isNotFoundPage = (page: Pick<ValidPage, 'templateType' | 'locale'>, defaultLocale: Locale) =>
  page.templateType === 'Error404' && page.locale === defaultLocale;

/** Every page's HTML and page-data file, the fallback pages' included. */
function pageFiles(pages: RoutePage[], defaultLocale: Locale): string[] {
  const files = pages.flatMap((page) => [htmlFile(page.path), pageDataPath(page.path)]);
  // The not-found page's data is also published as the 404 fallback's (step 9).
  const notFound = pages.some((page) => isNotFoundPage(page, defaultLocale));
  return [...files, ...(notFound ? NOT_FOUND_FILES : []), ...SERVER_ERROR_FILES];
}

/** Stands in for an entry once its page is planned, so its view can be collected. */
const PLANNED = { view: {} as PageView, reads: [], warnings: [] } satisfies ResolvedEntry;

async function renderPages(
  planned: PlannedPages,
  sites: ReadonlyMap<string, SiteView>,
  bundled: BundleResult,
  reporter: Reporter,
  renderedPages: RenderedPages | undefined,
  started: StartedWorker | undefined,
  written: (index: number) => void,
): Promise<void> {
  const jobs = planned.changed;
  const kept = planned.pages - jobs.length;
  const unchanged = kept > 0 ? ` (${kept} unchanged, kept)` : '';
  reporter.phase(`build: rendering ${jobs.length} pages with ${defaultPoolSize(jobs.length)} workers${unchanged}`);
  let done = 0;
  await renderAll(
    bundled.serverEntry,
    sites,
    jobs,
    (index, page) => {
      if (renderedPages && page.indexable !== undefined) {
        renderedPages.add(page.file, page.indexable);
        (planned.records[index] as PageRecord).indexable = indexableDigest(page.indexable);
      }
      written(index);
      done += 1;
      reporter.progress(done, jobs.length);
    },
    { largestJobBytes: planned.largestPageData, indexableEntry: bundled.indexableEntry, indexable: renderedPages !== undefined, started },
  );
}

interface DataInputs {
  siteJson: Map<Locale, string>;
  siteHashes: Map<Locale, string>;
  buildHash: string;
  content: Pick<ValidContent, 'site'>;
}

/** The site data per language (one static query each) and app-data. */
async function writeSiteData(write: ArtefactContext['write'], { siteJson, siteHashes, buildHash, content }: DataInputs): Promise<void> {
  for (const [locale, json] of siteJson) await write(`page-data/sq/d/${siteHashes.get(locale)}.json`, json);
  await write(
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

/** This site's pages, then those of the family's other sites (for the gallery's examples). */
async function familyPages(snapshotsDir: string, own: ValidPage[]): Promise<ValidPage[]> {
  const ownIds = new Set(own.map((page) => page.id));
  const others: ValidPage[] = [];
  for (const site of await snapshotSites(snapshotsDir)) {
    for (const page of (await readContent(snapshotsDir, site.key)).pages) if (!ownIds.has(page.id)) others.push(page);
  }
  return [...own, ...others];
}

// Step 7: write the pages into the staged dist/: each page either kept from the previous version
// (hard links; its input digest is unchanged) or given its page-data file now and rendered, by a
// worker pool, into its HTML. A job per page, plus the fallback files of SPEC §2: /404.html (not
// found) and /500.html (server error). Each page is dealt with at once, so that no page's data
// outlives the planning loop; the links and writes are synchronous system calls (manifest.ts says
// why), one page after the other. The render goes on while the later steps run, as the schedule
// decides (pipeline/site-build/schedule.ts).
import { join, relative } from 'node:path';
import type { Locale } from '../../../content/schema/index.ts';
import type { PageDataFile, PageView, SiteView } from '../../../site/lib/page-view.ts';
import type { BundleResult } from '../../bundle/index.ts';
import { pageAssets } from '../../bundle/page-assets.ts';
import { clientEntryFor } from '../../bundle/eager.ts';
import { defaultPoolSize, PageWrites, renderAll, type RenderJob, type RenderWorkers, type StartedWorker } from '../../render/pool.ts';
import { reporterAfter, type Reporter } from '../../reporter.ts';
import { serverErrorView } from '../../resolve/error-pages.ts';
import type { RenderedPages } from '../../search/cache.ts';
import { indexableDigest } from '../../search/parts.ts';
import { compactStableJson } from '../../write/stable-json.ts';
import { inputsDigest, newManifest, writeNew, type BuildManifest, type PageRecord, type SpareRecord } from '../manifest.ts';
import type { PageFilesIn } from '../previous-build.ts';
import {
  htmlFile,
  NOT_FOUND_FILES,
  pageDataPath,
  SERVER_ERROR_FILES,
  type KeptEntry,
  type PageEntry,
  type RenderSites,
  type ResolvedEntry,
} from '../run.ts';
import type { BuildRun } from '../build-run.ts';
import type { StagedVersion } from '../staged-version.ts';
import type { Resolved } from './04-resolve.ts';
import type { Bundle } from './06-bundle.ts';

export interface WrittenPages {
  /** Every page's record, written by the commit step. */
  manifest: BuildManifest;
  /** HTML files planned, the fallback pages included. */
  pages: number;
  /** Pages rendered (the others were kept). */
  rendered: number;
  /** The render, settled once every page is written; awaited by the commit step. */
  rendering: Promise<void>;
  /** Whether the site's other files, the search and the manifest are written beside the render. */
  beside: boolean;
  /** Each page being rendered, by its HTML file: the search reads it once it is written. */
  writes: PageWrites;
  /** The reporter of what runs beside the render: its lines come after the render's. */
  reporter: Reporter;
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

export async function writePages(
  run: BuildRun,
  version: StagedVersion,
  resolved: Resolved,
  { bundled, buildHash }: Bundle,
): Promise<WrittenPages> {
  const { reporter, clock, schedule } = run;
  const { staged, folders } = version;
  const manifest = newManifest(staged.versionName, buildHash, bundled.codeHash);
  manifest.answers = resolved.answers;
  manifest.content = resolved.contentState;
  // The write phase in three parts (docs/performance.md): folders, pages (links and page-data),
  // and after the render the site's other files.
  const madeDirs = await folders;
  clock.lap('write:folders');
  const planned = planPages(run, resolved, version, madeDirs, bundled, buildHash, manifest);
  // Every view is now in a page-data file or kept: the build holds none while pages render.
  resolved.entries.length = 0;
  resolved.resolveKept = undefined;
  // The views are let go: collected now, before the render workers start, the build's own heap
  // (and its resident memory) is half what it was under them.
  schedule.collectAfter(run.resolvedPages);
  clock.lap('write:pages');
  const renderSites = new Map(
    [...resolved.siteHashes].map(([locale, siteHash]) => [
      siteHash,
      locale === resolved.defaultSite.locale ? resolved.defaultSite : (resolved.sites.get(locale) as SiteView),
    ]),
  );
  const writes = new PageWrites(planned.changed.map((job) => relative(staged.path, job.htmlFile)));
  const rendering = renderPages(
    planned,
    renderSites,
    bundled,
    reporter,
    run.renderedPages,
    schedule.takeWorker(),
    run.options.renderWorkers,
    (index) => writes.done(relative(staged.path, (planned.changed[index] as RenderJob).htmlFile)),
  ).finally(() => writes.settleAll());
  // Awaited by the commit step; a failure must not count as unhandled meanwhile.
  rendering.catch(() => undefined);
  const beside = schedule.besideRender(planned.changed.length);
  if (!beside) {
    await rendering;
    clock.lap('render');
    if (run.writesSearch) schedule.collectBeforeSearch();
  }
  return {
    manifest,
    pages: planned.pages,
    rendered: planned.changed.length,
    rendering,
    beside,
    writes,
    reporter: beside ? reporterAfter(reporter, rendering) : reporter,
  };
}

function planPages(
  run: BuildRun,
  resolved: Resolved,
  { staged, inPlace }: StagedVersion,
  madeDirs: Set<string>,
  bundled: BundleResult,
  buildHash: string,
  manifest: BuildManifest,
): PlannedPages {
  const { entries, defaultSite, notFound, siteHashes } = resolved;
  const resolveKept = resolved.resolveKept as (entry: KeptEntry) => ResolvedEntry;
  const stagedDir = staged.path;
  const planned: PlannedPages = { pages: 0, changed: [], records: [], largestPageData: 0 };
  /** Places the page's files as the spare or the previous version has them, if it can; false when they must be written. */
  const place = run.previous.placer(buildHash, inPlace, stagedDir, madeDirs);
  const plan = (view: PageView, locale: Locale, files: PageFilesIn, entry?: ResolvedEntry) => {
    const site = siteHashes.get(locale) as string;
    const data = pageDataFile(view, buildHash, site);
    const assets = pageAssets(bundled.manifest, `/${files.pageDataFile}`, clientEntryFor(view.modules));
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
  return { ...planned, ...run.previous.renderOrder(buildHash, planned.changed, planned.records) };
}

/** Stands in for an entry once its page is planned, so its view can be collected. */
const PLANNED = { view: {} as PageView, reads: [], warnings: [] } satisfies ResolvedEntry;

async function renderPages(
  planned: PlannedPages,
  sites: RenderSites,
  bundled: BundleResult,
  reporter: Reporter,
  renderedPages: RenderedPages | undefined,
  started: StartedWorker | undefined,
  lender: RenderWorkers | undefined,
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
    {
      largestJobBytes: planned.largestPageData,
      indexableEntry: bundled.indexableEntry,
      indexable: renderedPages !== undefined,
      started,
      lender,
    },
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

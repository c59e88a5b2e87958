// `unisite build` for the site family (SPEC §1, docs/site-family.md): every site the snapshots
// hold is built on its own, as a single site, into its own folder under the work folder (so
// each keeps its incremental build: dist-sites/<key> beside dist/), then the family's dist/ is composed from them with hard
// links and swapped in whole. One site (a lone site, or `--site <id>`) is built straight into
// the output folder, exactly as before the family existed.
import { join } from 'node:path';
import { userError } from '../../errors/index.ts';
import { withFolderLock } from '../../write/lock.ts';
import { SharedFiles } from '../../write/shared-files.ts';
import { holdVersion } from '../../write/reader-lease.ts';
import { pauseAt } from '../../write/test-pause.ts';
import { snapshotSites, type SnapshotSite } from '../../snapshots/index.ts';
import { RenderWorkers } from '../../render/pool.ts';
import { RenderedPages } from '../../search/cache.ts';
import { searchCacheDir } from '../../search/index.ts';
import { buildSite, type BuildOptions, type BuildResult } from '../index.ts';
import type { DeferredVariant } from '../../images/index.ts';
import { builtSite, type BuiltSite } from './built-site.ts';
import { composeFamily } from './compose.ts';
import { checkFamilyLinks } from './links.ts';

export { builtSite, type BuiltSite } from './built-site.ts';
export { composeFamily } from './compose.ts';

export interface FamilyBuildOptions extends Omit<BuildOptions, 'site'> {
  /** Only the site of this key or CMS id (`--site law-school`); default: every site of the snapshots. */
  site?: number | string | undefined;
  /** Publish nothing when a link leads nowhere (default: warn and publish). */
  strict?: boolean | undefined;
}

export interface FamilyBuildResult {
  /** One result per site built, in the family's order (the root site first). */
  sites: Array<{ key: string; pathPrefix: string; result: BuildResult }>;
  pages: number;
  seconds: number;
  /** Whether the composed dist/ was made from its spare version in place (a lone site: whether its build's was). */
  recycled: boolean;
  /**
   * The image variants left unencoded (`deferImages`), each with the output folders the build
   * would have put it in: its sites' own folders and the composed one.
   */
  deferredImages: DeferredPlacement[];
}

export type DeferredPlacement = DeferredVariant & { dirs: string[] };

/** The sites' deferred variants, each once, with every folder that lacks it. */
function deferredPlacements(
  sites: ReadonlyArray<{ outDir: string; deferred: readonly DeferredVariant[] }>,
  composedDir?: string,
): DeferredPlacement[] {
  const byFile = new Map<string, DeferredPlacement>();
  for (const { outDir, deferred } of sites) {
    for (const variant of deferred) {
      const known = byFile.get(variant.published);
      if (known) known.dirs.splice(-1, 0, outDir);
      else byFile.set(variant.published, { ...variant, dirs: composedDir ? [outDir, composedDir] : [outDir] });
    }
  }
  return [...byFile.values()];
}

/**
 * Where a site of the family is built before composition: `dist-sites/<key>` beside `dist/`
 * (with its own host folder, lock and build manifest), so two output folders never share one.
 */
export const siteBuildDir = (outDir: string, key: string): string => join(`${outDir.replace(/[/\\]+$/, '')}-sites`, key);

export async function buildFamily(options: FamilyBuildOptions): Promise<FamilyBuildResult> {
  // The snapshots' link is resolved once: every site and every step reads the version it named
  // at the start, which a sync switching the link meanwhile keeps until this build ends
  // (pipeline/write/reader-lease.ts).
  const snapshots = await holdVersion(options.snapshotsDir);
  try {
    await pauseAt('build:snapshots:held');
    return await buildHeld({ ...options, snapshotsDir: snapshots.dir });
  } finally {
    await snapshots.release();
  }
}

async function buildHeld(options: FamilyBuildOptions): Promise<FamilyBuildResult> {
  const started = Date.now();
  const all = await snapshotSites(options.snapshotsDir);
  const chosen = options.site === undefined ? all : all.filter((site) => site.id === options.site || site.key === options.site);
  if (options.site !== undefined && chosen.length === 0) {
    throw userError('SITE_UNKNOWN', { site: options.site, snapshotsDir: options.snapshotsDir, known: all });
  }
  // A lone site (or none: buildSite reports the missing snapshots) builds as it always did.
  if (chosen.length <= 1) {
    const result = await buildSite({ ...options, site: chosen[0]?.key });
    const site = chosen[0];
    return {
      sites: site ? [{ key: site.key, pathPrefix: site.pathPrefix, result }] : [],
      pages: result.pages,
      seconds: result.seconds,
      recycled: result.recycled,
      deferredImages: deferredPlacements([{ outDir: options.outDir, deferred: result.deferredImages }]),
    };
  }
  return withFolderLock(options.outDir, 'unisite build', () => buildAll(options, chosen, started), options.reporter.warn);
}

async function buildAll(options: FamilyBuildOptions, sites: SnapshotSite[], started: number): Promise<FamilyBuildResult> {
  // The pages the sites render, kept reduced for the composition's search index.
  const renderedPages = options.shard ? undefined : new RenderedPages(searchCacheDir(options.workDir));
  // The render workers, lent to each site's render in turn: each imports the server bundle once
  // for the family, not once per site.
  const renderWorkers = new RenderWorkers();
  // The files every site writes alike (fonts, logos …): made by the first site, linked by the others.
  const sharedFiles = new SharedFiles(join(options.workDir, 'shared-files'));
  try {
    const result = await buildSites({ ...options, renderWorkers, sharedFiles }, sites, started, renderedPages);
    sharedFiles.prune();
    return result;
  } finally {
    await renderWorkers.close();
    await renderedPages?.close();
  }
}

async function buildSites(
  options: FamilyBuildOptions,
  sites: SnapshotSite[],
  started: number,
  renderedPages: RenderedPages | undefined,
): Promise<FamilyBuildResult> {
  const { reporter } = options;
  const built: Array<{ key: string; pathPrefix: string; result: BuildResult }> = [];
  const folders: BuiltSite[] = [];
  // 1. Each site as a single site, into dist-sites/<key> (reusing the one Vite bundle), without
  //    its search index: the composition writes every site's index once (step 2).
  for (const site of sites) {
    reporter.phase(`build: site ${site.key}${site.pathPrefix ? ` (${site.pathPrefix}/)` : ''}`);
    const outDir = siteBuildDir(options.outDir, site.key);
    const result = await buildSite({ ...options, site: site.key, outDir, skipSearch: true, renderedPages });
    built.push({ key: site.key, pathPrefix: site.pathPrefix, result });
    // Its own not-found pages (SPEC §2 Error404) answer for missing paths under its prefix.
    folders.push(await builtSite(site, result.site, outDir, result.notFound));
  }
  // 2. The family's dist/, composed by hard links and swapped in whole.
  reporter.phase(`build: composing ${sites.length} sites into ${options.outDir}`);
  // 3. Before it is published, its links (a shard holds part of the pages: the link check needs them all).
  const { recycled } = await composeFamily(
    folders,
    options.outDir,
    options.shard ? undefined : { reporter, cacheDir: searchCacheDir(options.workDir), rendered: renderedPages },
    options.shard ? undefined : (staged) => checkFamilyLinks(options.snapshotsDir, sites, staged, reporter, options.strict === true),
  );
  const pages = built.reduce((sum, site) => sum + site.result.pages, 0);
  const seconds = (Date.now() - started) / 1000;
  reporter.done(
    `built the family: ${built.map((site) => `${site.key} ${site.result.pages}`).join(', ')} pages in ${seconds.toFixed(1)} s → ${options.outDir}`,
  );
  const deferredImages = deferredPlacements(
    built.map((site) => ({ outDir: siteBuildDir(options.outDir, site.key), deferred: site.result.deferredImages })),
    options.outDir,
  );
  return { sites: built, pages, seconds, recycled, deferredImages };
}

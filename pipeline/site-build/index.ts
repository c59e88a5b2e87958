// `unisite build` of one site: snapshots → dist/ (static HTML per route × language, page-data,
// assets), as a list of named steps (docs/architecture.md "The build"). Each step is one call into
// the module that owns it, numbered in the order they run (steps/); what the previous build lets
// this one skip is `PreviousBuild` (a full build's knows nothing), and when work runs beside other
// work — the early render worker, the site files and the search beside the render, the forced
// collections — is the `Schedule`. A family of sites is built by family/index.ts, one site at a time,
// then composed.
import { startBundle, type BundleResult } from '../bundle/index.ts';
import { userError } from '../errors/index.ts';
import { RenderedPages } from '../search/cache.ts';
import { searchCacheDir } from '../search/index.ts';
import { hostDirOf } from '../write/host-dir.ts';
import { withFolderLock } from '../write/lock.ts';
import { PreviousBuild } from './previous-build.ts';
import { phaseClock, type BuildOptions, type BuildResult } from './run.ts';
import type { BuildRun } from './build-run.ts';
import { Schedule } from './schedule.ts';
import { discardVersion, type StagedVersion } from './staged-version.ts';
import { readSnapshots } from './steps/01-read.ts';
import { planRoutes } from './steps/02-plan.ts';
import { stage } from './steps/03-stage.ts';
import { resolvePages } from './steps/04-resolve.ts';
import { publishImages } from './steps/05-images.ts';
import { bundle } from './steps/06-bundle.ts';
import { writePages, type WrittenPages } from './steps/07-write-pages.ts';
import { startSearch } from './steps/08-search.ts';
import { writeSiteFiles } from './steps/09-site-files.ts';
import { commit } from './steps/10-commit.ts';

export { htmlFile, type BuildOptions, type BuildResult } from './run.ts';

export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  // One build per output folder; leftovers of killed builds are removed first.
  return withFolderLock(options.outDir, 'unisite build', () => buildLocked(options), options.reporter.warn);
}

async function buildLocked(options: BuildOptions): Promise<BuildResult> {
  const clock = phaseClock();
  // The client and server bundles depend on the code only: Vite starts now, in its own process,
  // and bundles while this one reads the content and makes the staged folders.
  const { codeHash, bundled: bundling, kept } = await startBundle(options.root, options.workDir, options.session?.knownCodeHash());
  // Its failure is the build's at the bundle step; until then it must not count as unhandled.
  // Vite's warnings are the build's to report (in the `--json` object, not raw on stderr).
  bundling.then(
    (made) => made.warnings.forEach((message) => options.reporter.warn(`Vite: ${message}`)),
    () => undefined,
  );
  if (options.session && !options.session.sameCode(codeHash)) {
    await bundling.catch(() => undefined);
    throw userError('WATCH_CODE_CHANGED', { root: options.root });
  }
  try {
    return await runSteps(await startRun(options, clock, codeHash, bundling, kept));
  } finally {
    // A build that fails before it needs the bundle still lets Vite finish (the next build
    // reuses it), so that no process outlives the build.
    await bundling.catch(() => undefined);
  }
}

/** What every step shares, fixed before the first. */
async function startRun(
  options: BuildOptions,
  clock: BuildRun['clock'],
  codeHash: string,
  bundling: Promise<BundleResult>,
  keptBundle: BundleResult | undefined,
): Promise<BuildRun> {
  const started = Date.now();
  const warned = new Set<string>();
  const hostDir = hostDirOf(options.outDir);
  const previous = await PreviousBuild.of(options, hostDir);
  const schedule = new Schedule(bundling, options.renderWorkers !== undefined);
  schedule.startEarly(keptBundle, previous.sameCode(codeHash));
  const writesSearch = !options.shard && !options.skipSearch;
  const ownRenderedPages = writesSearch ? new RenderedPages(searchCacheDir(options.workDir)) : undefined;
  return {
    options,
    reporter: options.reporter,
    clock,
    log: { warn: (message) => (warned.has(message) ? undefined : (warned.add(message), options.reporter.warn(message))) },
    started,
    hostDir,
    codeHash,
    bundling,
    previous,
    schedule,
    writesSearch,
    renderedPages: options.renderedPages ?? ownRenderedPages,
    ownRenderedPages,
    resolvedPages: 0,
    leftOutModules: [],
  };
}

/** The steps, in the order they run. */
async function runSteps(run: BuildRun): Promise<BuildResult> {
  let version: StagedVersion | undefined;
  let written: WrittenPages | undefined;
  let searching: Promise<unknown> | undefined;
  try {
    const routes = planRoutes(run, await readSnapshots(run)); //        1. read, 2. plan
    version = await stage(run, routes); //                               3. stage
    const resolved = await resolvePages(run, routes); //                 4. resolve
    const files = await publishImages(run, resolved); //                 5. images
    const bundled = await bundle(run); //                                6. bundle
    written = await writePages(run, version, resolved, bundled); //      7. write pages (render)
    searching = startSearch(run, version, resolved, written); //         8. search (runs on)
    await writeSiteFiles(run, version, resolved, files, bundled, written); // 9. site files
    return await commit(run, version, resolved, files, bundled, written, searching); // 10. commit
  } catch (error) {
    // The pages and the index are written into the staged version: both settle before it is discarded.
    await written?.rendering.catch(() => undefined);
    await searching?.catch(() => undefined);
    await run.schedule.abort();
    if (version) await discardVersion(version);
    throw error;
  } finally {
    await run.ownRenderedPages?.close();
  }
}

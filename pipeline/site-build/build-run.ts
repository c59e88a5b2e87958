// One build in progress (the state the steps share), apart from run.ts so that what a previous
// build lets a build skip (previous-build.ts) can use the build's options and paths without a
// circle back to it.
import type { BundleResult } from '../bundle/index.ts';
import type { Reporter } from '../reporter.ts';
import type { RenderedPages } from '../search/cache.ts';
import type { PreviousBuild } from './previous-build.ts';
import type { BuildOptions, Log, PhaseClock } from './run.ts';
import type { Schedule } from './schedule.ts';
import type { LeftOutPlace } from './left-out.ts';

/** One build in progress: fixed at its start, then filled by the steps in their order. */
export interface BuildRun {
  readonly options: BuildOptions;
  readonly reporter: Reporter;
  readonly clock: PhaseClock;
  readonly log: Log;
  /** Date.now() at the start, for the seconds reported. */
  readonly started: number;
  readonly hostDir: string;
  readonly codeHash: string;
  /** The client and server bundles, made in Vite's own process since the build started. */
  readonly bundling: Promise<BundleResult>;
  /** What the previous build lets this one skip; a full build's knows nothing. */
  readonly previous: PreviousBuild;
  readonly schedule: Schedule;
  /** A shard holds part of the pages, and the family's composition indexes every site once: neither writes an index. */
  readonly writesSearch: boolean;
  /** Where the rendered pages are kept reduced for the search index (the family's, or the build's own when it writes one). */
  readonly renderedPages: RenderedPages | undefined;
  /** The build's own, removed when it ends. */
  readonly ownRenderedPages: RenderedPages | undefined;
  /** Pages resolved so far (the others were kept from the previous build's records). */
  resolvedPages: number;
  /** The modules the pages name that the library does not have (step 1). */
  leftOutModules: LeftOutPlace[];
}

// When the build's work runs, and what it runs beside (docs/performance.md "Memory"): one policy,
// consulted by the steps, which otherwise do the same work whatever the size of the build.
//
// - The bundler's child peaks at its end, and resolving is where this process's memory grows:
//   resolving waits for the bundler.
// - A build of the code the live version was built by most likely renders few pages (a content
//   edit): its one render worker starts before the content is read, and imports the server bundle
//   meanwhile; it is let go if many pages are resolved after all. A build that resolved few pages
//   and has none starts it once the bundle is there.
// - A build rendering few pages writes the site's other files and starts the search while they
//   render, and writes its manifest before the search ends; one rendering thousands does each after
//   the render, which is its peak of memory, and its manifest after the search.
// - A build resolving (or rendering) thousands of pages forces the collections that lower its
//   heap's high-water mark (pipeline/memory.ts); a small one holds little garbage and skips them.
import type { BundleResult } from '../bundle/index.ts';
import { collectGarbage } from '../memory.ts';
import { startWorker, type StartedWorker } from '../render/pool.ts';
import type { Reporter } from '../reporter.ts';

/**
 * Below this many pages resolved (or rendered), the build skips the full collections it forces
 * to lower its memory's high-water mark: a one-document rebuild holds little garbage, and the
 * collections were a noticeable share of it (docs/performance.md "Memory").
 */
export const COLLECT_FROM_PAGES = 1_000;

/**
 * The largest page-data file the worker started early has a heap for (pipeline/render/pool.ts
 * workerHeapLimits): even a list page of thousands of news items fits. A larger one gets a new worker.
 */
const EARLY_WORKER_JOB_BYTES = 8 * 2 ** 20;

export class Schedule {
  private worker: StartedWorker | undefined;

  /** `lent`: the render is lent workers that have imported the bundle already (a family's): none is started early. */
  constructor(
    private readonly bundling: Promise<BundleResult>,
    private readonly lent = false,
  ) {}

  /** At the start: the render worker of a build that most likely renders few pages. */
  startEarly(keptBundle: BundleResult | undefined, sameCode: boolean): void {
    if (keptBundle && sameCode && !this.lent)
      this.worker = startWorker(keptBundle.serverEntry, keptBundle.indexableEntry, EARLY_WORKER_JOB_BYTES);
  }

  /** Before resolving: the bundler has ended (settled only: a failed bundle is reported by the bundle step, after the content's own problems). */
  async beforeResolving(reporter: Reporter): Promise<void> {
    reporter.phase('build: bundling with Vite');
    await this.bundling.catch(() => undefined);
  }

  /**
   * After resolving: a build that resolved few pages renders few, and its one worker, if not
   * started already, starts now and imports the server bundle while this thread plans the images
   * and the pages. One that resolved many lets go of the worker it started.
   */
  async afterResolving(resolvedPages: number): Promise<void> {
    if (this.lent) return;
    if (resolvedPages >= COLLECT_FROM_PAGES) {
      await this.worker?.terminate();
      this.worker = undefined;
    } else if (!this.worker) {
      const early = await this.bundling.catch(() => undefined);
      this.worker = early && startWorker(early.serverEntry, early.indexableEntry, EARLY_WORKER_JOB_BYTES);
    }
  }

  /** The worker started early, handed to the render, which uses it or terminates it. */
  takeWorker(): StartedWorker | undefined {
    const worker = this.worker;
    this.worker = undefined;
    return worker;
  }

  /**
   * Resolving's garbage collected before planning adds its own (the heap's high-water mark, which
   * resident memory keeps, is the live set of every view plus one of the two); the views, once
   * planned, before the render workers start.
   */
  collectAfter(pages: number): void {
    if (pages >= COLLECT_FROM_PAGES) collectGarbage();
  }

  /** Whether the site's other files, the search and the manifest are written beside the render. */
  besideRender(rendered: number): boolean {
    return rendered < COLLECT_FROM_PAGES;
  }

  /**
   * Before the search starts after a large render: the render's garbage goes, and the heap is
   * compacted, before Pagefind's processes start beside this one (pipeline/memory.ts).
   */
  collectBeforeSearch(): void {
    collectGarbage({ compact: true });
  }

  /** A failed build lets go of the worker it started and did not hand on. */
  async abort(): Promise<void> {
    await this.takeWorker()?.terminate();
  }
}

// A pool of worker threads running renderToString, sized to the machine (docs/performance.md).
// Each page's work is a pure function of its data and assets. The site data of a language (menus,
// translations) is the same for thousands of pages: it is sent to each worker once, and a job
// names it by hash, so no page pays for copying it between threads. A job names its page-data
// file, already written, and the worker reads it: the build's own thread then holds no page's
// data while the pages render (docs/performance.md "Memory"). The worker writes the page's HTML
// file itself and answers with the file's identity (and, when asked, the part of the page the
// search indexes): a page's HTML never crosses to the build's thread, which only waited on it.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PageAssets } from '../../site/app/Document.tsx';
import type { SiteView } from '../../site/lib/page-view.ts';
import { bug, userError, type UserError } from '../errors/index.ts';
import { renderFailed } from './failure.ts';

export interface RenderJob {
  /** The page's address, for messages. */
  path: string;
  /** Absolute path of the page's page-data file (its data, as the client reads it too). */
  pageDataFile: string;
  /** Absolute path of the HTML file to write; its folder exists. */
  htmlFile: string;
  /** Key of the page's site data in the `sites` given to renderAll. */
  site: string;
  assets: PageAssets;
}

/** A page the worker wrote. */
export interface WrittenPage {
  /** The written file's identity, as `stat(file, { bigint: true })` gives it. */
  file: { dev: bigint; ino: bigint; size: bigint; mtimeNs: bigint };
  /** What the search indexes of the page (pipeline/search/indexable.ts), when asked for. */
  indexable?: string | undefined;
}

interface WorkerReply extends Partial<WrittenPage> {
  id?: number;
  error?: string;
  ready?: boolean;
}

export interface RenderOptions {
  size?: number;
  /** Length of the largest page-data file, for the workers' heaps. */
  largestJobBytes?: number;
  /** The bundled search reduction the workers apply to each page when `indexable` is set. */
  indexableEntry: string;
  indexable?: boolean;
  /** A worker started before the jobs were known (startWorker): used, or terminated. */
  started?: StartedWorker | undefined;
  /** Workers lent for this render and taken back after it (a family's sites share them): none started or terminated here. */
  lender?: RenderWorkers | undefined;
}

const WORKER_URL = new URL('./worker.mjs', import.meta.url);

/**
 * Jobs sent ahead to each worker: the next ones wait in its queue while one renders, so a worker
 * does not idle while the build's thread is busy (appending the last page for the search,
 * drawing progress). With two, each worker sat idle for a measurable share of the render.
 */
const IN_FLIGHT = 4;

/**
 * One worker per core (the build's own thread mostly waits meanwhile), but a worker costs the import of
 * the server bundle (a noticeable share of a core): an incremental build rendering a few pages uses one.
 */
export const PAGES_PER_EXTRA_WORKER = 100;
export function defaultPoolSize(jobs: number): number {
  return Math.max(1, Math.min(availableParallelism(), Math.ceil(jobs / PAGES_PER_EXTRA_WORKER)));
}

/**
 * A worker's heap is bounded near what it needs. Its live set is small (the server bundle, the
 * site data and the page being rendered), but V8 sizes a thread's heap like the main thread's,
 * from the machine's memory, and lets garbage grow towards that before collecting it: two
 * unbounded workers added more resident memory than the build itself holds. The 48 MB old
 * generation is about five times the live set; a page whose data is large (a list page names
 * every item it lists) gets room for its data as objects besides (8 × its JSON). The 12 MB young
 * generation holds what rendering one page allocates and drops: with a smaller one each worker
 * spent a noticeable share of its time in scavenges, for little resident memory saved.
 */
export function workerHeapLimits(largestJobBytes: number): { maxOldGenerationSizeMb: number; maxYoungGenerationSizeMb: number } {
  return { maxOldGenerationSizeMb: 48 + Math.ceil((8 * largestJobBytes) / 2 ** 20), maxYoungGenerationSizeMb: 12 };
}

type HeapLimits = ReturnType<typeof workerHeapLimits>;

/**
 * A render worker started before its jobs are known, so that it imports the server bundle while
 * the build's thread plans the pages: in a build that renders a few pages that import was most
 * of the render (docs/performance.md "A worker started early"). `renderAll` takes it as its first
 * worker when its heap suits the largest job; whoever does not hand it on terminates it.
 */
export interface StartedWorker {
  worker: Worker;
  limits: HeapLimits;
  /** Settles once the worker has imported the bundles (it said "ready"). */
  ready: Promise<void>;
  /** An error or exit the worker had before renderAll listened to it. */
  failure?: Error | undefined;
  terminate(): Promise<void>;
}

function newWorker(serverEntry: string, indexableEntry: string, sites: ReadonlyMap<string, SiteView> | null, limits: HeapLimits): Worker {
  return new Worker(WORKER_URL, {
    workerData: { serverEntry, indexableEntry, sites: Object.fromEntries(sites ?? []), early: sites === null },
    resourceLimits: limits,
  });
}

/**
 * Starts a worker for jobs whose page-data files are at most `largestJobBytes` long. It is given
 * the site data when its jobs are (`renderAll`), so it can start before the content is read.
 */
export function startWorker(serverEntry: string, indexableEntry: string, largestJobBytes: number): StartedWorker {
  const limits = workerHeapLimits(largestJobBytes);
  const worker = newWorker(serverEntry, indexableEntry, null, limits);
  const started: StartedWorker = {
    worker,
    limits,
    ready: new Promise<void>((resolve) => {
      const onReady = (reply: WorkerReply) => {
        if (!reply.ready) return;
        worker.off('message', onReady);
        resolve();
      };
      worker.on('message', onReady);
    }),
    terminate: async () => void (await worker.terminate()),
  };
  // Until renderAll listens: a worker's error with no listener would end the build's process.
  worker.on('error', (error) => (started.failure ??= workerFailure(error, limits, [])));
  worker.on('exit', (code) => (started.failure ??= workerStopped(code, [])));
  return started;
}

/**
 * What a worker's 'error' event tells the user: running out of its bounded heap is
 * RENDER_WORKER_STOPPED (naming the pages it had been given); any other error escaped the
 * worker's own handling of a page, so it is reported as it is.
 */
export function workerFailure(error: Error, limits: HeapLimits, pages: readonly string[]): Error {
  return (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY'
    ? userError('RENDER_WORKER_STOPPED', { stop: { outOfMemory: true, heapMb: limits.maxOldGenerationSizeMb }, pages: [...pages] })
    : error;
}

/** RENDER_WORKER_STOPPED for a worker that ended with `exitCode` while it had `pages` to render. */
export function workerStopped(exitCode: number, pages: readonly string[]): UserError<'RENDER_WORKER_STOPPED'> {
  return userError('RENDER_WORKER_STOPPED', { stop: { exitCode }, pages: [...pages] });
}

/** Renders and writes every job, calling onPage as each is written; rejects on the first failure. */
export async function renderAll(
  serverEntry: string,
  sites: ReadonlyMap<string, SiteView>,
  jobs: RenderJob[],
  onPage: (index: number, page: WrittenPage) => Promise<void> | void,
  { size = defaultPoolSize(jobs.length), largestJobBytes = 0, indexableEntry, indexable = false, started, lender }: RenderOptions,
): Promise<void> {
  const limits = workerHeapLimits(largestJobBytes);
  // A worker started early serves when its heap is as large as this render's jobs need.
  const early =
    started && !lender && jobs.length > 0 && started.limits.maxOldGenerationSizeMb >= limits.maxOldGenerationSizeMb ? started : undefined;
  if (started && !early) await started.terminate();
  if (jobs.length === 0) return;
  let next = 0;
  let failed = false;
  // Lent workers were started without this render's site data, like one started early: each is
  // sent it before its first job.
  const lent = lender ? Array.from({ length: size }, () => lender.borrow(serverEntry, indexableEntry, limits)) : [];
  const waiting = new Map<Worker, StartedWorker>(lent.map((one) => [one.worker, one]));
  if (early) waiting.set(early.worker, early);
  const workers = lender
    ? lent.map((one) => one.worker)
    : Array.from({ length: size }, (_, at) => (at === 0 && early ? early.worker : newWorker(serverEntry, indexableEntry, sites, limits)));
  const listening: Array<() => void> = [];
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const pending = new Set<Promise<void>>();
            let inFlight = 0;
            // The jobs sent and not yet answered: the pages a worker that stops was rendering.
            const given = new Set<number>();
            const givenPages = () => [...given].map((id) => (jobs[id] as RenderJob).path);
            const dispatch = () => {
              while (!failed && next < jobs.length && inFlight < IN_FLIGHT) {
                const id = next;
                next += 1;
                inFlight += 1;
                given.add(id);
                const job = jobs[id] as RenderJob;
                worker.postMessage({
                  id,
                  pageDataFile: job.pageDataFile,
                  htmlFile: job.htmlFile,
                  site: job.site,
                  assets: job.assets,
                  indexable,
                });
              }
              if (inFlight === 0 && (failed || next >= jobs.length)) Promise.all(pending).then(() => resolve(), reject);
            };
            const before = waiting.get(worker);
            if (before) {
              // The site data, before its first job (messages arrive in order).
              worker.postMessage({ sites: Object.fromEntries(sites) });
              // Its "ready" may have come before this listener: it is known by its promise.
              if (before.failure) reject(before.failure);
              void before.ready.then(dispatch);
            }
            const onMessage = (reply: WorkerReply) => {
              if (reply.ready) return dispatch();
              inFlight -= 1;
              if (reply.id !== undefined) given.delete(reply.id);
              if (reply.error !== undefined || reply.file === undefined || reply.id === undefined) {
                failed = true;
                const job = reply.id === undefined ? undefined : jobs[reply.id];
                // A component that throws is the site's code, which its developer corrects (no
                // stack); a worker that answers without a page is unisite's bug.
                reject(
                  reply.error !== undefined
                    ? renderFailed(job?.path ?? 'unknown', reply.error)
                    : bug(`render: the worker answered ${job?.path ?? 'a job'} without a page or an error`),
                );
                return;
              }
              const written = Promise.resolve(onPage(reply.id, { file: reply.file, indexable: reply.indexable }));
              pending.add(written);
              written.then(() => pending.delete(written), reject);
              dispatch();
            };
            // An early or lent worker's heap may be larger than this render's: the one it has is named.
            const onError = (error: Error) => reject(workerFailure(error, before?.limits ?? limits, givenPages()));
            // Its listeners are removed before a worker is terminated: any exit meanwhile is unexpected
            // (a component's process.exit(0) as well, which would otherwise leave the render waiting).
            const onExit = (code: number) => reject(workerStopped(code, givenPages()));
            worker.on('message', onMessage).on('error', onError).on('exit', onExit);
            listening.push(() => worker.off('message', onMessage).off('error', onError).off('exit', onExit));
          }),
      ),
    );
  } catch (error) {
    // A worker of a failed render may still be busy with its jobs: it is not lent again.
    failed = true;
    throw error;
  } finally {
    for (const stop of listening) stop();
    if (lender && !failed) for (const one of lent) lender.giveBack(one);
    else await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

/**
 * Render workers kept across the renders of several builds (the sites of a family, built one
 * after another): each imports the server bundle and loads every template's chunk once, instead
 * of once per site, and is sent each render's site data before its jobs. Whoever makes it closes it.
 */
export class RenderWorkers {
  private idle: StartedWorker[] = [];
  private readonly entries = new WeakMap<StartedWorker, string>();

  /** An idle worker of these bundles whose heap suits `limits`, or a new one. */
  borrow(serverEntry: string, indexableEntry: string, limits: HeapLimits): StartedWorker {
    const entries = `${serverEntry}\n${indexableEntry}`;
    const at = this.idle.findIndex(
      (one) => !one.failure && this.entries.get(one) === entries && one.limits.maxOldGenerationSizeMb >= limits.maxOldGenerationSizeMb,
    );
    if (at >= 0) return this.idle.splice(at, 1)[0] as StartedWorker;
    // A worker too small or of other bundles makes room for the new one: no more are kept than a render uses.
    if (this.idle.length >= availableParallelism()) void this.idle.shift()?.terminate();
    // Its heap at least as large as one started early, so that the next site's jobs most likely fit it.
    const bytes = Math.max(0, (limits.maxOldGenerationSizeMb - 48) * 2 ** 20) / 8;
    const one = startWorker(serverEntry, indexableEntry, Math.max(bytes, LENT_WORKER_JOB_BYTES));
    this.entries.set(one, entries);
    return one;
  }

  giveBack(one: StartedWorker): void {
    if (one.failure) void one.terminate();
    else this.idle.push(one);
  }

  async close(): Promise<void> {
    const idle = this.idle;
    this.idle = [];
    await Promise.all(idle.map((one) => one.terminate()));
  }
}

/** The smallest job size a lent worker's heap is made for (its heap: see workerHeapLimits). */
const LENT_WORKER_JOB_BYTES = 2 ** 20;

/**
 * The pages a render writes, each a promise that settles once its file is written and the build
 * has noted it (the search waits on a page it would read; a page in place has none). All settle
 * with the render: a page a failed render never wrote leaves nobody waiting, and the build fails
 * with the render's error.
 */
export class PageWrites {
  private readonly waits = new Map<string, { promise: Promise<void>; settle: () => void }>();

  /** `files`: the pages to be written, in any form the caller names them by. */
  constructor(files: Iterable<string>) {
    for (const file of files) {
      let settle = () => undefined as void;
      const promise = new Promise<void>((resolve) => (settle = resolve));
      this.waits.set(file, { promise, settle });
    }
  }

  /** The write of `file`, if this render writes it. */
  of(file: string): Promise<void> | undefined {
    return this.waits.get(file)?.promise;
  }

  /** `file` is written. */
  done(file: string): void {
    this.waits.get(file)?.settle();
  }

  /** The render has ended: whatever was not written never will be. */
  settleAll(): void {
    for (const { settle } of this.waits.values()) settle();
  }
}

// A pool of worker threads running renderToString, sized to the machine (docs/performance.md).
// Each page's work is a pure function of its data and assets. The site data of a language (menus,
// translations) is the same for thousands of pages: it is sent to each worker once, and a job
// names it by hash, so no page pays for copying it between threads.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PageAssets } from '../../site/app/Document.tsx';
import type { PageDataFile, SiteView } from '../../site/lib/page-view.ts';

export interface RenderJob {
  pageData: PageDataFile;
  /** Key of the page's site data in the `sites` given to renderAll. */
  site: string;
  assets: PageAssets;
}

interface WorkerReply {
  id?: number;
  html?: string;
  error?: string;
  ready?: boolean;
}

const WORKER_URL = new URL('./worker.mjs', import.meta.url);

/**
 * One worker per core (the main thread writes files meanwhile), but a worker costs the import of
 * the server bundle (~0.5 s of a core): an incremental build rendering a few pages uses one.
 */
export const PAGES_PER_EXTRA_WORKER = 100;
export function defaultPoolSize(jobs: number): number {
  return Math.max(1, Math.min(availableParallelism(), Math.ceil(jobs / PAGES_PER_EXTRA_WORKER)));
}

/** Renders every job, calling onPage as each finishes; rejects on the first failure. */
export async function renderAll(
  serverEntry: string,
  sites: ReadonlyMap<string, SiteView>,
  jobs: RenderJob[],
  onPage: (index: number, html: string) => Promise<void> | void,
  size = defaultPoolSize(jobs.length),
): Promise<void> {
  if (jobs.length === 0) return;
  let next = 0;
  let failed = false;
  const workers = Array.from(
    { length: size },
    () => new Worker(WORKER_URL, { workerData: { serverEntry, sites: Object.fromEntries(sites) } }),
  );
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const pending = new Set<Promise<void>>();
            // Two jobs in flight per worker: the next page's data is on its way while one renders.
            let inFlight = 0;
            const dispatch = () => {
              while (!failed && next < jobs.length && inFlight < 2) {
                const id = next;
                next += 1;
                inFlight += 1;
                const job = jobs[id] as RenderJob;
                worker.postMessage({ id, pageData: job.pageData, site: job.site, assets: job.assets });
              }
              if (inFlight === 0 && (failed || next >= jobs.length)) Promise.all(pending).then(() => resolve(), reject);
            };
            worker.on('message', (reply: WorkerReply) => {
              if (reply.ready) return dispatch();
              inFlight -= 1;
              if (reply.error !== undefined || reply.html === undefined || reply.id === undefined) {
                failed = true;
                const job = reply.id === undefined ? undefined : jobs[reply.id];
                reject(new Error(`render: ${job?.pageData.path ?? 'a page'} failed: ${reply.error ?? 'no HTML returned'}`));
                return;
              }
              const written = Promise.resolve(onPage(reply.id, reply.html));
              pending.add(written);
              written.then(() => pending.delete(written), reject);
              dispatch();
            });
            worker.on('error', reject);
            worker.on('exit', (code) => {
              if (code !== 0) reject(new Error(`render: a worker stopped with exit code ${code}`));
            });
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

// A pool of worker threads running renderToString, sized to the machine (docs/architecture.md
// "Performance"). Each page's work is a pure function of its data and assets.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PageAssets } from '../../site/app/Document.tsx';
import type { InitialData } from '../../site/lib/page-view.ts';

export interface RenderJob {
  data: InitialData;
  assets: PageAssets;
}

interface WorkerReply {
  id?: number;
  html?: string;
  error?: string;
  ready?: boolean;
}

const WORKER_URL = new URL('./worker.mjs', import.meta.url);

/** Renders every job, calling onPage as each finishes; rejects on the first failure. */
export async function renderAll(
  serverEntry: string,
  jobs: RenderJob[],
  onPage: (index: number, html: string) => Promise<void> | void,
  size = Math.max(1, Math.min(availableParallelism(), jobs.length)),
): Promise<void> {
  if (jobs.length === 0) return;
  let next = 0;
  let failed = false;
  const workers = Array.from({ length: size }, () => new Worker(WORKER_URL, { workerData: { serverEntry } }));
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const pending = new Set<Promise<void>>();
            const dispatch = () => {
              if (failed || next >= jobs.length) {
                Promise.all(pending).then(() => resolve(), reject);
                return;
              }
              const id = next;
              next += 1;
              const job = jobs[id] as RenderJob;
              worker.postMessage({ id, data: job.data, assets: job.assets });
            };
            worker.on('message', (reply: WorkerReply) => {
              if (reply.ready) return dispatch();
              if (reply.error !== undefined || reply.html === undefined || reply.id === undefined) {
                failed = true;
                const job = reply.id === undefined ? undefined : jobs[reply.id];
                reject(new Error(`render: ${job?.data.pageData.path ?? 'a page'} failed: ${reply.error ?? 'no HTML returned'}`));
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

// A render worker: imports the SSR bundle once and turns page jobs into written HTML files.
// Plain JavaScript so workers start without a TypeScript loader; the bundles are already JS.
// workerData: { serverEntry, indexableEntry, sites: { [key]: SiteView }, early } — the site data, sent
// once; `early` for a worker started before its pages are known, which loads every template's and
// module's chunk while it waits (its first pages render several times faster with them loaded).
// Messages in: { id, pageDataFile, htmlFile, site, assets, indexable }, or { sites } for a worker
// started before the site data was known (pool.ts startWorker), before its first job.
// Messages out: { id, file, indexable? } or { id, error }: `file` is the written file's identity
// (dev, ino, size, mtimeNs), and `indexable` what the search indexes of the page, when asked for.
// The worker writes the page itself: the HTML (tens of KB) is never copied to the build's thread.
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';

const { renderPage, preloadEverything } = await import(pathToFileURL(workerData.serverEntry).href);
const { indexableHtml } = await import(pathToFileURL(workerData.indexableEntry).href);
let sites = workerData.sites;

/** Writes the page; its folder is made by the build beforehand, or here if it is not there. */
function write(file, html) {
  try {
    writeFileSync(file, html);
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
}

// The files are read and written synchronously: the worker has nothing else to do meanwhile, and
// each asynchronous call is a round trip through libuv's thread pool with its promise, several
// times the CPU of the system call itself for files this small (docs/performance.md "File system calls").
parentPort.on('message', async (job) => {
  if (job.sites) {
    sites = job.sites;
    return;
  }
  try {
    const pageData = JSON.parse(readFileSync(job.pageDataFile, 'utf8'));
    const html = await renderPage({ pageData, site: sites[job.site] }, job.assets);
    write(job.htmlFile, html);
    const { dev, ino, size, mtimeNs } = statSync(job.htmlFile, { bigint: true });
    parentPort.postMessage({ id: job.id, file: { dev, ino, size, mtimeNs }, indexable: job.indexable ? indexableHtml(html) : undefined });
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
// A chunk that fails to load fails the page that needs it, as without this (site/app/preload.ts).
if (workerData.early) await preloadEverything().catch(() => undefined);
parentPort.postMessage({ ready: true });

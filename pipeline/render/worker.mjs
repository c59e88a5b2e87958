// A render worker: imports the SSR bundle once and turns page jobs into HTML strings.
// Plain JavaScript so workers start without a TypeScript loader; the bundle is already JS.
// workerData: { serverEntry, sites: { [key]: SiteView } } — the site data, sent once.
// Messages in: { id, pageDataFile, site, assets }. Messages out: { id, html } or { id, error }.
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';

const { renderPage } = await import(pathToFileURL(workerData.serverEntry).href);
const sites = workerData.sites;

parentPort.on('message', async (job) => {
  try {
    const pageData = JSON.parse(await readFile(job.pageDataFile, 'utf8'));
    const html = await renderPage({ pageData, site: sites[job.site] }, job.assets);
    parentPort.postMessage({ id: job.id, html });
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
parentPort.postMessage({ ready: true });

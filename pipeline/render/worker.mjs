// A render worker: imports the SSR bundle once and turns page jobs into HTML strings.
// Plain JavaScript so workers start without a TypeScript loader; the bundle is already JS.
// Messages in: { id, data, assets }. Messages out: { id, html } or { id, error }.
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';

const { renderPage } = await import(pathToFileURL(workerData.serverEntry).href);

parentPort.on('message', async (job) => {
  try {
    const html = await renderPage(job.data, job.assets);
    parentPort.postMessage({ id: job.id, html });
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
parentPort.postMessage({ ready: true });

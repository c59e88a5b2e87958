// A render worker that ends while it renders (its heap exhausted, or process.exit in the site's
// code) stops the build with RENDER_WORKER_STOPPED naming the page, not with a stack. The workers
// are real; the server bundle they import is a stand-in whose renderPage misbehaves on one page.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUserError } from '../../../../pipeline/errors/index.ts';
import { renderAll, startWorker, type RenderJob } from '../../../../pipeline/render/pool.ts';

let dir: string;
let serverEntry: string;
let indexableEntry: string;

/** A stand-in server bundle: `/exit/` ends the worker, `/grow/` allocates until its heap is gone. */
const SERVER = `
export async function preloadEverything() {}
export async function renderPage({ pageData }) {
  if (pageData.path === '/exit/') process.exit(3);
  if (pageData.path === '/grow/') {
    const kept = [];
    for (;;) kept.push(new Array(100_000).fill(kept.length));
  }
  return '<p>' + pageData.path + '</p>';
}
`;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'unisite-pool-'));
  serverEntry = join(dir, 'server.mjs');
  indexableEntry = join(dir, 'indexable.mjs');
  await writeFile(serverEntry, SERVER);
  await writeFile(indexableEntry, 'export const indexableHtml = (html) => html;\n');
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function job(path: string): Promise<RenderJob> {
  const name = path.replace(/\W/g, '') || 'home';
  const pageDataFile = join(dir, `${name}.json`);
  await writeFile(pageDataFile, JSON.stringify({ path }));
  return { path, pageDataFile, htmlFile: join(dir, `${name}.html`), site: 'main', assets: {} as RenderJob['assets'] };
}

const render = async (paths: string[]) =>
  renderAll(serverEntry, new Map([['main', {} as never]]), await Promise.all(paths.map(job)), () => undefined, {
    size: 1,
    indexableEntry,
  });

describe('a render worker that stops', () => {
  it('renders the pages of a worker that does not stop', async () => {
    await expect(render(['/', '/news/'])).resolves.toBeUndefined();
  });

  it('with an exit code names the page it was rendering and says where to look, without a stack', async () => {
    const error: unknown = await render(['/exit/']).catch((caught: unknown) => caught);
    expect(isUserError(error)).toBe(true);
    if (!isUserError(error)) return;
    expect(error.code).toBe('RENDER_WORKER_STOPPED');
    expect(error.what).toBe('A render worker stopped with exit code 3 while rendering /exit/.');
    expect(error.fix).toContain('process.exit');
    expect(error.format()).not.toMatch(/^\s+at /m);
  });

  it('out of its heap names the heap’s size and the pages it had been given', async () => {
    const error: unknown = await render(['/grow/', '/news/']).catch((caught: unknown) => caught);
    expect(isUserError(error)).toBe(true);
    if (!isUserError(error)) return;
    expect(error.code).toBe('RENDER_WORKER_STOPPED');
    expect(error.what).toMatch(/^A render worker ran out of its heap \(\d+ MB\) while rendering one of 2 pages: \/grow\/, \/news\/\.$/);
    expect(error.fix).toContain('NODE_OPTIONS=--max-old-space-size');
  });

  it('before it was given a page says so when its pages come', async () => {
    const exiting = join(dir, 'exits-at-import.mjs');
    await writeFile(exiting, 'process.exit(4);\n');
    const started = startWorker(exiting, indexableEntry, 0);
    await new Promise((resolve) => started.worker.once('exit', resolve));
    const error: unknown = await renderAll(exiting, new Map([['main', {} as never]]), [await job('/')], () => undefined, {
      size: 1,
      indexableEntry,
      started,
    }).catch((caught: unknown) => caught);
    expect(isUserError(error) && error.what).toBe('A render worker stopped with exit code 4 before it was given a page.');
  });
});

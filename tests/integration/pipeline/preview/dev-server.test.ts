// `unisite dev` reads the snapshots as they are and shows content problems by document and
// field (docs/editing.md); it re-reads them when a sync rewrites the manifest.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveServer, type LiveServer } from '../../../../pipeline/preview/index.ts';
import { copySharedSnapshots } from '../../../setup/family-build.ts';

const root = resolve(import.meta.dirname, '../../../..');

describe('dev server', () => {
  let dir: string;
  let live: LiveServer | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'unisite-dev-'));
    // A private plain folder of the demo content's snapshots (the run's shared build's, copied).
    await copySharedSnapshots(join(dir, 'plain'));
    live = await startLiveServer({
      root,
      mode: 'dev',
      port: 0,
      host: '127.0.0.1',
      workDir: join(dir, 'work'),
      snapshotsDir: join(dir, 'plain'),
      mediaDirs: [],
    });
  }, 60_000);
  afterAll(async () => {
    await live?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('renders a page from the snapshots, as visitors get it, with the HMR client', async () => {
    const answer = await fetch(`${live?.url}/news/`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('<body id="iesite">');
    expect(html).toContain('/@vite/client');
    expect(html).not.toContain('data-preview-marker');
    // The first page has Vite compile every module the server renders with.
  }, 120_000);

  it('renders each site of the family with its own theme and home link, in both languages', async () => {
    for (const [path, home] of [
      ['/business-school/programmes/executive-mba/', '/business-school/'],
      ['/es/business-school/programas/executive-mba/', '/es/business-school/'],
    ] as const) {
      const answer = await fetch(`${live?.url}${path}`);
      expect(answer.status, path).toBe(200);
      const html = await answer.text();
      expect(html, path).toContain('data-theme="business"');
      expect(html, path).toMatch(new RegExp(`<a href="${home}" class="logo_`));
    }
    // The research centre at the root keeps its own theme.
    const root = await (await fetch(`${live?.url}/news/`)).text();
    expect(root).not.toContain('data-theme="business"');
  }, 30_000);

  it('shows a content problem by document and field, and the page again once it is fixed', async () => {
    const file = join(dir, 'plain', 'pages', 'news.json');
    const original = await readFile(file, 'utf8');
    await writeFile(file, JSON.stringify({ ...(JSON.parse(original) as object), title: 42 }));
    // A sync writes the manifest last; the server re-reads the snapshots then.
    const manifest = join(dir, 'plain', 'manifest.json');
    const touch = async () => writeFile(manifest, await readFile(manifest, 'utf8'));
    await touch();
    await expect.poll(async () => (await fetch(`${live?.url}/news/`)).status, { timeout: 5_000 }).toBe(500);
    const html = await (await fetch(`${live?.url}/news/`)).text();
    expect(html).toContain('page /news/');
    expect(html).toContain('<code>title</code>');
    expect(html).toContain('ErrorOverlay');

    await writeFile(file, original);
    await touch();
    await expect.poll(async () => (await fetch(`${live?.url}/news/`)).status, { timeout: 5_000 }).toBe(200);
  }, 30_000);
});

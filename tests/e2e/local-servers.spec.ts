// The local tool servers in a real browser (docs/security.md "Local tool servers"): a page on
// another local port can neither change a draft nor frame the page editor or the preview, nor
// read the preview's files; the page editor's own changes still go through. The embedded CMS and
// the preview run in this process, on ports of their own.
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { startCms, type RunningCms } from '../../pipeline/cms.ts';
import { startLiveServer, type LiveServer } from '../../pipeline/preview/index.ts';

test.describe.configure({ mode: 'serial' });

const root = resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

let dir: string;
let cms: RunningCms;
let live: LiveServer;
/** The attacker: any page on another port of the same machine. */
let foreign: Server;
let foreignOrigin: string;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  dir = await mkdtemp(join(tmpdir(), 'unisite-e2e-guard-'));
  const previewPort = await freePort();
  cms = await startCms({ formsDir: join(dir, 'forms'), previewOrigin: `http://127.0.0.1:${previewPort}` });
  live = await startLiveServer({
    root,
    mode: 'preview',
    port: previewPort,
    host: '127.0.0.1',
    workDir: join(dir, 'work'),
    cms: { url: cms.url, regionsUrl: cms.origin, api: cms.origin, headers: {} },
  });
  foreign = createHttpServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!DOCTYPE html><html lang="en"><head><title>Another local page</title></head><body></body></html>');
  });
  await new Promise<void>((done) => foreign.listen(0, '127.0.0.1', done));
  // localhost and another port: the same site as the tools, another origin.
  foreignOrigin = `http://localhost:${(foreign.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  foreign?.closeAllConnections();
  await new Promise<void>((done) => (foreign ? foreign.close(() => done()) : done()));
  await live?.close();
  await cms?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

test.afterEach(async () => {
  await fetch(`${cms.origin}/drafts`, { method: 'DELETE' });
});

async function homeDraft(): Promise<{ id: string; modules: number }> {
  const page = (await (await fetch(`${cms.origin}/drafts/pages?path=/`)).json()) as { id: string; template: { mainSection: unknown[] } };
  return { id: page.id, modules: page.template.mainSection.length };
}

/** Resolves once a frame of the page has loaded the given address, or tried to. */
async function frameAt(page: Page, id: string, src: string): Promise<void> {
  await page.evaluate(
    ([frameId, url]) =>
      new Promise<void>((done) => {
        const frame = document.createElement('iframe');
        frame.id = frameId as string;
        frame.src = url as string;
        frame.addEventListener('load', () => done());
        document.body.append(frame);
      }),
    [id, src],
  );
}

test("the page editor's own delete goes through the guard", async ({ page }) => {
  test.setTimeout(60_000);
  const before = await homeDraft();
  await page.goto(`${cms.origin}/editor/?path=/`);
  await expect(page.locator('body[data-editor-ready]')).toHaveCount(1, { timeout: 20_000 });
  const frame = page.frameLocator('#frame');
  const first = frame.locator('[data-editor-path="mainSection.0"]');
  await first.click({ position: { x: 20, y: 20 } });
  await first.getByRole('button', { name: 'Delete' }).click();
  await expect(page.locator('#status')).toContainText('Deleted');
  expect((await homeDraft()).modules).toBe(before.modules - 1);
});

test('a page on another local port cannot change a draft: no-cors text, a form, or JSON', async ({ page }) => {
  const before = await homeDraft();
  await page.goto(`${foreignOrigin}/`);
  const url = `${cms.origin}/drafts/pages/${encodeURIComponent(before.id)}/modules`;
  const body = JSON.stringify({ action: 'delete', path: 'mainSection.0' });
  await page.evaluate(
    ([target, text]) =>
      fetch(target as string, { method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body: text as string }),
    [url, body],
  );
  // JSON needs a preflight the CMS never grants: the request is not even sent.
  const json = await page.evaluate(
    ([target, text]) =>
      fetch(target as string, { method: 'POST', headers: { 'content-type': 'application/json' }, body: text as string }).then(
        () => 'answered',
        () => 'blocked',
      ),
    [url, body],
  );
  expect(json).toBe('blocked');
  // A form posted in a hidden frame.
  await page.evaluate((target) => {
    const form = document.createElement('form');
    form.method = 'POST';
    form.enctype = 'text/plain';
    form.action = target;
    const input = document.createElement('input');
    input.name = '{"action":"delete","path":"mainSection.0","x":"';
    input.value = '"}';
    form.append(input);
    document.body.append(form);
    form.submit();
  }, url);
  await page.waitForURL(url);
  expect(await page.locator('body').innerText()).toContain('refused');
  expect((await homeDraft()).modules).toBe(before.modules);
});

test('a page on another local port cannot frame the page editor or the preview', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(`${foreignOrigin}/`);
  for (const [id, src] of [
    ['editor', `${cms.origin}/editor/?path=/`],
    ['preview', `${live.url}/news/`],
    ['editor-path', `${live.url}/_editor/`],
  ] as const) {
    await frameAt(page, id, src);
    // A refused frame holds the browser's error page, never the tool's document.
    const frame = page.frame({ url: (address) => address.href.startsWith(src.split('?')[0] as string) });
    expect(frame, id).toBeNull();
  }
});

test("a page on another local port cannot read the preview's files", async ({ page }) => {
  await page.goto(`${foreignOrigin}/`);
  const reads = await page.evaluate(
    (base) =>
      Promise.all(
        ['/site/app/client.tsx', '/page-data/news/page-data.json', '/@vite/client', '/app-data.json'].map((path) =>
          fetch(`${base}${path}`).then(
            () => `${path}: read`,
            () => `${path}: blocked`,
          ),
        ),
      ),
    live.url,
  );
  expect(
    reads.every((line) => line.endsWith('blocked')),
    reads.join('\n'),
  ).toBe(true);
});

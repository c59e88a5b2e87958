// Editing (docs/editing.md): `unisite preview` renders drafts with live lists; the embedded CMS's
// page editor frames pages in the editor renderer and changes the draft through an
// origin-checked message protocol; `unisite dev` serves pages and replaces modules in place.
// Each server is started once for the file, on its own port beside the e2e one.
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFile, readdir, readFile, writeFile } from 'node:fs/promises';
import { test, expect, type Page } from '@playwright/test';
import { family } from '../setup/family-build.ts';

test.describe.configure({ mode: 'serial' });

const base = Number(process.env.E2E_PORT ?? 4399);
const PREVIEW = `http://127.0.0.1:${base + 30}`;
const CMS = `http://127.0.0.1:${base + 31}`;
const DEV = `http://127.0.0.1:${base + 32}`;

/** The page editor's address as `unisite preview` printed it (with the session key of a protected CMS). */
let editorUrl = '';

/** Starts `unisite <args>` and resolves once it prints `ready` (its own "listening" line). */
function start(args: string[], ready: RegExp, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['bin/unisite.js', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      editorUrl = /Page editor at (\S+)/.exec(output)?.[1] ?? editorUrl;
      if (ready.test(output)) resolve(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`unisite ${args.join(' ')} exited (${code}):\n${output}`)));
  });
}

function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function draft(path: string): Promise<Record<string, unknown> & { id: string; template: Record<string, unknown> }> {
  const answer = await fetch(`${CMS}/drafts/pages?path=${encodeURIComponent(path)}`, { headers: { authorization: 'Bearer e2e-token' } });
  expect(answer.status).toBe(200);
  return (await answer.json()) as Record<string, unknown> & { id: string; template: Record<string, unknown> };
}

async function saveDraft(page: { id: string }): Promise<void> {
  const answer = await fetch(`${CMS}/drafts/pages/${encodeURIComponent(page.id)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: 'Bearer e2e-token' },
    body: JSON.stringify(page),
  });
  expect(answer.status).toBe(200);
}

test.describe('preview and page editor', () => {
  let preview: ChildProcess | undefined;
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    // CMS_TOKEN makes the embedded CMS protected: the preview must send it as a bearer header.
    preview = await start(['preview', '--port', String(base + 30), '--cms-port', String(base + 31)], /Page editor at/, {
      CMS_TOKEN: 'e2e-token',
      CMS_URL: '',
    });
  });
  test.afterAll(() => stop(preview));
  test.afterEach(async () => {
    await fetch(`${CMS}/drafts`, { method: 'DELETE', headers: { authorization: 'Bearer e2e-token' } });
  });

  test('preview shows a draft change on reload, a live list, a Preview marker, noindex and full-address links', async ({ page }) => {
    // Four renders, each reading the whole CMS afresh (drafts must show on reload): bounded, not instant.
    test.setTimeout(60_000);
    // The CMS is protected: without the token its content calls are refused.
    expect((await fetch(`${CMS}/graphql`, { method: 'POST', body: '{}' })).status).toBe(401);

    await page.goto(`${PREVIEW}/news/`);
    await expect(page.locator('[data-preview-marker]')).toContainText('Preview');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // SPEC §2 "Links": internal links are full addresses of the real site in a preview.
    const brand = await page.locator('header a[href]').first().getAttribute('href');
    expect(brand).toMatch(/^https:\/\//);
    const cards = page.locator('main article, main li').filter({ hasText: /\w/ });
    await expect(cards.first()).toBeVisible();

    // A draft of one story: the list page (resolved through the CMS list call) shows its new title.
    const storyFile = (await readdir('content/cms/documents/pages/en/news')).sort()[0] as string;
    const storyPath = (JSON.parse(await readFile(`content/cms/documents/pages/en/news/${storyFile}`, 'utf8')) as { path: string }).path;
    const anyStory = await draft(storyPath);
    const title = `Draft headline ${Date.now()}`;
    anyStory.template = { ...anyStory.template, title };
    anyStory.title = title;
    await saveDraft(anyStory);
    await page.reload();
    await expect(page.locator('main')).toContainText(title);

    // The list page itself: a changed intro shows on reload, in Spanish too.
    const list = await draft('/es/noticias/');
    list.title = 'Noticias en borrador';
    await saveDraft(list);
    await page.goto(`${PREVIEW}/es/noticias/`);
    await expect(page.locator('h1')).toContainText('Noticias en borrador');
    await expect(page.locator('[data-preview-marker]')).toContainText('Vista previa');
    // No service worker in a preview.
    expect(await page.evaluate(() => navigator.serviceWorker?.getRegistrations().then((r) => r.length) ?? 0)).toBe(0);
  });

  test('preview renders each site of the family with its own theme, header and footer, in both languages', async ({ page }) => {
    test.setTimeout(60_000);
    // A business-school programme: the school's theme, its header's menu and its home as the logo link.
    for (const [path, menu, home] of [
      ['/business-school/programmes/executive-mba/', 'Research projects', '/business-school/'],
      ['/es/business-school/programas/executive-mba/', 'Proyectos de investigación', '/es/business-school/'],
    ] as const) {
      const answer = await page.goto(`${PREVIEW}${path}`);
      expect(answer?.status(), path).toBe(200);
      await expect(page.locator('[data-theme]').first()).toHaveAttribute('data-theme', 'business');
      await expect(page.locator('header').first()).toContainText(menu);
      await expect(page.locator('header a[class*="logo"]').first()).toHaveAttribute('href', new RegExp(`^https://[^/]+${home}$`));
      await expect(page.locator('footer a[class*="logo"]').first()).toHaveAttribute('href', new RegExp(`^https://[^/]+${home}$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Executive MBA');
    }
    // The research centre keeps its own theme at the root.
    await page.goto(`${PREVIEW}/news/`);
    await expect(page.locator('[data-theme]').first()).not.toHaveAttribute('data-theme', 'business');
    await expect(page.locator('header').first()).not.toContainText('Research projects');
  });

  test('the page-editor path has no body id and only the font scripts', async ({ page }) => {
    await page.goto(`${PREVIEW}/_editor/`);
    expect(await page.locator('body').getAttribute('id')).toBeNull();
    const scripts = await page.locator('script[src]').evaluateAll((list) => list.map((s) => (s as HTMLScriptElement).src));
    expect(scripts).toEqual([`${PREVIEW}/site/app/editor-frame.ts`]);
    await expect(page.locator('link[rel="stylesheet"][href="/fonts/font-face.css"]')).toHaveCount(1);
    await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
  });

  async function openEditor(page: Page) {
    // The CMS is protected: the editor opens only through the printed address, never without it.
    expect((await fetch(`${CMS}/editor/?path=/`)).status).toBe(401);
    expect(editorUrl.startsWith(`${CMS}/editor/?path=%2F&key=`)).toBe(true);
    await page.goto(editorUrl);
    const frame = page.frameLocator('#frame');
    await expect(page.locator('body[data-editor-ready]')).toHaveCount(1);
    return frame;
  }

  test('in the editor host a module is selected, duplicated and deleted, and the frame re-renders', async ({ page }) => {
    const frame = await openEditor(page);
    const modules = frame.locator('[data-editor-path]');
    const before = await modules.count();
    expect(before).toBeGreaterThan(2);

    // Select: highlighted, labelled with its name, announced by the host.
    const second = frame.locator('[data-editor-path="mainSection.0"]');
    const name = (await second.getAttribute('data-module')) as string;
    await second.click({ position: { x: 20, y: 20 } });
    await expect(second).toHaveAttribute('data-editor-selected', '');
    await expect(second.locator('[data-editor-toolbar]')).toContainText(name);
    await expect(page.locator('#status')).toContainText(`Selected: ${name}`);

    // Duplicate: the host changes the draft and the frame shows one more module, the copy selected.
    await second.getByRole('button', { name: 'Duplicate' }).click();
    // The preview server renders the changed draft before the frame shows it: on a loaded
    // runner that took longer than the default five seconds.
    await expect(modules).toHaveCount(before + 1, { timeout: 15_000 });
    await expect(frame.locator('[data-editor-path="mainSection.1"]')).toHaveAttribute('data-module', name);
    await expect(frame.locator('[data-editor-path="mainSection.1"]')).toHaveAttribute('data-editor-selected', '');
    expect(((await draft('/')).template.mainSection as unknown[]).length).toBe(before - 1 + 1);

    // Delete it again.
    await frame.locator('[data-editor-path="mainSection.1"]').getByRole('button', { name: 'Delete' }).click();
    await expect(modules).toHaveCount(before, { timeout: 15_000 });
    await expect(page.locator('#status')).toContainText(`Deleted ${name}`);
  });

  test('header and footer get their own highlight, navigation is not selectable, other origins are ignored', async ({ page }) => {
    const frame = await openEditor(page);
    const modules = frame.locator('[data-editor-path]');
    const before = await modules.count();

    // A link inside the header's navigation neither navigates nor selects. The frame is not
    // hydrated and narrower than the desktop bar, so the navigation sits in the closed menu
    // panel: the click is dispatched to the link itself.
    await frame.locator('header nav a').first().dispatchEvent('click');
    await expect(frame.locator('[data-editor-selected]')).toHaveCount(0);
    // The footer is selectable as the footer, with no module actions.
    await frame.locator('footer').click({ position: { x: 5, y: 5 } });
    await expect(frame.locator('footer')).toHaveAttribute('data-editor-selected', '');
    await expect(frame.locator('footer [data-editor-toolbar] button')).toHaveCount(0);
    const outline = await frame.locator('footer').evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).toBe('dashed');

    // The same message from the host's own origin (not the preview's) changes nothing…
    await page.evaluate(() => window.postMessage({ source: 'unisite-editor', type: 'delete', path: 'mainSection.0', name: 'x' }, '*'));
    // …nor from a frame of another origin (localhost is not 127.0.0.1).
    await page.evaluate(
      (url) => {
        const intruder = document.createElement('iframe');
        intruder.id = 'intruder';
        intruder.src = url;
        document.body.append(intruder);
      },
      `${PREVIEW.replace('127.0.0.1', 'localhost')}/_editor/`,
    );
    const intruder = page.frameLocator('#intruder');
    await expect(intruder.locator('[data-editor-path]').first()).toBeAttached();
    await intruder
      .locator('body')
      .evaluate(() => window.parent.postMessage({ source: 'unisite-editor', type: 'delete', path: 'mainSection.0', name: 'x' }, '*'));
    // A real message after them is applied: so the two before it were seen and ignored.
    await frame.locator('[data-editor-path="mainSection.0"]').click({ position: { x: 20, y: 20 } });
    await expect(page.locator('#status')).toContainText('Selected');
    expect(((await draft('/')).template.mainSection as unknown[]).length).toBe(before - 1);
    await expect(modules).toHaveCount(before);
  });
});

test.describe('dev server', () => {
  let dev: ChildProcess | undefined;
  const styles = 'site/modules/BasicContent/BasicContent.module.css';
  let original = '';
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    original = await readFile(styles, 'utf8');
    // The snapshots of the run's shared build (docs/testing.md), which the dev server only reads.
    dev = await start(['dev', '--port', String(base + 32)], /Dev server at/, { UNISITE_SNAPSHOTS_DIR: family.snapshotsDir });
  });
  test.afterAll(async () => {
    if (original) await writeFile(styles, original);
    await stop(dev);
  });

  test('serves a page from the snapshots and picks up a style change without a rebuild', async ({ page }) => {
    test.setTimeout(30_000);
    await page.goto(`${DEV}/`);
    const content = page.locator('[data-module="BasicContent"] > div').first();
    await expect(content).toBeVisible();
    await expect(page.locator('body')).toHaveAttribute('id', 'iesite');
    // Hydrated, with Vite's HMR client connected.
    await page.waitForFunction(() => document.querySelector('script[src="/@vite/client"]') !== null);
    const connected = page.waitForEvent('console', { predicate: (message) => message.text().includes('[vite] connected') });
    await page.reload();
    await connected;
    // The component is in the browser's module graph once hydration has loaded its chunk.
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('/site/modules/BasicContent/BasicContent.module.css')),
    );
    const updated = page.waitForEvent('console', {
      predicate: (message) => message.text().includes('hot updated') && message.text().includes('BasicContent'),
      timeout: 15_000,
    });
    await appendFile(styles, '\n.content {\n  outline: var(--line-width) dashed var(--palette-brand);\n}\n');
    await updated;
    await expect.poll(() => content.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('dashed');
  });

  test('serves the business school from its own snapshots, with its theme', async ({ page }) => {
    const answer = await page.goto(`${DEV}/es/business-school/programas/executive-mba/`);
    expect(answer?.status()).toBe(200);
    await expect(page.locator('[data-theme]').first()).toHaveAttribute('data-theme', 'business');
    await expect(page.locator('header a[class*="logo"]').first()).toHaveAttribute('href', '/es/business-school/');
  });
});

// The hostile-content corpus (tests/fixtures/hostile/payloads.json) in every editor-controlled
// field, built, and visited in Chromium with the Content-Security-Policy switched off (served
// without _headers): no payload may run script. Each injection is either refused by sync with
// a message naming document and field, or rendered inert (docs/security.md).
import { createServer, type Server } from 'node:http';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Request } from '@playwright/test';
import { startCms } from '../../pipeline/cms.ts';
import { buildSite } from '../../pipeline/site-build/index.ts';
import { silentReporter } from '../../pipeline/reporter.ts';
import { serve, type RunningServer } from '../../pipeline/serve/index.ts';
import { standInEndpoints } from '../../pipeline/sync/media-thumbnails.ts';
import { sync } from '../../pipeline/sync/index.ts';
import type { RawContent } from '../../content/schema/problems.ts';
import { DEFAULT_DOCUMENTS_DIR, loadDocuments } from '../helpers/documents.ts';
import { editorFields, injectAndValidate } from '../helpers/hostile.ts';
import { seedWorkDir } from '../setup/family-build.ts';

const root = resolve(import.meta.dirname, '../..');
// Ports next to the e2e server's own, so parallel checkouts (each with its E2E_PORT) never collide.
const BASE_PORT = Number(process.env.E2E_PORT ?? 4399);
const SITE_PORT = BASE_PORT + 17;
const CANARY_PORT = BASE_PORT + 18;
// The corpus names its canary as 127.0.0.1:4417: point it at this run's canary port.
const { payloads } = JSON.parse(
  (await readFile(join(root, 'tests/fixtures/hostile/payloads.json'), 'utf8')).replaceAll('127.0.0.1:4417', `127.0.0.1:${CANARY_PORT}`),
) as { payloads: string[] };

test.describe.configure({ mode: 'serial' });

/** How long a page must ask for nothing to count as settled. */
const QUIET_MS = 100;

let work: string;
let site: RunningServer | undefined;
let canary: Server | undefined;
const canaryHits: string[] = [];
let routes: string[] = [];

/** Removes every data source's `site` (the sites whose items it lists) from the documents. */
function ownSiteListsOnly(value: unknown): void {
  if (Array.isArray(value)) for (const item of value) ownSiteListsOnly(item);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (Array.isArray(record.sources) && 'site' in record) delete record.site;
    for (const child of Object.values(record)) ownSiteListsOnly(child);
  }
}

test.beforeAll(async () => {
  test.setTimeout(600_000);
  work = await mkdtemp(join(tmpdir(), 'unisite-hostile-'));
  canary = createServer((request, response) => {
    canaryHits.push(request.url ?? '');
    response.writeHead(204).end();
  });
  await new Promise<void>((done) => canary!.listen(CANARY_PORT, '127.0.0.1', done));

  // 1. Every payload in every field, one payload at a time: what sync refuses, and with what message.
  let tried = 0;
  let refused = 0;
  const silentlyDropped: string[] = [];
  const pristine = await loadDocuments(DEFAULT_DOCUMENTS_DIR);
  for (const payload of payloads) {
    const raw = structuredClone(pristine);
    const fields = editorFields(raw);
    const result = injectAndValidate(raw, fields, () => payload);
    tried += fields.length;
    refused += result.rejected.length;
    for (const { problems } of result.rejected)
      for (const problem of problems) if (!problem.document || !problem.message) silentlyDropped.push(JSON.stringify(problem));
  }
  expect(silentlyDropped, 'every refusal names document, field and reason').toEqual([]);

  // 2. One build whose fields carry the payloads round-robin, with only what sync accepts.
  const raw: RawContent = await loadDocuments(DEFAULT_DOCUMENTS_DIR);
  // Media references are checked by the images step at build and refused there with a content
  // error (tests/unit/pipeline/images/media-file.test.ts): the build visited here needs its images.
  const fields = editorFields(raw).filter((field) => !(field.path.at(-1) === 'url' && field.original.startsWith('/media/')));
  const mixed = injectAndValidate(raw, fields, (_field, index) => payloads[index % payloads.length] as string);
  console.log(
    `hostile corpus: ${payloads.length} payloads × ${fields.length} fields: ${tried} injections, ${refused} refused at sync with a message, ${tried - refused} accepted; build: ${mixed.accepted.length} accepted injections rendered`,
  );
  const regions = raw.regions as { countries: Array<Record<string, unknown>>; provinces: Array<Record<string, unknown>> };
  // This CMS holds the research centre alone: a list that names another site of the family (the
  // home's executive programmes of the business school) lists the centre's own items instead.
  ownSiteListsOnly(raw.pages);
  const cms = await startCms({ content: { site: raw.site as Record<string, unknown>, pages: raw.pages as never, ...regions } });
  try {
    const snapshotsDir = join(work, 'snapshots');
    await sync({ snapshotsDir, cmsUrl: cms.url, thumbnailEndpoints: standInEndpoints(cms.origin), reporter: silentReporter });
    // On top of the run's shared build (docs/testing.md): its Vite bundle, by hard links, and its
    // image cache; every page carries payloads, so every page is rendered anew.
    await seedWorkDir(join(work, 'work'));
    await buildSite({ root, snapshotsDir, outDir: join(work, 'dist'), workDir: join(work, 'work'), reporter: silentReporter });
  } finally {
    await cms.close();
  }
  // The CSP switched off: served without the build's _headers.
  await rm(join(work, 'dist', '_headers'));
  site = await serve({ dir: join(work, 'dist'), port: SITE_PORT });
  const entries = await readdir(join(work, 'dist'), { recursive: true });
  routes = entries
    .filter((file) => file.endsWith('index.html') && !file.startsWith('page-data'))
    .map((file) => `/${file.replace(/index\.html$/, '')}`)
    .sort();
});

test.afterAll(async () => {
  await site?.close();
  await new Promise<void>((done) => (canary ? canary.close(() => done()) : done()));
  if (work) await rm(work, { recursive: true, force: true });
});

test('no payload runs script on any page, without the CSP', async ({ page }) => {
  // A sweep: every hostile page is loaded and searched for active markup, and their number grows
  // with the module library, so the deadline does too (a page takes about half a second).
  test.setTimeout(60_000 + routes.length * 2_000);
  const executions: string[] = [];
  await page.exposeFunction('__hostile', (id: unknown) => executions.push(`${page.url()}: payload ${String(id)}`));
  page.on('dialog', (dialog) => {
    executions.push(`${page.url()}: dialog ${dialog.message()}`);
    void dialog.dismiss();
  });
  expect(routes.length).toBeGreaterThan(10);
  // The page's requests in flight, and when that last changed: a page is settled once it has
  // hydrated and asked for nothing for QUIET_MS (Playwright's networkidle waits 500 ms, which
  // was most of this sweep's time, with one worker of two idle).
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    inFlight.add(request);
    lastChange = Date.now();
  });
  const settled = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  for (const route of routes) {
    // A page the sweep could not check whole: not hydrated (no handler attached to check), or
    // still loading (a handler may not have run yet). The sweep stops there and names it.
    const unchecked: string[] = [];
    // Only this document's requests count: a request of the page before that the navigation
    // cut short does not always report its end (seen with its prefetches on a loaded machine),
    // and left in the set it held every later page for the whole wait.
    inFlight.clear();
    lastChange = Date.now();
    await page.goto(`http://127.0.0.1:${SITE_PORT}${route}`, { waitUntil: 'load', timeout: 15_000 });
    // Hydrated (the header marks itself once the client has run), then what hydration asked for.
    await page
      .locator('[data-enhanced]')
      .first()
      .waitFor({ state: 'attached', timeout: 10_000 })
      .catch(() => unchecked.push(`${route}: not hydrated within 10 s`));
    await expect
      .poll(() => inFlight.size === 0 && Date.now() - lastChange >= QUIET_MS, { intervals: [QUIET_MS / 4], timeout: 10_000 })
      .toBe(true)
      .catch(() =>
        unchecked.push(`${route}: requests still in flight after 10 s: ${[...inFlight].map((request) => request.url()).join(' ')}`),
      );
    expect(unchecked, 'a page the sweep could not check whole').toEqual([]);
    // Handlers that would wait for a visitor (hover, focus …): none may be in the markup at all.
    const inert = await page.evaluate(() => {
      const found: string[] = [];
      for (const element of Array.from(document.querySelectorAll('*'))) {
        for (const attribute of Array.from(element.attributes)) {
          if (/^on/i.test(attribute.name)) found.push(`${element.tagName} ${attribute.name}`);
          if (
            /^(href|src|action|formaction|data|srcdoc)$/i.test(attribute.name) &&
            /^\s*(javascript|vbscript|data:text)/i.test(attribute.value)
          )
            found.push(`${element.tagName} ${attribute.name}=${attribute.value}`);
        }
        // The forms the site's own components draw are marked; content cannot carry a form or a
        // data attribute (the rich-text sanitiser allows neither), so a marked form is the site's.
        const siteForm = element.tagName === 'FORM' && element.hasAttribute('data-site-form');
        if (['IFRAME', 'OBJECT', 'EMBED', 'BASE', 'FORM'].includes(element.tagName) && element.closest('[data-module]') && !siteForm)
          found.push(element.tagName);
      }
      for (const script of Array.from(document.scripts)) {
        const known =
          script.type === 'application/json' ||
          script.type === 'application/ld+json' ||
          script.src.includes('/assets/') ||
          script.src.startsWith('https://');
        if (!known && !/hidden|banner/i.test(script.textContent ?? '')) found.push(`script ${script.outerHTML.slice(0, 80)}`);
      }
      return found;
    });
    expect(inert, `active markup on ${route}`).toEqual([]);
  }
  expect(executions).toEqual([]);
  expect(canaryHits, 'requests to the canary').toEqual([]);
});

// The client runtime as a visitor meets it (SPEC §2 "Routing rules", §4 page loading, §9
// prefetch): navigation by page-data, fallbacks, scroll, announcements and deploy recovery.
import { BATCH_INTERVAL_MS } from '../../site/app/prefetch.ts';
import { readFile, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page, Request } from '@playwright/test';
import { test, expect, hydrated } from './fixtures.ts';
import { replaceFile, serveDistCopy } from './dist-copy.ts';

/** Records the page's requests from now on. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

const documents = (requests: Request[]) => requests.filter((r) => r.resourceType() === 'document').map((r) => new URL(r.url()).pathname);
const pageDataOf = (requests: Request[]) =>
  requests.map((r) => new URL(r.url()).pathname).filter((p) => p.startsWith('/page-data/') && !p.startsWith('/page-data/sq/'));

/** The browser reports the failures a test injects; nothing else may fail. */
function expectOnlyInjectedFailures(consoleErrors: string[], status: number): void {
  expect(consoleErrors.length).toBeGreaterThan(0);
  for (const error of consoleErrors) expect(error).toContain(`status of ${status}`);
  consoleErrors.length = 0;
}

/** SPEC §9: no prefetch in save-data mode, so the navigation makes the only page-data request. */
async function withoutPrefetch(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDataSaverOverride' as never, { dataSaverEnabled: true } as never);
}

test('an internal link loads page-data, not a new HTML document, and updates title and language', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const requests = recordRequests(page);
  await page.getByRole('navigation', { name: 'Languages' }).getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Entender a las familias detrás de la empresa');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(documents(requests)).toEqual([]);
  // Loaded now or by the prefetcher earlier: either way the page came from page-data.
  const all = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
  expect(all).toContain('/page-data/es/page-data.json');
  await expect(page).toHaveTitle(/Centro|Familias|Empresa/i);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/es\/$/);
});

test('after a navigation a live region announces the new page', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const region = page.getByRole('status');
  await expect(region).toHaveText('');
  await page.getByRole('link', { name: /Succession barometer 2026/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Succession barometer 2026/);
  const title = await page.title();
  expect(title).toContain('Succession barometer 2026');
  // The page's own title, without the site name the tab shows after it.
  await expect(region).toHaveText(`Navigated to ${title.replace(/ · Centre for Business Families$/, '')}`);
  await expect(region).toHaveAttribute('aria-live', 'assertive');
});

test('back restores the scroll position and a new page starts at the top', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 300 });
  await page.goto('/news/');
  await hydrated(page);
  const requests = recordRequests(page);
  const link = page.getByRole('link', { name: /Family offices forum/i }).first();
  await link.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 40));
  // Where the visitor is when they click: the click may first scroll the link out from under the
  // sticky header (SPEC §4 header scroll), and that position is the one to come back to.
  await page.evaluate(() =>
    document.addEventListener('click', () => ((window as unknown as { leftAt: number }).leftAt = window.scrollY), {
      capture: true,
      once: true,
    }),
  );
  await link.click();
  const before = await page.evaluate(() => (window as unknown as { leftAt: number }).leftAt);
  expect(before).toBeGreaterThan(100);
  await expect(page).toHaveURL(/family-offices-forum-mexico\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // Back once the header has settled at the top: while its height still animates, the switch to
  // the fixed header on return moves the page by a few pixels (a header matter, not the restore).
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await page.goBack();
  await expect(page).toHaveURL(/\/news\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
  expect(documents(requests)).toEqual([]);
});

test('a page-data 500 shows the server-error page', async ({ page, consoleErrors }) => {
  await withoutPrefetch(page);
  await page.goto('/');
  await hydrated(page);
  await page.route('**/page-data/news/page-data.json', (route) => route.fulfill({ status: 500, body: 'down' }));
  const requests = recordRequests(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Server Error');
  await expect(page).toHaveURL(/\/news\/$/);
  expect(documents(requests)).toEqual([]);
  expectOnlyInjectedFailures(consoleErrors, 500);
});

test('missing page-data with a HEAD 404 shows the not-found page; with a HEAD 200 the browser loads the path', async ({
  page,
  consoleErrors,
}) => {
  await withoutPrefetch(page);
  await page.goto('/');
  await hydrated(page);
  await page.route('**/page-data/news/page-data.json', (route) => route.fulfill({ status: 404, body: '' }));
  let heads = 0;
  await page.route('**/news/', (route) => {
    if (route.request().method() !== 'HEAD') return route.fallback();
    heads += 1;
    return route.fulfill({ status: 404, body: '' });
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We can't find that page");
  expect(heads).toBe(1);

  // Same missing page-data, but the server has something at the path: a full load shows it.
  await page.goto('/');
  await hydrated(page);
  await page.unroute('**/news/');
  const requests = recordRequests(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
  expect(documents(requests)).toEqual(['/news/']);
  // The full load hydrates from the same page-data, still missing here: React stays off and the
  // served HTML is the page (the runtime says so on the console).
  const notRendering = 'page resources for /news/ not found. Not rendering React';
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => error !== notRendering));
  expectOnlyInjectedFailures(consoleErrors, 404);
});

test('a missing Spanish page shows the Spanish not-found page', async ({ page, consoleErrors }) => {
  await withoutPrefetch(page);
  await page.goto('/es/');
  await hydrated(page);
  await page.route('**/page-data/es/noticias/page-data.json', (route) => route.fulfill({ status: 404, body: '' }));
  await page.route('**/es/noticias/', (route) =>
    route.request().method() === 'HEAD' ? route.fulfill({ status: 404, body: '' }) : route.fallback(),
  );
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Noticias' }).click();
  await expect(page).toHaveURL(/\/es\/noticias\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No encontramos esa página');
  expectOnlyInjectedFailures(consoleErrors, 404);
});

test('other page-data failures are retried 3 times, then the browser loads the page itself', async ({ page, consoleErrors }) => {
  await withoutPrefetch(page);
  await page.goto('/');
  await hydrated(page);
  let attempts = 0;
  const requests = recordRequests(page);
  await page.route('**/page-data/news/page-data.json', (route) => {
    // The navigation's attempts; once the browser loads /news/ itself, that page asks for its data too.
    if (documents(requests).length === 0) attempts += 1;
    return route.fulfill({ status: 503, body: 'busy' });
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click();
  await expect(page).toHaveURL(/\/news\/$/);
  await expect.poll(() => documents(requests)).toEqual(['/news/']);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
  expect(attempts).toBe(4);
  expectOnlyInjectedFailures(consoleErrors, 503);
});

test('page-data without a path is not valid: retried, then the browser loads the page itself', async ({ page }) => {
  await withoutPrefetch(page);
  await page.goto('/');
  await hydrated(page);
  let attempts = 0;
  const requests = recordRequests(page);
  await page.route('**/page-data/news/page-data.json', (route) => {
    if (documents(requests).length === 0) attempts += 1;
    return route.fulfill({ status: 200, contentType: 'application/json', body: '{"result":{}}' });
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click();
  await expect.poll(() => documents(requests)).toEqual(['/news/']);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
  expect(attempts).toBe(4);
});

test('app-data is retried 3 times when not 200, and without a compilation hash never reloads', async ({ page, consoleErrors }) => {
  let attempts = 0;
  await page.route('**/app-data.json', (route) => {
    attempts += 1;
    return attempts <= 4
      ? route.fulfill({ status: 503, body: '' })
      : route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
  });
  const requests = recordRequests(page);
  await page.goto('/news/');
  await hydrated(page);
  await expect.poll(() => attempts).toBe(4);
  await page.reload();
  await hydrated(page);
  await expect.poll(() => attempts).toBe(8);
  // Settled (no request for 500 ms): no third page load came of the failures.
  await page.waitForLoadState('networkidle');
  expect(documents(requests)).toEqual(['/news/', '/news/']);
  expectOnlyInjectedFailures(consoleErrors, 503);
});

test('after a navigation keyboard focus moves to the main content', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
  await expect(page.locator('main')).toBeFocused();
});

test('a slow navigation signals loading, then delayed after 1 s, then clears', async ({ page }) => {
  await withoutPrefetch(page);
  await page.goto('/');
  await hydrated(page);
  // The page data is held until the test has seen both signals, so a loaded machine cannot
  // make the navigation finish before the delayed signal (or the signal look late).
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/page-data/news/page-data.json', async (route) => {
    await held;
    await route.fallback();
  });
  // Record when each signal appears, in the page's own clock: timers only ever fire late, so a
  // lower bound on the gap holds however loaded the machine is.
  await page.evaluate(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { navigationSignals: Record<string, number> }).navigationSignals = seen;
    new MutationObserver(() => {
      const state = document.documentElement.dataset.navigation;
      if (state && !(state in seen)) seen[state] = performance.now();
    }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-navigation'] });
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-navigation', 'loading');
  await expect(page.locator('html')).toHaveAttribute('data-navigation', 'delayed', { timeout: 10_000 });
  const signals = await page.evaluate(() => (window as unknown as { navigationSignals: Record<string, number> }).navigationSignals);
  expect((signals.delayed ?? 0) - (signals.loading ?? Infinity)).toBeGreaterThanOrEqual(950);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
  await expect(page.locator('html')).not.toHaveAttribute('data-navigation', /./);
});

test('a build-hash change reloads the page once per session', async ({ page }) => {
  const copy = await serveDistCopy(async (dir) => {
    const file = join(dir, 'app-data.json');
    const appData = JSON.parse(await readFile(file, 'utf8')) as { webpackCompilationHash: string };
    await replaceFile(file, JSON.stringify({ ...appData, webpackCompilationHash: 'a-newer-deploy' }));
  });
  try {
    const requests = recordRequests(page);
    await page.goto(copy.url('/news/'));
    await expect.poll(() => documents(requests)).toEqual(['/news/', '/news/']);
    await hydrated(page);
    // The reloaded page checks app-data again and, once per session, does not reload again.
    await page.waitForLoadState('networkidle');
    expect(documents(requests)).toEqual(['/news/', '/news/']);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
  } finally {
    // Leave the page first: a late prefetch to a closed server would be a console error.
    await page.goto('about:blank');
    await copy.close();
  }
});

test('a chunk deleted by a deploy: the navigation falls back to a full load that still shows the page', async ({ page, consoleErrors }) => {
  const copy = await serveDistCopy(async (dir) => {
    const assets = await readdir(join(dir, 'assets'));
    for (const file of assets.filter((name) => name.startsWith('template-NewsDetail-'))) await rm(join(dir, 'assets', file));
  });
  try {
    await page.goto(copy.url('/news/'));
    await hydrated(page);
    const requests = recordRequests(page);
    await page.getByRole('link', { name: /Succession barometer 2026/ }).click();
    await expect(page).toHaveURL(/succession-barometer-2026\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Succession barometer 2026/);
    await expect.poll(() => documents(requests)).toEqual(['/news/succession-barometer-2026/']);
    // The HTML stays readable; React is not started on a page whose code is gone (SPEC §8).
    await expect
      .poll(() =>
        consoleErrors.some((e) => e.includes('page resources for /news/succession-barometer-2026/ not found. Not rendering React')),
      )
      .toBe(true);
    expect(
      consoleErrors.every((e) => /Not rendering React|Failed to load resource|Failed to fetch dynamically imported module/.test(e)),
    ).toBe(true);
    consoleErrors.length = 0;
  } finally {
    // Leave the page first: a late prefetch to a closed server would be a console error.
    await page.goto('about:blank');
    await copy.close();
  }
});

test('links in view are prefetched in batches of 4 every 3 s', async ({ page }) => {
  // A tall window shows the whole home page: the header, the hero, the latest news and events.
  await page.setViewportSize({ width: 1280, height: 2000 });
  const times: Array<{ path: string; at: number }> = [];
  let loaded = 0;
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    // The home page's own data is what hydration reads, not a prefetch.
    if (path.startsWith('/page-data/') && !path.startsWith('/page-data/sq/') && path !== '/page-data/index/page-data.json') {
      times.push({ path, at: Date.now() });
    }
  });
  await page.goto('/');
  loaded = Date.now();
  await hydrated(page);
  // The first eight internal pages linked in view, in the page's order: 4, then the next 4 after 3 s.
  await expect.poll(() => times.length).toBe(4);
  // No second batch before 3 s: the gap between the batches by the browser's clock, below.
  await expect.poll(() => times.length, { timeout: 6000 }).toBe(8);
  expect(times[0]!.at - loaded).toBeLessThan(2500);
  // When each fetch started, by the page's own clock (resource timing): the test process hears of
  // requests late and unevenly on a busy machine, the browser's timestamps do not.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /\/page-data\/(?!sq\/)/.test(e.name)).length))
    .toBeGreaterThanOrEqual(8);
  const at = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /\/page-data\/(?!sq\/)/.test(entry.name) && !entry.name.endsWith('/page-data/index/page-data.json'))
      .map((entry) => entry.startTime)
      .sort((a, b) => a - b),
  );
  expect(at).toHaveLength(8);
  for (const batch of [at.slice(0, 4), at.slice(4, 8)]) expect(Math.max(...batch) - Math.min(...batch)).toBeLessThan(500);
  expect(at[4]! - at[3]!).toBeGreaterThanOrEqual(2900);
  expect(new Set(times.map((t) => t.path))).toEqual(
    new Set([
      '/page-data/news/page-data.json',
      // The university's home, linked from the top bar of every site of the family.
      '/page-data/university/page-data.json',
      '/page-data/dissemination/page-data.json',
      '/page-data/news/next-generation-survey-2026/page-data.json',
      '/page-data/news/succession-barometer-2026/page-data.json',
      '/page-data/news/family-office-report-launch/page-data.json',
      '/page-data/research/page-data.json',
      '/page-data/education-and-training/page-data.json',
    ]),
  );
});

test('nothing is prefetched in save-data mode', async ({ page }) => {
  await withoutPrefetch(page);
  await page.clock.install();
  const requests = recordRequests(page);
  await page.goto('/');
  await hydrated(page);
  expect(await page.evaluate(() => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData)).toBe(true);
  // Two prefetch intervals pass on the page's clock; nothing was scheduled, so nothing is fetched.
  await page.clock.runFor(2 * BATCH_INTERVAL_MS);
  await page.waitForLoadState('networkidle');
  expect(pageDataOf(requests)).toEqual(['/page-data/index/page-data.json']); // its own, for hydration; nothing prefetched
  // Navigation itself still works.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
  expect(pageDataOf(requests)).toEqual(['/page-data/index/page-data.json', '/page-data/news/page-data.json']);
});

test('nothing is prefetched for a bot', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.clock.install();
  const requests = recordRequests(page);
  await page.goto('/');
  await hydrated(page);
  await page.clock.runFor(2 * BATCH_INTERVAL_MS);
  await page.waitForLoadState('networkidle');
  expect(pageDataOf(requests)).toEqual(['/page-data/index/page-data.json']); // its own, for hydration; nothing prefetched
  await context.close();
});

// SPEC §2 "Offline support", §4 "Service worker": a page visited once reads offline. The site is
// served from a private copy of dist/, so "offline" is real: the server is gone.
import { chromium, type Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { serveDistCopy } from './dist-copy.ts';
import { chromiumLaunch } from '../setup/chromium.ts';

test.use({ serviceWorkers: 'allow' });

const cached = (page: Page, path: string) => page.evaluate(async (p) => Boolean(await caches.match(location.origin + p)), path);

test('pages visited once, fully or on the client, reload with the server gone', async ({ page, consoleErrors }) => {
  // No prefetch (save-data), so the offline page makes no requests for pages it has never seen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDataSaverOverride' as never, { dataSaverEnabled: true } as never);
  const copy = await serveDistCopy();
  // The service worker never keeps third-party scripts (docs/third-parties.md): offline, the
  // consent script fails to load like any third party would. Those failures, and only those, are expected.
  const thirdPartyFailures: string[] = [];
  page.on('requestfailed', (request) => {
    if (new URL(request.url()).pathname.startsWith('/third-parties/')) thirdPartyFailures.push(request.url());
  });
  const inFlight = new Set<unknown>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  try {
    await page.goto(copy.url('/'));
    expect(await page.evaluate(async () => Boolean(await navigator.serviceWorker.ready))).toBe(true);
    await expect.poll(() => cached(page, '/')).toBe(true);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
    await expect.poll(() => cached(page, '/news/')).toBe(true);
    await expect.poll(() => cached(page, '/page-data/news/page-data.json')).toBe(true);
    const news = page.locator('[data-kind="news"]');
    const online = await news.count();
    expect(online).toBeGreaterThan(0);
    // Visited means loaded: on a busy machine an image or chunk may still be on its way, and
    // the service worker keeps only what arrived. Wait until nothing the page asked for is in flight.
    await expect.poll(() => inFlight.size).toBe(0);

    await copy.server.close();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
    // The whole list reads offline, with nothing (the header's logo variant included) missing.
    await expect(news).toHaveCount(online);
    // Offline, the client still navigates to a page it has seen: home, by the header's logo.
    await page.getByRole('banner').getByRole('link', { name: 'Centre for Business Families home' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Understanding the families behind business');
    await expect(page).toHaveURL(/\/$/);
  } finally {
    await copy.close();
  }
  expect(thirdPartyFailures.length).toBeGreaterThan(0);
  const unexplained = [...consoleErrors];
  for (const _failure of thirdPartyFailures) {
    const at = unexplained.indexOf('Failed to load resource: net::ERR_CONNECTION_REFUSED');
    if (at >= 0) unexplained.splice(at, 1);
  }
  expect(unexplained).toEqual([]);
  consoleErrors.length = 0;
});

test('over plain http on a real host name no service worker is registered, and the console says why', async ({ baseURL }) => {
  const port = new URL(baseURL!).port;
  const browser = await chromium.launch(chromiumLaunch(['unisite.test 127.0.0.1']));
  try {
    const page = await browser.newPage();
    const messages: string[] = [];
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
    await page.goto(`http://unisite.test:${port}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Understanding the families behind business');
    await expect.poll(() => messages).toContain('warning: Service workers can only be used over HTTPS, or on localhost for development');
    expect(await page.evaluate(() => 'serviceWorker' in navigator)).toBe(false);
    expect(messages.filter((m) => m.startsWith('error'))).toEqual([]);
  } finally {
    await browser.close();
  }
});

// SPEC §2 "Offline support", §4 "Service worker": a page visited once reads offline. The site is
// served from a private copy of dist/, so "offline" is real: the server is gone.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { serveDistCopy } from './dist-copy.ts';

const cached = (page: Page, path: string) =>
  page.evaluate(async (p) => Boolean(await caches.match(location.origin + p)), path);

test('pages visited once, fully or on the client, reload with the server gone', async ({ page, consoleErrors }) => {
  // No prefetch (save-data), so the offline page makes no requests for pages it has never seen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDataSaverOverride' as never, { dataSaverEnabled: true } as never);
  const copy = await serveDistCopy();
  try {
    await page.goto(copy.url('/'));
    expect(await page.evaluate(async () => Boolean(await navigator.serviceWorker.ready))).toBe(true);
    await expect.poll(() => cached(page, '/')).toBe(true);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
    await expect.poll(() => cached(page, '/news/')).toBe(true);
    await expect.poll(() => cached(page, '/page-data/news/page-data.json')).toBe(true);

    await copy.server.close();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
    await expect(page.locator('[data-kind="news"]')).toHaveCount(3);
    // Offline, the client still navigates to a page it has seen.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Understanding the families behind business');
    await expect(page).toHaveURL(/\/$/);
  } finally {
    await copy.close();
  }
  expect(consoleErrors).toEqual([]);
});

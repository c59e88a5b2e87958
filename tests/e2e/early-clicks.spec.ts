// Clicks made before the page has hydrated (site/app/start-script.ts, docs/performance.md
// "Lighthouse"). The built site starts its client after the first paint, so on a slow connection
// a visitor can click before hydration, or while it runs: a click on something only scripts
// answer is held and given again, once, when the page is ready. Each test holds part of the
// client back, clicks, releases it and checks that the click did what it does on a hydrated
// page, exactly once.
import type { Page } from '@playwright/test';
import { test, expect, holdClient, holdHydration, hydrated } from './fixtures.ts';

declare global {
  interface Window {
    __clicks: string[];
    __sameDocument?: boolean;
  }
}

// Every click that reaches the page's own handlers (a held click is stopped before them), named
// by the link or button it landed in.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.__clicks = [];
    document.addEventListener('click', (event) => {
      const target = (event.target as Element).closest('a, button');
      window.__clicks.push((target?.getAttribute('aria-label') ?? target?.textContent ?? '').trim());
    });
  });
});

const clicks = (page: Page) => page.evaluate(() => window.__clicks);
/** Marks this document: client navigation keeps the mark, a page load loses it. */
const markDocument = (page: Page) => page.evaluate(() => (window.__sameDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => window.__sameDocument === true);

test("a list's next page clicked before hydration shows the next page once the page is hydrated", async ({ page }) => {
  const release = await holdClient(page);
  // The load event: the start script (async, so maybe not run at the first bytes) holds clicks
  // from then on; the client is held, so the page is not hydrated.
  await page.goto('/research/reports/');
  const cards = page.locator('[data-kind="publication"]');
  const next = page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next page' });
  await next.click();
  // Held: marked busy, nothing has answered it yet.
  await expect(next).toHaveAttribute('aria-busy', 'true');
  await expect(cards).toHaveCount(6);
  expect(await clicks(page)).toEqual([]);
  release();
  await hydrated(page);
  await expect(cards).toHaveCount(2);
  await expect(page.getByText('Showing 7–8 of 8')).toBeVisible();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(next).not.toHaveAttribute('aria-busy');
  expect(await clicks(page)).toEqual(['Next page']);
});

test("the video modal's play link clicked before hydration opens the player once the page is hydrated", async ({ page }) => {
  const player: string[] = [];
  await page.route(/youtube-nocookie\.com/, (route) => {
    player.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' });
  });
  const release = await holdClient(page);
  // The load event: the start script (async, so maybe not run at the first bytes) holds clicks
  // from then on; the client is held, so the page is not hydrated.
  await page.goto('/campus-life/');
  await page.getByRole('link', { name: 'Play the video: A minute on campus' }).click();
  // Not followed to the video's page outside: the link's address is only for no JavaScript.
  await expect(page).toHaveURL(/\/campus-life\/$/);
  expect(await clicks(page)).toEqual([]);
  release();
  await hydrated(page);
  const dialog = page.getByRole('dialog', { name: 'A minute on campus' });
  await expect(dialog.locator('iframe')).toBeVisible();
  expect(player).toHaveLength(1);
  expect(await clicks(page)).toEqual([expect.stringContaining('Play the video: A minute on campus')]);
  await expect(page).toHaveURL(/\/campus-life\/$/);
});

test('a language link clicked before hydration goes to the other language by client navigation, once', async ({ page }) => {
  const release = await holdClient(page);
  // The load event: the start script (async, so maybe not run at the first bytes) holds clicks
  // from then on; the client is held, so the page is not hydrated.
  await page.goto('/');
  await markDocument(page);
  const entries = await page.evaluate(() => history.length);
  await page.getByRole('navigation', { name: 'Languages' }).getByRole('link', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  release();
  await hydrated(page);
  await expect(page).toHaveURL(/\/es\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Entender a las familias detrás de la empresa');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await sameDocument(page)).toBe(true);
  expect(await clicks(page)).toEqual(['Español']);
  // One navigation: one new history entry, and back is the English home page.
  expect(await page.evaluate(() => history.length)).toBe(entries + 1);
  await page.goBack();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a language link pressed before hydration and released after it replaced the link goes to the other language, once', async ({
  page,
}) => {
  const release = await holdClient(page);
  // The load event: the start script has run (it is async), the client is held.
  await page.goto('/');
  await markDocument(page);
  const entries = await page.evaluate(() => history.length);
  const box = await page.getByRole('navigation', { name: 'Languages' }).getByRole('link', { name: 'Español' }).boundingBox();
  if (!box) throw new Error('the language link has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  release();
  // Hydrated: the header has moved its top bar, so the link pressed is not the one released on.
  await hydrated(page);
  await page.mouse.up();
  await expect(page).toHaveURL(/\/es\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await sameDocument(page)).toBe(true);
  expect(await clicks(page)).toEqual(['Español']);
  expect(await page.evaluate(() => history.length)).toBe(entries + 1);
});

test.describe('with the consent platform', () => {
  test.use({ consentDecided: false });

  test('with the chatbot showing, a link clicked while the page hydrates is followed by client navigation once it has', async ({
    page,
  }) => {
    // The client has started (consent, chatbot) but the page's template has not arrived.
    const release = await holdHydration(page);
    await page.goto('/contact-us/');
    await page.getByRole('button', { name: 'Accept all cookies' }).click();
    const chatbot = page.locator('#ie-chatbot-button');
    await expect(chatbot).toBeVisible();
    await expect(page.locator('[data-enhanced]')).toHaveCount(0);
    // The chatbot is the third party's own: it answers at once.
    await chatbot.click();
    await expect(chatbot).toHaveText('Connecting…');
    await markDocument(page);
    await page
      .getByRole('link', { name: /Centre for Business Families home/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/contact-us\/$/);
    release();
    await hydrated(page);
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    // The home page has no chatbot marker: the client navigation removed the chatbot.
    await expect(chatbot).toHaveCount(0);
    expect(await sameDocument(page)).toBe(true);
    expect((await clicks(page)).filter((name) => /Centre for Business Families home/.test(name))).toHaveLength(1);
  });
});

test('a link to a place on the same page is followed at once, before hydration', async ({ page }) => {
  const release = await holdClient(page);
  await page.goto('/research/reports/', { waitUntil: 'commit' });
  await page.getByRole('link', { name: 'Skip to main content' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#/);
  expect(await clicks(page)).toEqual(['Skip to main content']);
  release();
  await hydrated(page);
});

// Images in Chromium (SPEC §9 "Images"): the browser picks AVIF, images reserve their space
// (no layout shift), and images below the fold wait until the visitor scrolls to them.
import type { Page } from '@playwright/test';
import { test, expect, holdRequests } from './fixtures.ts';

/** Every variant the page asks for, as file names under /_img/. */
function variantRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/_img/')) seen.push(pathname.slice('/_img/'.length));
  });
  return seen;
}

test('the browser picks the AVIF variant of a news image', async ({ page }) => {
  const types: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/_img/')) types.push(response.headers()['content-type'] ?? '');
  });
  await page.goto('/news/succession-barometer-2026/');
  const image = page.getByRole('img', { name: /Office towers at dusk/ });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(
    /^\/_img\/news-succession-barometer-\d+x\d+-[0-9a-f]+\.avif$/,
  );
  expect(types).toContain('image/avif');
  expect(types.filter((type) => type !== 'image/avif')).toEqual([]);
});

test('images have intrinsic sizes: no layout shift on a detail page while they load', async ({ page }) => {
  // The images arrive only once the text has painted: without reserved space the image would push it.
  const releaseImages = await holdRequests(page, /\/_img\//);
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // Not the load event, which waits for the held images.
  await page.goto('/es/noticias/barometro-sucesion-2026/', { waitUntil: 'domcontentloaded' });
  // The lead image (the related stories below have card images of their own).
  const image = page.locator('main img[data-preset="hero"]');
  await expect(image).toHaveCount(1);
  await expect(image).toHaveAttribute('width', /^\d+$/);
  await expect(image).toHaveAttribute('height', /^\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  releaseImages();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 10_000 }).toBe(true);
  // The rendered box has the variant's shape on a phone (16:9), and the detail page's wide 12:5
  // frame from 768px (the picture is cropped to it, never stretched).
  const box = await image.evaluate((img: HTMLImageElement) => ({
    ratio: img.clientWidth / img.clientHeight,
    declared: Number(img.getAttribute('width')) / Number(img.getAttribute('height')),
    fit: getComputedStyle(img).objectFit,
  }));
  const wide = (page.viewportSize()?.width ?? 0) >= 768;
  expect(Math.abs(box.ratio - (wide ? 12 / 5 : 16 / 9))).toBeLessThan(0.02);
  expect(Math.abs(box.declared - 16 / 9)).toBeLessThan(0.02);
  if (wide) expect(box.fit).toBe('cover');
  // Two frames after the image painted, every layout shift it could cause has been reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0);
});

test('below-the-fold images are not requested until scrolled to; the hero loads at once', async ({ page }) => {
  // A long page: 5000px before the site's content, beyond any lazy-loading distance Chromium
  // uses (at most 3000px), placed outside the React root so hydration is untouched.
  await page.route(/\/$/, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('<body id="iesite">', '<body id="iesite"><div style="height:5000px"></div>');
    await route.fulfill({ response, body: html });
  });
  const requested = variantRequests(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  // The hero is eager with high priority, even this far down.
  expect(requested.some((name) => name.startsWith('home-hero-'))).toBe(true);
  expect(requested.filter((name) => name.startsWith('news-'))).toEqual([]);
  // Three lines of work, the three latest news, three upcoming events and three of the business
  // school's executive programmes, each with its image.
  await expect(page.locator('img[data-preset="card"]')).toHaveCount(12);
  await expect(page.locator('img[data-preset="hero"]')).toHaveAttribute('fetchpriority', 'high');

  await page.locator('img[data-preset="card"]').last().scrollIntoViewIfNeeded();
  await expect.poll(() => requested.filter((name) => name.startsWith('news-')).length).toBe(1);
  expect(requested.filter((name) => name.startsWith('news-')).every((name) => name.endsWith('.avif'))).toBe(true);
});

// SPEC §9 scroll reveal (site/app/reveal.ts, docs/modules.md "Scroll reveal"): the modules that
// use it fade in as they first scroll into view, and only then; without JavaScript and under
// prefers-reduced-motion every module is visible as the server sent it.
import type { Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures.ts';

/** A demo page whose modules below the fold use the reveal (a section intro, text and image, a timeline …). */
const PAGE = '/about-the-centre/';

const opacities = (page: Page) =>
  page.locator('[data-reveal]').evaluateAll((sections) => sections.map((section) => getComputedStyle(section).opacity));

test.describe('scroll reveal', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('every module is visible', async ({ page }) => {
      await page.goto(PAGE);
      expect((await opacities(page)).length).toBeGreaterThan(1);
      expect(new Set(await opacities(page))).toEqual(new Set(['1']));
      await expect(page.locator('[data-reveal-ready]')).toHaveCount(0);
    });
  });

  test.describe('under prefers-reduced-motion', () => {
    test.use({ contextOptions: { reducedMotion: 'reduce' } });
    test('every module is visible, and stays so', async ({ page }) => {
      await page.goto(PAGE);
      await hydrated(page);
      await expect(page.locator('[data-reveal-ready]')).toHaveCount(0);
      expect(new Set(await opacities(page))).toEqual(new Set(['1']));
    });
  });

  test.describe('with motion', () => {
    test.use({ contextOptions: { reducedMotion: 'no-preference' } });
    test('a module below the fold fades in when it scrolls into view, and one in view never hides', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(PAGE);
      await hydrated(page);
      await expect(page.locator('html[data-reveal-ready]')).toHaveCount(1);
      const last = page.locator('[data-reveal]').last();
      await expect(last).not.toHaveAttribute('data-revealed');
      expect(await last.evaluate((section) => getComputedStyle(section).opacity)).toBe('0');
      // SPEC §9 defaults: 40 px below its place, then 0.4 s to rise and fade in.
      expect(await last.evaluate((section) => getComputedStyle(section).transform)).toBe('matrix(1, 0, 0, 1, 0, 40)');
      await last.scrollIntoViewIfNeeded();
      await expect(last).toHaveAttribute('data-revealed', '');
      expect(await last.evaluate((section) => getComputedStyle(section).transitionDuration)).toBe('0.4s, 0.4s');
      await expect.poll(() => last.evaluate((section) => getComputedStyle(section).opacity)).toBe('1');
    });
  });
});

// The interactive modules of the library (docs/interactive-modules.md): the hero carousel and the sliders,
// popups and the video modal, the location map and the events calendar, driven as a visitor
// does with the mouse and the keyboard on the demo pages (/campus-life/, /visit-us/, /open-day/).
import type { Page } from '@playwright/test';
import { axe } from './axe.ts';
import { test, expect, hydrated, sweep } from './fixtures.ts';

// Tests that only visit the pages and drive them share their worker's page (`sweep`); the clock,
// routes, listeners, motion or no JavaScript get a page of their own (`test`).
const TILE_HOST = /^https:\/\/tile\.openstreetmap\.org\//;
/** A 1×1 transparent PNG standing in for every map tile. */
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const carousel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const currentSlide = (page: Page, name: string) => carousel(page, name).locator('[aria-roledescription="slide"][aria-current="true"]');

test.describe('hero carousel', () => {
  // The suite runs with reduced motion (playwright.config.ts); a visitor who does not ask for it
  // gets the moving video or slides tested here.
  test.use({ contextOptions: { reducedMotion: 'no-preference' } });

  test('advances by itself, pauses with its visible button, and moves with arrows and keys', async ({ page }) => {
    await page.clock.install();
    await page.goto('/campus-life/');
    const hero = carousel(page, 'Campus highlights');
    await expect(hero).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(currentSlide(page, 'Campus highlights')).toHaveAttribute('aria-label', 'Slide 1 of 3');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Campus life');
    await hydrated(page);

    // Autoplay: after one interval (7 s) the second slide is current.
    await page.clock.runFor(7_500);
    await expect(currentSlide(page, 'Campus highlights')).toHaveAttribute('aria-label', 'Slide 2 of 3');

    // The pause button stops it; time passes and nothing moves.
    await hero.getByRole('button', { name: 'Pause automatic slide show' }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(20_000);
    await expect(currentSlide(page, 'Campus highlights')).toHaveAttribute('aria-label', 'Slide 2 of 3');
    await expect(hero.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();

    await hero.getByRole('button', { name: 'Next slide' }).click();
    await expect(currentSlide(page, 'Campus highlights')).toHaveAttribute('aria-label', 'Slide 3 of 3');
    await page.keyboard.press('ArrowLeft');
    await expect(currentSlide(page, 'Campus highlights')).toHaveAttribute('aria-label', 'Slide 2 of 3');
  });

  test('renders eagerly (SPEC §2): its slides are in the server HTML and stay through hydration, never the empty fallback', async ({
    page,
    browser,
  }) => {
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const serverPage = await plain.newPage();
    await serverPage.goto('/campus-life/');
    await expect(carousel(serverPage, 'Campus highlights').locator('[aria-roledescription="slide"]')).toHaveCount(3);
    await plain.close();
    // Every node removed from the page until it is hydrated: an empty fallback at hydration would
    // make React replace the server's markup, the carousel with it.
    await page.addInitScript(() => {
      const removed: string[] = [];
      Object.assign(window, { carouselRemoved: removed });
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (
              node instanceof Element &&
              (node.matches('[aria-roledescription="carousel"]') || node.querySelector('[aria-roledescription="carousel"]'))
            )
              removed.push(node.outerHTML.slice(0, 80));
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/campus-life/');
    await hydrated(page);
    const hero = carousel(page, 'Campus highlights');
    await expect(hero.locator('[aria-roledescription="slide"]')).toHaveCount(3);
    await expect(hero.getByRole('button', { name: 'Next slide' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { carouselRemoved: string[] }).carouselRemoved)).toEqual([]);
  });

  test('never moves by itself, and offers no pause button, under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/campus-life/');
    const hero = carousel(page, 'Campus highlights');
    await expect(hero.getByRole('button', { name: 'Next slide' })).toBeVisible();
    await expect(hero.getByRole('button', { name: /automatic slide show/ })).toHaveCount(0);
    await hydrated(page);
    await page.clock.runFor(30_000);
    await expect(currentSlide(page, 'Campus highlights')).toHaveAttribute('aria-label', 'Slide 1 of 3');
  });
});

test.describe('sliders', () => {
  sweep('previous/next buttons move the slides and Tab leaves the carousel (no keyboard trap)', async ({ page }) => {
    await page.goto('/campus-life/');
    const slider = carousel(page, 'A walk across the campus');
    const next = slider.getByRole('button', { name: 'Next slide' });
    await next.click();
    await expect(currentSlide(page, 'A walk across the campus')).toHaveAttribute('aria-label', 'Slide 2 of 4');
    await slider.getByRole('button', { name: 'Previous slide' }).click();
    await expect(currentSlide(page, 'A walk across the campus')).toHaveAttribute('aria-label', 'Slide 1 of 4');
    await next.focus();
    await page.keyboard.press('Tab');
    expect(await slider.evaluate((element) => element.contains(document.activeElement))).toBe(false);
  });

  test('show their first slides without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/campus-life/');
    await expect(page.getByRole('img', { name: 'Students crossing the main courtyard of the campus' }).first()).toBeVisible();
    await expect(page.getByText('The programme gave my sister and me a shared language')).toBeVisible();
    await context.close();
  });

  test('load the carousel library only on pages that have a slider', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
    });
    await page.goto('/visit-us/');
    await expect(page.getByRole('grid')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => /\/Slider-/.test(path))).toEqual([]);
    await page.goto('/campus-life/');
    await expect(carousel(page, 'A walk across the campus').getByRole('button', { name: 'Next slide' })).toBeVisible();
    expect(scripts.filter((path) => /\/Slider-/.test(path))).toHaveLength(1);
  });
});

test.describe('distributors as sliders', () => {
  test('a distributor in slider layout moves with its buttons and the arrow keys, announcing the slide; a list layout loads no carousel', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
    });
    // The research page's news are a list: the page never downloads the carousel.
    await page.goto('/research/');
    await expect(page.locator('[data-module="NewsDistributor"] ul[data-layout="list"]')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => /\/Slider-/.test(path))).toEqual([]);

    await page.goto('/family-offices-knowledge-hub/');
    const name = 'Upcoming and recent meetings';
    const slider = carousel(page, name);
    await expect(slider).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(slider.getByRole('group')).toHaveCount(6);
    // Every event is one link, reachable by Tab whichever slide shows.
    await expect(slider.getByRole('link')).toHaveCount(6);
    const next = slider.getByRole('button', { name: 'Next slide' });
    await next.click();
    await expect(currentSlide(page, name)).toHaveAttribute('aria-label', 'Slide 2 of 6');
    // The slides are a polite live region: the newly current one is read out.
    await expect(slider.locator('[aria-live="polite"]')).toHaveCount(1);
    await page.keyboard.press('ArrowRight');
    await expect(currentSlide(page, name)).toHaveAttribute('aria-label', 'Slide 3 of 6');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(currentSlide(page, name)).toHaveAttribute('aria-label', 'Slide 1 of 6');
    await expect(slider.getByRole('button', { name: 'Previous slide' })).toHaveAttribute('aria-disabled', 'true');
    expect(scripts.filter((path) => /\/Slider-/.test(path))).toHaveLength(1);
  });
});

test.describe('popups and modals', () => {
  sweep('a popup traps focus, closes on Escape and gives focus back to its button', async ({ page }) => {
    await page.goto('/visit-us/');
    const opener = page.getByRole('button', { name: 'Open day details' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Open day: 14 March 2027' });
    await expect(dialog).toBeVisible();
    // Tab and Shift+Tab go round the dialog's controls and never leave it.
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((element) => element.contains(document.activeElement)), key).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('a delayed popup opens by itself once; after it is dismissed it stays closed', async ({ page }) => {
    await page.clock.install();
    await page.goto('/open-day/');
    const dialog = page.getByRole('dialog', { name: 'Places are limited' });
    // The popup's timer starts when the page is hydrated; the clock runs only after that.
    await hydrated(page);
    await page.clock.runFor(4_500);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open day 2027');
    await hydrated(page);
    await page.clock.runFor(10_000);
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('unisite:dismissed'))).toBe('["open-day-reminder"]');
  });

  test('the video modal creates the player only when opened and removes it on close', async ({ page }) => {
    const player: string[] = [];
    await page.route(/youtube-nocookie\.com/, (route) => {
      player.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' });
    });
    await page.goto('/campus-life/');
    await page.getByRole('link', { name: 'Play the video: A minute on campus' }).click();
    const dialog = page.getByRole('dialog', { name: 'A minute on campus' });
    await expect(dialog.locator('iframe')).toBeVisible();
    // The frame is in the page before its request reaches the route: wait for the request itself.
    await expect.poll(() => player.length).toBe(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('iframe')).toHaveCount(0);
  });
});

test.describe('location map', () => {
  test('no tile or map library request before the visitor asks; the map appears when asked', async ({ page }) => {
    const tiles: string[] = [];
    const leaflet: string[] = [];
    await page.route(TILE_HOST, (route) => {
      tiles.push(route.request().url());
      return route.fulfill({ contentType: 'image/png', body: TILE });
    });
    page.on('request', (request) => {
      if (/leaflet-map/.test(request.url())) leaflet.push(request.url());
    });
    await page.goto('/visit-us/');
    await expect(page.getByRole('link', { name: 'Directions to Main campus (opens in a new tab)' })).toBeVisible();
    const show = page.getByRole('button', { name: 'Show interactive map' });
    await expect(show).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(tiles).toEqual([]);
    expect(leaflet).toEqual([]);

    await show.click();
    const map = page.getByRole('region', { name: 'Interactive map of Main campus' });
    await expect(map.locator('.leaflet-tile-loaded').first()).toBeAttached();
    expect(tiles.length).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Hide interactive map' })).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('location map from the keyboard', () => {
  test('Tab reaches "Show interactive map" after the directions; Enter opens the map, Space closes it, focus stays on the button', async ({
    page,
  }) => {
    await page.route(TILE_HOST, (route) => route.fulfill({ contentType: 'image/png', body: TILE }));
    await page.goto('/visit-us/');
    await hydrated(page);
    await page.getByRole('link', { name: 'Directions to Main campus (opens in a new tab)' }).focus();
    await page.keyboard.press('Tab');
    const toggle = page.getByRole('button', { name: /interactive map$/ });
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAccessibleName('Show interactive map');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    const map = page.getByRole('region', { name: 'Interactive map of Main campus' });
    await expect(map.locator('.leaflet-tile-loaded').first()).toBeAttached();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAccessibleName('Hide interactive map');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('Space');
    await expect(map).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAccessibleName('Show interactive map');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('events calendar', () => {
  sweep('arrow keys move between days, Page Down between months, Enter opens a day and Escape closes it', async ({ page }) => {
    await page.goto('/visit-us/');
    const grid = page.getByRole('grid', { name: 'December 2026' });
    await expect(grid).toBeVisible();
    const active = grid.locator('[role="gridcell"][tabindex="0"]');
    await active.focus();
    await expect(active).toHaveAttribute('data-day', '2026-12-01');
    await page.keyboard.press('ArrowRight');
    await expect(page.locator(':focus')).toHaveAttribute('data-day', '2026-12-02');
    await page.keyboard.press('ArrowDown');
    await expect(page.locator(':focus')).toHaveAttribute('data-day', '2026-12-09');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Events on December 10, 2026' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Presentation of the Succession Barometer 2026' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { name: 'Events in December 2026' })).toBeVisible();
    await page.keyboard.press('PageDown');
    await expect(page.getByRole('grid', { name: 'January 2027' })).toBeVisible();
    await expect(page.locator(':focus')).toHaveAttribute('data-day', '2027-01-10');
  });
});

/** Serious and critical axe findings (WCAG 2.1 A and AA), one line each. */
async function axeProblems(page: Page): Promise<string[]> {
  const results = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.describe('accessibility of the demo pages', () => {
  for (const path of ['/campus-life/', '/es/vida-en-el-campus/', '/visit-us/', '/open-day/', '/our-community/', '/our-mission/']) {
    sweep(`axe finds no serious or critical violations on ${path}, hydrated`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await axeProblems(page)).toEqual([]);
    });
  }

  test('axe finds nothing serious with a popup open, the map shown and a day of the calendar open', async ({ page }) => {
    await page.route(TILE_HOST, (route) => route.fulfill({ contentType: 'image/png', body: TILE }));
    await page.goto('/visit-us/');
    await page.getByRole('button', { name: 'Show interactive map' }).click();
    await expect(page.locator('.leaflet-tile-loaded').first()).toBeAttached();
    await page.getByRole('grid').locator('[data-day="2026-12-10"]').click();
    expect(await axeProblems(page)).toEqual([]);
    await page.getByRole('button', { name: 'Open day details' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeProblems(page)).toEqual([]);
  });
});

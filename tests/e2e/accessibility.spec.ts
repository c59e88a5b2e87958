// WCAG 2.1 AA checks that automated scanners miss, done as a keyboard and zoom user would
// (docs/accessibility.md): reflow at 320px, focus order in the mobile menu, dismissible hover
// content, focus that never falls to <body>, and focus that is never hidden under the header.
import type { Page } from '@playwright/test';
import { test, expect, hydrated, sweep } from './fixtures.ts';
import { DEFAULT_DOCUMENTS_DIR, loadDocuments, onePerTemplate } from '../helpers/documents.ts';

// Checks that visit pages with their script and act on them share their worker's page (`sweep`);
// the pages without JavaScript and the stand-in video player (a route) get pages of their own.
type PageRecord = { path: string; locale: string; templateType: string };
const pages = ((await loadDocuments(DEFAULT_DOCUMENTS_DIR)).pages as PageRecord[]).sort((a, b) => (a.path < b.path ? -1 : 1));
const perTemplate = onePerTemplate(pages);

/** 320 CSS px is a 1280px-wide window at 400 % zoom (WCAG 1.4.10). */
const REFLOW = { width: 320, height: 640 } as const;

/** How far the page scrolls sideways, and where the menu button ends. */
const reflowProblems = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    const button = document.querySelector('[aria-controls="mobile-menu"]')?.getBoundingClientRect();
    return {
      sideways: root.scrollWidth - root.clientWidth,
      menuButtonOffScreen: !button || button.right > root.clientWidth || button.left < 0 || button.width === 0,
    };
  });

/** Visits each path (waiting for hydration when the page runs its script) and lists what does not reflow. */
async function reflowOf(page: Page, paths: string[], withScript: boolean): Promise<string[]> {
  const problems: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    if (withScript) await hydrated(page);
    const { sideways, menuButtonOffScreen } = await reflowProblems(page);
    if (sideways > 0) problems.push(`${path} scrolls ${sideways}px sideways`);
    if (menuButtonOffScreen) problems.push(`${path}: the menu button is off screen`);
  }
  return problems;
}

// Every page as the server sent it, and one page of each template once its script has run: the
// layout is the server's, and what the script changes is the same on every page of a template
// (the header's menu, a list's filters). Every module's examples are also measured at 320px once
// hydrated, in every sub-theme, in the gallery (tests/e2e/gallery.spec.ts).
test.describe('reflow at 320px', () => {
  test.use({ viewport: REFLOW });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    // A few dozen pages per test, so the pages spread over the workers and each test stays short.
    const CHUNK = 32;
    for (let start = 0; start < pages.length; start += CHUNK) {
      const chunk = pages.slice(start, start + CHUNK).map((record) => record.path);
      test(`no page scrolls sideways and the menu button is on screen (pages ${start + 1}–${start + chunk.length})`, async ({ page }) => {
        test.setTimeout(60_000);
        expect(await reflowOf(page, chunk, false)).toEqual([]);
      });
    }
  });

  sweep('once hydrated, no page of any template scrolls sideways and the menu button is on screen', async ({ page }) => {
    sweep.setTimeout(30_000 + perTemplate.length * 3_000);
    expect(new Set(perTemplate.map((record) => record.templateType)).size).toBeGreaterThanOrEqual(15);
    expect(
      await reflowOf(
        page,
        perTemplate.map((record) => record.path),
        true,
      ),
    ).toEqual([]);
  });

  sweep('on a page with a hero the compact light logo leaves the menu button on screen', async ({ page }) => {
    for (const path of ['/', '/es/investigacion/']) {
      await page.goto(path);
      await hydrated(page);
      const button = page.getByRole('button', { name: /^(Open menu|Abrir menú)$/ });
      await expect(button).toBeInViewport({ ratio: 1 });
      await expect(page.locator('header img[data-variant="logoLight"]')).toHaveJSProperty('width', 32);
    }
  });
});

const PHONE = { width: 390, height: 740 } as const;
/** A desktop window zoomed to about 125 %: below 1216px the mobile menu serves it. */
const ZOOMED_DESKTOP = { width: 1100, height: 800 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;

/** Lets scroll handlers, the header's pin animation and the menu's slide-in finish. */
async function settled(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), undefined, {
    timeout: 3_000,
  });
}

/**
 * What is wrong with the focused element, if anything: it is <body>, off screen, or something
 * (the sticky header, a sub panel) paints over part of it. With `settle`, first what `settled`
 * waits for, in the same call: a keyboard sweep asks this at every stop.
 */
const focusProblem = (page: Page, settle = false) =>
  page.evaluate(async (settle) => {
    if (settle) {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const deadline = performance.now() + 3_000;
      while (document.getAnimations().some((animation) => animation.playState === 'running')) {
        if (performance.now() > deadline) throw new Error('an animation still runs after 3 s');
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    }
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || element === document.documentElement) return 'focus is on <body>';
    const name = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const box = element.getBoundingClientRect();
    const slack = 1; // sub-pixel layout
    if (box.top < -slack || box.left < -slack || box.bottom > window.innerHeight + slack || box.right > window.innerWidth + slack)
      return `${name} is off screen (${Math.round(box.top)}–${Math.round(box.bottom)} of ${window.innerHeight})`;
    // Sample each box's corners (just inside) and centre: each must hit the element itself. A link
    // that wraps onto two lines has a box per line; their bounding box also covers the paragraph's
    // text around it, which is not something painted over the link.
    const inset = 2;
    const points = Array.from(element.getClientRects()).flatMap((line) => [
      [line.left + line.width / 2, line.top + line.height / 2],
      [line.left + inset, line.top + inset],
      [line.right - inset, line.top + inset],
      [line.left + inset, line.bottom - inset],
      [line.right - inset, line.bottom - inset],
    ]);
    for (const [x, y] of points as Array<[number, number]>) {
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(element === hit || element.contains(hit) || element.tagName === 'IFRAME'))
        return `${name} is covered at (${Math.round(x)}, ${Math.round(y)}) by ${hit?.tagName.toLowerCase()}.${hit?.className}`;
    }
    return null;
  }, settle);

for (const [name, viewport] of [
  ['phone', PHONE],
  ['zoomed desktop', ZOOMED_DESKTOP],
] as const) {
  test.describe(`mobile menu sub panels (${name})`, () => {
    test.use({ viewport });

    sweep('Enter moves focus into a sub panel, Tab never reaches a covered item, Back returns to the item', async ({ page }) => {
      await page.goto('/news/');
      await hydrated(page);
      const open = page.getByRole('button', { name: 'Open menu' });
      await open.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Menu' });
      await expect(dialog.getByRole('button', { name: 'Close menu' })).toBeFocused();
      const research = dialog.getByRole('group', { name: 'Main menu' }).getByRole('button', { name: 'Research' });
      await page.keyboard.press('Tab');
      await expect(research).toBeFocused();

      await page.keyboard.press('Enter');
      await settled(page);
      const panel = dialog.getByRole('group', { name: 'Research', exact: true });
      await expect(panel).toBeVisible();
      expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      expect(await focusProblem(page)).toBeNull();

      // A full round of Tab and of Shift+Tab stays on what the visitor can see.
      const count = await dialog.evaluate(
        (element) => element.querySelectorAll('a[href], button:not([disabled])').length, // an upper bound of the round
      );
      for (const key of ['Tab', 'Shift+Tab']) {
        for (let step = 0; step < Math.min(count, 30); step++) {
          await page.keyboard.press(key);
          const problem = await focusProblem(page);
          expect(problem, `${key} ×${step + 1}`).toBeNull();
          expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
        }
      }

      // Back returns focus to the item that opened the panel.
      await panel.getByRole('button', { name: 'Back' }).focus();
      await page.keyboard.press('Enter');
      await settled(page);
      await expect(research).toBeFocused();
      expect(await focusProblem(page)).toBeNull();

      // Two levels deep and back again.
      const university = dialog.getByRole('group', { name: 'Main menu' }).getByRole('button', { name: 'Ibera University' });
      await university.focus();
      await page.keyboard.press('Enter');
      await settled(page);
      const universityPanel = dialog.getByRole('group', { name: 'Ibera University', exact: true });
      const schools = universityPanel.getByRole('button', { name: 'Schools' });
      await schools.focus();
      await page.keyboard.press('Enter');
      await settled(page);
      expect(
        await dialog.getByRole('group', { name: 'Schools', exact: true }).evaluate((element) => element.contains(document.activeElement)),
      ).toBe(true);
      await page.keyboard.press('Enter'); // on "Back"
      await settled(page);
      await expect(schools).toBeFocused();
      expect(await focusProblem(page)).toBeNull();
    });
  });
}

test.describe('the Schools dropdown (desktop)', () => {
  test.use({ viewport: DESKTOP });

  sweep('opened by hover, it closes with Escape without moving the pointer, and on pointer leave', async ({ page }) => {
    await page.goto('/news/');
    await hydrated(page);
    const topMenu = page.getByRole('navigation', { name: 'Ibera University links' });
    const schools = topMenu.getByRole('button', { name: 'Schools' });
    const humanities = topMenu.getByRole('link', { name: 'Humanities' });
    await schools.hover();
    await expect(humanities).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(humanities).toBeHidden();
    await expect(schools).toHaveAttribute('aria-expanded', 'false');

    await page.mouse.move(0, 400);
    await schools.hover();
    await expect(humanities).toBeVisible();
    await humanities.hover(); // the list itself can be hovered
    await expect(humanities).toBeVisible();
    await page.mouse.move(640, 700);
    await expect(humanities).toBeHidden();
  });

  sweep('Escape from inside the list closes it and puts focus back on its button', async ({ page }) => {
    await page.goto('/news/');
    await hydrated(page);
    const topMenu = page.getByRole('navigation', { name: 'Ibera University links' });
    const schools = topMenu.getByRole('button', { name: 'Schools' });
    await schools.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const list = topMenu.getByRole('list');
    expect(await list.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(topMenu.getByRole('link', { name: 'Humanities' })).toBeHidden();
    await expect(schools).toBeFocused();
  });
});

test.describe('focus never falls to <body>', () => {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    sweep(`after any button in the header (${name})`, async ({ page }) => {
      sweep.setTimeout(60_000);
      await page.setViewportSize(viewport);
      await page.goto('/news/');
      await hydrated(page);
      const labels = await page
        .locator('[data-enhanced] button:visible, [data-enhanced] [role="button"]:visible')
        .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent?.trim() ?? ''));
      expect(labels.length).toBeGreaterThan(1);
      for (const label of labels) {
        const button = page.locator('[data-enhanced]').getByRole('button', { name: label, exact: true }).first();
        if (!(await button.isVisible())) continue; // a dismissed banner's button
        await button.focus();
        await page.keyboard.press('Enter');
        expect(await focusProblem(page, true), `after Enter on "${label}"`).toBeNull();
        await page.keyboard.press('Escape');
        expect(await focusProblem(page, true), `after Escape following "${label}"`).toBeNull();
      }
    });
  }

  sweep('after "Dismiss announcement"', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/news/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Dismiss announcement' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
    expect(await focusProblem(page)).toBeNull();
  });

  sweep('after clearing the filters, and after a page of a list (not hidden under the header either)', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/es/investigacion/informes/');
    await hydrated(page);
    await page.getByLabel('Año').selectOption('2025');
    await page.getByRole('button', { name: 'Borrar filtros' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Mostrando 1–6 de 8')).toBeVisible();
    await settled(page);
    expect(await focusProblem(page)).toBeNull();

    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto('/research/reports/');
      await hydrated(page);
      const pageTwo = page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 2' });
      await pageTwo.focus();
      await settled(page);
      await page.keyboard.press('Enter');
      await expect(page.getByText('Showing 7–8 of 8')).toBeFocused();
      await settled(page);
      expect(await focusProblem(page), `${viewport.width}px`).toBeNull();
    }
  });

  test("after the video's play button", async ({ page }) => {
    // No third-party player in tests: an empty page stands in for it.
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );
    await page.setViewportSize(DESKTOP);
    await page.goto('/dissemination/');
    await hydrated(page);
    const play = page.getByRole('link', { name: /^Play/ }).first();
    await play.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('iframe')).toBeFocused();
  });
});

/** Every stop of a round of Tab (or Shift+Tab) through the page, checked as it is reached. */
async function tabThrough(page: Page, key: 'Tab' | 'Shift+Tab', stops: number): Promise<string[]> {
  const problems: string[] = [];
  for (let step = 0; step < stops; step++) {
    await page.keyboard.press(key);
    const problem = await focusProblem(page, true);
    if (problem && problem !== 'focus is on <body>') problems.push(`${key} ×${step + 1}: ${problem}`);
  }
  return problems;
}

test.describe('focus is never hidden under the sticky header', () => {
  // The research centre's home, and the business school's: another site, theme and header.
  for (const [name, viewport, path] of [
    ['desktop', { width: 1440, height: 800 }, '/'],
    ['phone', PHONE, '/'],
    ['business school, desktop', { width: 1440, height: 800 }, '/business-school/'],
    ['business school, phone', PHONE, '/business-school/'],
  ] as const) {
    sweep(`tabbing forwards and backwards through a long page (${name})`, async ({ page }) => {
      sweep.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await page.goto(path);
      await hydrated(page);
      const stops = await page.evaluate(
        () =>
          Array.from(document.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), select, input, [tabindex="0"]')).filter(
            (element) => element.getClientRects().length > 0 && !element.closest('[inert], #mobile-menu'),
          ).length,
      );
      expect(stops).toBeGreaterThan(20);
      const forwards = await tabThrough(page, 'Tab', stops);
      const backwards = await tabThrough(page, 'Shift+Tab', stops);
      expect([...forwards, ...backwards]).toEqual([]);
    });
  }
});

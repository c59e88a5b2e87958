// WCAG 2.1 AA checks that automated scanners miss, done as a keyboard and zoom user would
// (docs/accessibility.md): reflow at 320px, focus order in the mobile menu, dismissible hover
// content, focus that never falls to <body>, and focus that is never hidden under the header.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { DEFAULT_DOCUMENTS_DIR, loadDocuments } from '../helpers/documents.ts';

const pages = ((await loadDocuments(DEFAULT_DOCUMENTS_DIR)).pages as Array<{ path: string }>).map((page) => page.path).sort();

/** 320 CSS px is a 1280px-wide window at 400 % zoom (WCAG 1.4.10). */
const REFLOW = { width: 320, height: 640 } as const;

async function hydrated(page: Page) {
  await expect(page.locator('[data-enhanced]').first()).toBeAttached();
}

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

test.describe('reflow at 320px', () => {
  test.use({ viewport: REFLOW });
  // A few pages per test, so the pages spread over the workers and each test stays short.
  const CHUNK = 16;
  for (let start = 0; start < pages.length; start += CHUNK) {
    const chunk = pages.slice(start, start + CHUNK);
    test(`no page scrolls sideways and the menu button is on screen (pages ${start + 1}–${start + chunk.length})`, async ({ page }) => {
      test.setTimeout(60_000);
      const problems: string[] = [];
      for (const path of chunk) {
        await page.goto(path);
        await hydrated(page);
        const { sideways, menuButtonOffScreen } = await reflowProblems(page);
        if (sideways > 0) problems.push(`${path} scrolls ${sideways}px sideways`);
        if (menuButtonOffScreen) problems.push(`${path}: the menu button is off screen`);
      }
      expect(problems).toEqual([]);
    });
  }

  test('on a page with a hero the compact light logo leaves the menu button on screen', async ({ page }) => {
    for (const path of ['/', '/es/investigacion/']) {
      await page.goto(path);
      await hydrated(page);
      const button = page.getByRole('button', { name: /^(Open menu|Abrir menú)$/ });
      await expect(button).toBeInViewport({ ratio: 1 });
      await expect(page.locator('header img[data-variant="logoLight"]')).toHaveJSProperty('width', 32);
    }
  });
});

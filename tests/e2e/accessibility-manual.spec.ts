// WCAG 2.2 AA checks an auditor made by hand and the scanners missed (docs/accessibility.md):
// form field borders and the skip link's focus ring (1.4.11), the cookie banner at 400 % zoom
// (1.4.10), focus never behind the banner and Escape closing it (2.4.11, 2.1.2), focus kept after
// the comparator's Add and Remove and search's "Show more results" (2.4.3), the Spanish
// not-found page under /es/ (3.1.1), and reduced motion (2.3.3).
import type { Page } from '@playwright/test';
import { test, expect, hydrated, sweep } from './fixtures.ts';
import { contrast, parseColor } from '../../themes/contrast.ts';

/** The colour an element is painted on: the first opaque background up its ancestors (white at the top). */
// Checks that only visit pages and act on them share their worker's page (`sweep`); the cookie
// banner's, which need no consent cookie, get a page of their own (`test`).
const paintedOn = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      let node: Element | null = element.parentElement;
      while (node) {
        const background = getComputedStyle(node).backgroundColor;
        if (background && background !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(background)) break;
        node = node.parentElement;
      }
      const style = getComputedStyle(element);
      return {
        name: element.getAttribute('name') ?? element.id,
        border: style.borderTopColor,
        surface: node ? getComputedStyle(node).backgroundColor : 'rgb(255, 255, 255)',
      };
    }),
  );

test.describe('1.4.11 non-text contrast', () => {
  sweep('every text field, textarea and select of the forms has a border of 3:1 against what it sits on', async ({ page }) => {
    const problems: string[] = [];
    for (const path of ['/contact-us/', '/es/contacto/', '/award-nomination/', '/business-school/compare-programmes/']) {
      await page.goto(path);
      await hydrated(page);
      const controls = await paintedOn(
        page,
        'main input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=file]), main textarea, main select',
      );
      expect(controls.length, path).toBeGreaterThan(0);
      for (const { name, border, surface } of controls) {
        const ratio = contrast(parseColor(border), parseColor(surface));
        if (ratio < 3) problems.push(`${path} ${name}: ${border} on ${surface} is ${ratio.toFixed(2)}:1`);
      }
    }
    expect(problems).toEqual([]);
  });

  sweep('the skip link’s focus ring is 3:1 against the link it is drawn on', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/research/');
    await hydrated(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    const ring = await skip.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        outline: style.outlineColor,
        offset: parseFloat(style.outlineOffset),
        width: parseFloat(style.outlineWidth),
        fill: style.backgroundColor,
      };
    });
    // Drawn inside the link, so what it sits on is always the link's own fill.
    expect(ring.offset + ring.width).toBeLessThanOrEqual(0);
    expect(contrast(parseColor(ring.outline), parseColor(ring.fill))).toBeGreaterThanOrEqual(3);
  });
});

test.describe('the cookie banner before a choice', () => {
  test.use({ consentDecided: false });
  const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

  test('at 400 % zoom (320 × 256) it takes at most half the window, and Escape closes it with the essential cookies only', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 256 });
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    const box = await banner(page).boundingBox();
    expect(box?.height).toBeLessThanOrEqual(256 / 2 + 1);
    // Its first line is on screen and its buttons are reachable inside it.
    expect(box?.y).toBeGreaterThanOrEqual(0);
    const reject = page.getByRole('button', { name: 'Reject non-essential cookies' });
    await reject.focus();
    await expect(reject).toBeInViewport();
    await page.keyboard.press('Escape');
    await expect(banner(page)).toHaveCount(0);
    const cookies = await page.context().cookies();
    const consent = new URLSearchParams(decodeURIComponent(cookies.find((cookie) => cookie.name === 'OptanonConsent')?.value ?? ''));
    expect(consent.get('groups')).toBe('C0001:1,C0002:0,C0003:0,C0004:0');
    // Focus did not fall to the body.
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
  });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 740 },
  ]) {
    test(`tabbing through the footer never leaves the focused link behind it (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/research/');
      await hydrated(page);
      await expect(banner(page)).toBeVisible();
      // From the last control before the footer, Tab through every footer link.
      await page.locator('footer').evaluate((footer) => {
        const before = Array.from(document.querySelectorAll<HTMLElement>('main a[href], main button')).filter(
          (element) => element.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING,
        );
        before.at(-1)?.focus();
      });
      const problems: string[] = [];
      for (let stop = 0; stop < 80; stop += 1) {
        await page.keyboard.press('Tab');
        const state = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement;
          const inFooter = Boolean(element.closest('footer'));
          const box = element.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          const covered = !hit || !(hit === element || element.contains(hit));
          return {
            inFooter,
            covered,
            name: (element.textContent ?? '').trim().slice(0, 40),
            inBanner: Boolean(element.closest('#onetrust-banner-sdk')),
          };
        });
        if (state.inBanner) break;
        if (state.inFooter && state.covered) problems.push(`"${state.name}" is behind the banner`);
      }
      expect(problems).toEqual([]);
    });
  }
});

test.describe('2.4.3 focus stays on a sensible control', () => {
  sweep('the comparator’s Add keeps focus on the picker, Remove on the next programme’s Remove', async ({ page }) => {
    await page.goto('/business-school/compare-programmes/');
    await hydrated(page);
    const picker = page.getByLabel('Programme to add');
    for (const title of ['Master in Finance', 'Master in Management', 'Executive MBA']) {
      await picker.selectOption({ label: title });
      await page.getByRole('button', { name: 'Add', exact: true }).press('Enter');
      await expect(picker).toBeFocused();
    }
    await page.getByRole('button', { name: 'Remove Master in Finance from the comparison' }).press('Enter');
    await expect(page.getByRole('button', { name: 'Remove Master in Management from the comparison' })).toBeFocused();
    await page.getByRole('button', { name: 'Remove Executive MBA from the comparison' }).press('Enter');
    await expect(page.getByRole('button', { name: 'Remove Master in Management from the comparison' })).toBeFocused();
    await page.getByRole('button', { name: 'Remove Master in Management from the comparison' }).press('Enter');
    await expect(picker).toBeFocused();
  });

  sweep('search’s "Show more results" moves focus to the first result added', async ({ page }) => {
    await page.goto('/search/?q=family');
    await hydrated(page);
    const results = page.locator('[data-search-results] > li');
    await expect(results).toHaveCount(10);
    await page.getByRole('button', { name: 'Show more results' }).press('Enter');
    await expect(results.nth(10).getByRole('link')).toBeFocused();
  });
});

sweep('3.1.1 a missing page under /es/ answers 404 with the Spanish not-found page', async ({ page, consoleErrors }) => {
  for (const path of ['/es/no-existe/', '/es/investigacion/no-existe/']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  }
  // Chromium reports each 404 document itself.
  for (const error of consoleErrors.splice(0)) expect(error).toContain('404');
});

test.describe('2.3.3 prefers-reduced-motion', () => {
  test.use({ viewport: { width: 390, height: 740 } });

  sweep('the mobile menu opens and the header pins without sliding', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/research/');
    await hydrated(page);
    const running = () =>
      page.evaluate(() =>
        document
          .getAnimations()
          .map((animation) => Number(animation.effect?.getComputedTiming().duration ?? 0))
          .filter((duration) => duration > 1),
      );
    // Down, then up: the header hides and pins again.
    await page.mouse.wheel(0, 1200);
    await page.mouse.wheel(0, -300);
    expect(await running()).toEqual([]);
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await running()).toEqual([]);
  });
});

sweep('3.1.2 a Spanish programme page marks the programme type it keeps in English', async ({ page }) => {
  await page.goto('/es/lifelong-learning/cursos/certificado-en-direccion-de-personas/');
  await expect(page.locator('dd', { hasText: /^Executive$/ })).toHaveAttribute('lang', 'en');
});

sweep('3.1.2 a Spanish page of a unit whose name stays English marks the name in the logo, the menus and the footer', async ({ page }) => {
  await page.goto('/es/executive-education/');
  // The logo's link is named by text that carries the name's language (an aria-label cannot).
  const logo = page.getByRole('link', { name: 'Inicio de Executive Education' }).first();
  await expect(logo).toBeAttached();
  await expect(logo).not.toHaveAttribute('aria-label', /./);
  await expect(logo.locator('span[lang="en"]')).toHaveText('Executive Education');
  await expect(page.locator('footer p', { hasText: '© Executive Education' }).locator('span[lang="en"]')).toHaveText('Executive Education');
  // Its Spanish words are not marked: only the name.
  await expect(page.locator('footer span[lang="en"]', { hasText: 'Contacto' })).toHaveCount(0);
});

sweep("3.1.2 the mobile menu names each panel by its title, in the title's language", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/es/');
  await page.locator('[data-enhanced]').first().waitFor();
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const dialog = page.getByRole('dialog');
  const first = dialog.getByRole('group').first().getByRole('button').first();
  const label = (await first.textContent())!.trim();
  await first.click();
  await expect(dialog.getByRole('group', { name: label, exact: true })).toBeVisible();
});

// The module gallery (/_gallery/, `unisite build --gallery`; docs/gallery.md): every module of the
// generated registry has a page showing its examples in every sub-theme. Each page is visited at
// phone and desktop width with no console error (the fixture) and no serious axe violation, is
// measured for sideways scrolling at 320px, and each module's first example is compared with its
// committed reference screenshot.
import { axeRuns, COLOUR_RULES, WITHOUT_COLOUR_RULES } from './axe.ts';
import type { Page } from '@playwright/test';
import { test, expect, sweep } from './fixtures.ts';
import { moduleDefinitions } from '../../generated/module-definitions.ts';
import { GALLERY_ROOT, galleryPath } from '../../pipeline/gallery/index.ts';

const MODULES = Object.keys(moduleDefinitions).sort();
const PHONE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 900 } as const;
/** 320 CSS px is a 1280px-wide window at 400 % zoom. */
const REFLOW = { width: 320, height: 640 } as const;

// Counters and other motion stay still, so screenshots are the same every run.
test.use({ contextOptions: { reducedMotion: 'reduce' } });

/** The gallery pages have no header (whose data-enhanced other specs wait on): wait for React's root. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('___unisite');
    return Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer')));
  });
}

/*
 * The sub-themes change colour custom properties and nothing else (tests/unit/themes/themes.test.ts
 * checks the stylesheets, `differentMarkup` below the variants' markup), so every rule but the
 * colour rules (COLOUR_RULES) finds the same in each sub-theme of an example: those are scanned in
 * its first sub-theme only.
 */
/** Every sub-theme of an example after its first. */
const LATER_VARIANTS = '[data-gallery-variant] ~ [data-gallery-variant]';

type Violations = Awaited<ReturnType<typeof axeRuns>>[number]['violations'];

const serious = (violations: Violations, label: string) =>
  violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${label} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);

/**
 * The examples whose sub-themes differ in more than the sub-theme: each variant's stage, its ids
 * numbered in order of appearance (React's useId gives each its own), compared with the first.
 */
async function differentMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const normalised = (stage: Element) => {
      let html = stage.innerHTML;
      const ids = [...new Set([...stage.querySelectorAll('[id]')].map((element) => element.id))];
      // Longest first, so an id that starts another is not replaced inside it.
      const order = [...ids].sort((a, b) => b.length - a.length);
      for (const id of order) html = html.split(id).join(`«id${ids.indexOf(id)}»`);
      return html;
    };
    const examples = new Set([...document.querySelectorAll('[data-gallery-variant]')].map((variant) => variant.parentElement));
    const differ: string[] = [];
    for (const [index, example] of [...examples].entries()) {
      const stages = [...(example?.querySelectorAll(':scope > [data-gallery-variant] > [data-subtheme]') ?? [])];
      const first = stages[0] ? normalised(stages[0]) : '';
      for (const stage of stages.slice(1))
        if (normalised(stage) !== first) differ.push(`example ${index + 1}, ${stage.getAttribute('data-subtheme')}`);
    }
    return differ;
  });
}

/**
 * The serious violations of a gallery page: the colour rules on every example in every sub-theme,
 * every other rule on the whole page but the sub-themes after the first of each example. The
 * colour rules are most of a scan (color-contrast alone 65 to 80 %), so the two runs share one
 * round trip and one copy of axe in the page (`axeRuns`), which is where most of the time saved is.
 */
async function seriousViolations(page: Page, label: string): Promise<string[]> {
  // The premise of scanning most rules in the first sub-theme only, at each width.
  const differ = await differentMarkup(page);
  if (differ.length > 0) return [`${label} markup differs from the first sub-theme's: ${differ.join('; ')}`];
  const results = await axeRuns(page, [
    { options: { runOnly: { type: 'rule', values: COLOUR_RULES } } },
    { context: { exclude: [[LATER_VARIANTS]] }, options: WITHOUT_COLOUR_RULES },
  ]);
  return results.flatMap((result) => serious(result.violations, label));
}

test('the gallery index links every module of the registry, is noindex and is not in the sitemap', async ({ page, request }) => {
  await page.goto(GALLERY_ROOT);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Module gallery');
  const links = page.getByRole('navigation', { name: 'Modules' }).getByRole('link');
  // By family (heroes first), each family by name: every module once.
  expect((await links.allTextContents()).sort()).toEqual(MODULES);
  await expect(page.getByRole('heading', { level: 3, name: /^Heroes \(\d+\)$/ })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(await page.locator('li > code').count()).toBeGreaterThanOrEqual(160);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>');
  expect(sitemap).not.toContain('_gallery');
});

test('the gallery index finds modules by name, family, description or field, and says how many match', async ({ page }) => {
  await page.goto(GALLERY_ROOT);
  await hydrated(page);
  const modules = page.getByRole('navigation', { name: 'Modules' });
  const box = page.getByRole('searchbox', { name: 'Find a module' });
  await box.focus();
  await page.keyboard.type('form');
  await expect(modules.getByRole('link', { name: 'ContactForm', exact: true })).toBeVisible();
  // A module with no form and no field named like one (a link's `format` would match).
  await expect(modules.getByRole('link', { name: 'Divider', exact: true })).toBeHidden();
  await expect(page.locator('[data-gallery-matches]')).toHaveText(new RegExp(`^\\d+ of ${MODULES.length} modules match$`));
  await box.fill('no module has this');
  await expect(page.locator('[data-gallery-matches]')).toHaveText('No module matches “no module has this”.');
  await expect(modules.getByRole('link')).toHaveCount(0);
  // Emptied from the keyboard, the field shows every module again (the whole list re-renders).
  await box.press('ControlOrMeta+a');
  await box.press('Backspace');
  await expect(page.locator('[data-gallery-matches]')).toHaveText('');
  await expect(modules.getByRole('link')).toHaveCount(MODULES.length, { timeout: 15_000 });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the gallery index lists every module, and offers no filter that would do nothing', async ({ page }) => {
    await page.goto(GALLERY_ROOT);
    await expect(page.getByRole('navigation', { name: 'Modules' }).getByRole('link')).toHaveCount(MODULES.length);
    await expect(page.getByRole('searchbox')).toHaveCount(0);
  });
});

test('the rules scanned in every sub-theme are every colour rule axe runs', async ({ page }) => {
  await page.goto(galleryPath('Divider'));
  // A scan puts axe in the page, with its rules as the gallery's scans run them.
  await axeRuns(page, [{ options: { runOnly: { type: 'rule', values: COLOUR_RULES } } }]);
  const colourRules = await page.evaluate(() => {
    type Rule = { id: string; enabled: boolean; tags: string[] };
    const { axe: scanner } = window as unknown as { axe: { _audit: { rules: Rule[] } } };
    return scanner._audit.rules.filter((rule) => rule.enabled && rule.tags.includes('cat.color')).map((rule) => rule.id);
  });
  expect(colourRules.sort()).toEqual([...COLOUR_RULES].sort());
});

/** Modules that show the visitor's clock (the time left of a countdown): the gallery fixes it, so the picture is the same on every run. */
const CLOCKS: Partial<Record<string, string>> = {
  Countdown: '2026-12-01T10:00:00Z',
  KeyDates: '2026-12-01T10:00:00Z',
  OpeningHours: '2026-12-01T10:00:00Z',
};

/** A module's gallery page at phone and desktop width: axe, reflow, and its first example's picture. */
async function checkModule(page: Page, name: string) {
  const problems: string[] = [];
  const clock = CLOCKS[name];
  if (clock) await page.clock.setFixedTime(new Date(clock));
  await page.setViewportSize(PHONE);
  await page.goto(galleryPath(name));
  await hydrated(page);
  // Hero examples bring their own h1: the gallery's is the first.
  await expect(page.locator('h1').first()).toHaveText(name);
  problems.push(...(await seriousViolations(page, `${name} @390`)));
  // Reflow (WCAG 1.4.10) of every example in every sub-theme once hydrated: the page sweep of
  // tests/e2e/accessibility.spec.ts measures one page per template with its script.
  await page.setViewportSize(REFLOW);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  if (sideways > 0) problems.push(`${name} @320 scrolls ${sideways}px sideways`);
  await page.setViewportSize(DESKTOP);
  problems.push(...(await seriousViolations(page, `${name} @1280`)));
  expect(problems).toEqual([]);
  const first = page.locator('[data-gallery-variant]').first();
  // Lazy images of the first example load once it is on screen.
  await first.scrollIntoViewIfNeeded();
  await expect(first).toHaveScreenshot(`gallery-${name}.png`, { animations: 'disabled', maxDiffPixelRatio: 0.01 });
}

// Two axe scans of a whole gallery page, every example in every sub-theme: the event calendar's
// (a month of day cells per example) and the distributors' (cards of the whole demo site) are
// slow on a loaded two-core runner.
const MODULE_TIMEOUT = 180_000;
for (const name of MODULES) {
  const title = `gallery: ${name} at phone and desktop width`;
  // The clock stays fixed in the page it is set in: those modules get a page of their own, the
  // others share their worker's (`sweep`).
  if (CLOCKS[name])
    test(title, async ({ page }) => {
      test.setTimeout(MODULE_TIMEOUT);
      await checkModule(page, name);
    });
  else
    sweep(title, async ({ page }) => {
      sweep.setTimeout(MODULE_TIMEOUT);
      await checkModule(page, name);
    });
}

test.describe('modules of the library behave as visitors expect', () => {
  test('the image gallery opens a lightbox: focus inside, arrows move, counter, Escape closes and returns focus', async ({ page }) => {
    await page.goto(galleryPath('ImageGallery'));
    await hydrated(page);
    const region = page.locator('[data-gallery-variant="default"]').first();
    await region.getByRole('button', { name: 'Open image 2 of 6: Participants working in small groups' }).click();
    const dialog = page.getByRole('dialog', { name: 'Image gallery: Life at the centre' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Image 2 of 6')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close the gallery' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText('Image 3 of 6')).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'The auditorium before the annual forum' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Previous image' }).click();
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText('Image 1 of 6')).toBeVisible();
    // Tab cycles inside the modal dialog: the page behind is inert.
    for (let press = 0; press < 4; press += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(region.getByRole('button', { name: /^Open image 1 of 6/ })).toBeFocused();
  });

  test('a wide table scrolls in a region keyboard users can focus; statistics show their final figures', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(galleryPath('Table'));
    await hydrated(page);
    const region = page.getByRole('region', { name: 'Executive programmes for business families, 2026–2027' }).first();
    await region.focus();
    await expect(region).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await page.goto(galleryPath('Statistics'));
    await hydrated(page);
    await expect(page.locator('[data-gallery-variant="default"]').first().locator('dd [aria-hidden="true"]')).toHaveText([
      '312',
      '18',
      '4.5 M€',
      '96 %',
    ]);
  });
});

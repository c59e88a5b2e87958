// The family's units (the schools, centres and services of content/cms/tools/units/sites/) in
// Chromium: every unit's pages answer in their language, and one page of each template of each
// unit (alternating languages) reflows at 320px and passes axe at desktop width, in one visit.
// One page per template and unit, not every page: pages of one template share their layout, and
// the sweep grows with the units and templates, not with the pages an editor adds.
import { axeRuns, WITHOUT_COLOUR_RULES } from './axe.ts';
import { test, expect, hydrated, sweep } from './fixtures.ts';
import { DEFAULT_DOCUMENTS_DIR, loadFamily, onePerTemplate } from '../helpers/documents.ts';

type PageRecord = { path: string; locale: string; templateType: string };
type SiteRecord = { key: string; pathPrefix: string; theme: string };

// The research centre and the business school have specs of their own (site, family, sites).
const family = (await loadFamily(DEFAULT_DOCUMENTS_DIR)).map(({ site, pages }) => ({
  site: site as unknown as SiteRecord,
  pages: pages as unknown as PageRecord[],
}));
const units = family.filter(({ site }) => site.pathPrefix !== '' && site.key !== 'business-school');

test('the family has every unit of the university, wearing at least seven of the site themes', () => {
  // SPEC §1: 23 schools, centres and services beside the research centre.
  expect(family.length).toBeGreaterThanOrEqual(24);
  expect(new Set(family.map(({ site }) => site.theme)).size).toBeGreaterThanOrEqual(7);
});

/*
 * Where the colour rules run. A page's colours come from its site's theme and from the stylesheets
 * of its template and modules; a unit brings texts and pictures, not colours (its brand colour is
 * drawn into its logo files). So the colour rules, most of a scan's time, run on the first
 * sampled page of each unit (its header, footer and banner) and on one page of each template in
 * each theme; every other rule runs on every sampled page. The module library's examples are
 * scanned in every sub-theme in the gallery (gallery.spec.ts).
 */
const colourScanned = new Set<string>();
const sweeps = units.map(({ site, pages }) => ({
  site,
  pages,
  sample: onePerTemplate(pages).map((page, index) => {
    const key = `${site.theme} ${page.templateType}`;
    const colours = index === 0 || !colourScanned.has(key);
    colourScanned.add(key);
    return { ...page, colours };
  }),
}));

for (const { site, pages, sample } of sweeps) {
  test.describe(site.key, () => {
    test('every page answers 200 in its language, with its unit’s not-found page for a missing one', async ({ request }) => {
      expect(pages.some((page) => page.locale === 'es')).toBe(true);
      for (const page of pages) {
        const answer = await request.get(page.path, { maxRedirects: 0 });
        expect(answer.status(), page.path).toBe(200);
        expect(await answer.text(), page.path).toContain(`<html lang="${page.locale}"`);
      }
      const missing = await request.get(`${site.pathPrefix}/no-such-page/`);
      expect(missing.status()).toBe(404);
    });

    // Each sample page is loaded once: at 320px, hydrated, for the reflow; then the same page at
    // desktop width for axe (the layout follows the window's width, as in the gallery's sweep).
    // Read only: the worker's shared page (`sweep`).
    sweep('a page of each template reflows at 320px with the menu button on screen, and passes axe at desktop width', async ({ page }) => {
      sweep.setTimeout(30_000 + sample.length * 10_000);
      const problems: string[] = [];
      const violations: string[] = [];
      for (const { path, colours } of sample) {
        await page.setViewportSize({ width: 320, height: 640 });
        await page.goto(path);
        await hydrated(page);
        const { sideways, offScreen } = await page.evaluate(() => {
          const root = document.documentElement;
          const button = document.querySelector('[aria-controls="mobile-menu"]')?.getBoundingClientRect();
          return {
            sideways: root.scrollWidth - root.clientWidth,
            offScreen: !button || button.right > root.clientWidth || button.width === 0,
          };
        });
        if (sideways > 0) problems.push(`${path} scrolls ${sideways}px sideways`);
        if (offScreen) problems.push(`${path}: the menu button is off screen`);

        await page.setViewportSize({ width: 1440, height: 900 });
        // The frame after the resize: what listens for the window's width has answered it.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        // Every rule axe runs by default (WCAG 2.0–2.2 A and AA and its best practices), the
        // colour rules where colours can differ from the pages scanned before (above).
        const [results] = await axeRuns(page, [colours ? {} : { options: WITHOUT_COLOUR_RULES }]);
        // Serious and critical, as for the other sites' pages (family.spec.ts).
        for (const violation of results!.violations.filter(({ impact }) => impact === 'serious' || impact === 'critical')) {
          violations.push(`${path} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
        }
      }
      expect.soft(problems, 'reflow at 320px').toEqual([]);
      expect(violations, 'axe at 1440px').toEqual([]);
    });
  });
}

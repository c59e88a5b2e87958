// Reference screenshots: a few templates at phone, tablet and desktop widths, compared with the
// committed PNGs in __screenshots__/ so a layout regression (spacing, card alignment, a missing
// image, a wrapped header) fails. After an intended visual change, look at the new pictures and
// update them: `E2E_PORT=… npx playwright test tests/e2e/design.spec.ts --update-snapshots`.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

const WIDTHS = { phone: 390, tablet: 768, desktop: 1440 } as const;

const ALL_WIDTHS = ['phone', 'tablet', 'desktop'] as const;
const PHONE_AND_DESKTOP = ['phone', 'desktop'] as const;

const PAGES: ReadonlyArray<{ name: string; path: string; ready: string; devices: ReadonlyArray<keyof typeof WIDTHS> }> = [
  // A detail page: breadcrumb, lead image, sections, facts box, related items.
  { name: 'news-detail', path: '/news/succession-barometer-2026/', ready: 'More news', devices: ALL_WIDTHS },
  // A time-aware list: upcoming events, then the past ones with filters and pages.
  { name: 'event-list', path: '/dissemination/', ready: 'Past events', devices: ALL_WIDTHS },
  // People with portraits and the partners' logos, in Spanish.
  { name: 'team-es', path: '/es/nuestro-equipo/', ready: 'Con el apoyo de nuestros partners', devices: ALL_WIDTHS },
  // The business school, in its own theme: home, the programme cards under their filters, a
  // programme with its hero and facts box, a teacher with a whole portrait beside the title.
  { name: 'school-home', path: '/business-school/', ready: 'From the blog', devices: PHONE_AND_DESKTOP },
  { name: 'school-programmes', path: '/business-school/programmes/', ready: 'Online MBA', devices: PHONE_AND_DESKTOP },
  {
    name: 'school-programme',
    path: '/business-school/programmes/master-in-family-business/',
    ready: 'Study plan',
    devices: PHONE_AND_DESKTOP,
  },
  { name: 'school-teacher', path: '/business-school/faculty/chiara-rossi/', ready: 'Profile', devices: PHONE_AND_DESKTOP },
];

/** Every image loaded and decoded (lazy ones too), fonts ready: nothing left to change the picture. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (const image of document.images) image.loading = 'eager';
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  });
}

for (const { name, path, ready, devices } of PAGES) {
  for (const device of devices) {
    const width = WIDTHS[device];
    test(`${name} at ${width} px looks as reviewed`, async ({ page }) => {
      test.setTimeout(60_000);
      // Time-aware lists split as of this moment, whatever the day the test runs.
      await page.clock.setFixedTime('2026-11-25T12:00:00Z');
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 2, name: ready })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await settle(page);
      await expect(page).toHaveScreenshot(`${name}-${device}.png`, {
        fullPage: true,
        animations: 'disabled',
        caret: 'hide',
        maxDiffPixelRatio: 0.01,
        timeout: 20_000,
      });
    });
  }
}

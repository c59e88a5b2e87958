// Client weight (docs/performance.md "Client weight"): the JavaScript a page makes the browser
// download until it is hydrated and idle, gzip-compressed as a host serves it. A detail page over
// its budget fails CI; home and a list page are printed for the record (their budget is the same
// runtime and React plus their own modules, so they are held by the same number, with room for
// their filters and distributors). A page with a hero carousel, which renders eagerly (SPEC §2),
// starts from the entry that imports it; the budgeted pages above never download it.
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

/** gzip bytes of every script a detail page loads: React, the runtime, its template and modules.
 *  React and react-dom are most of it; the budget was raised when the consent loader and the
 *  share links came, and again when the module library grew from 49 to 94 modules and then to
 *  112 (with the runtime's scroll reveal and the preview's box for a left-out module): the client
 *  entry holds a lazy import of every module (its chunk's name and what to preload with it), so
 *  it grows with the library even on a page that uses none of the new ones. Loading the registry
 *  per page, with only the page's modules, is what brings it back down (the figures: `npm run
 *  bench:page-js`, docs/performance.md "Client weight"). */
export const DETAIL_PAGE_BUDGET = 108 * 1024;
/** Home and list pages load distributors, filters and pagination as well. */
export const OTHER_PAGE_BUDGET = 108 * 1024;

async function scriptBytes(page: Page, path: string): Promise<{ files: number; gzip: number; names: string[] }> {
  const bodies: Array<Promise<Buffer>> = [];
  const names: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    bodies.push(response.body());
    names.push(new URL(response.url()).pathname);
  });
  await page.goto(path);
  await page.waitForFunction(() => {
    const root = document.getElementById('___unisite');
    return Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer')));
  });
  await page.waitForLoadState('networkidle');
  const gzip = (await Promise.all(bodies)).reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  return { files: bodies.length, gzip, names };
}

/** The hero carousel's own chunk (module-HeroCarousel-[hash].js). */
const CAROUSEL_CHUNK = /\/module-HeroCarousel-[\w-]+\.js$/;

for (const [label, path, budget] of [
  ['detail page', '/news/succession-barometer-2026/', DETAIL_PAGE_BUDGET],
  ['list page', '/news/', OTHER_PAGE_BUDGET],
  ['home', '/', OTHER_PAGE_BUDGET],
] as const) {
  test(`the JavaScript of a ${label} stays within its budget (${budget / 1024} KB gzip)`, async ({ page }, testInfo) => {
    const { files, gzip, names } = await scriptBytes(page, path);
    testInfo.annotations.push({ type: 'client weight', description: `${path}: ${files} scripts, ${(gzip / 1024).toFixed(1)} KB gzip` });
    console.log(`client weight ${label} ${path}: ${files} scripts, ${(gzip / 1024).toFixed(1)} KB gzip (budget ${budget / 1024} KB)`);
    expect(files).toBeGreaterThan(0);
    expect(gzip).toBeLessThanOrEqual(budget);
    expect(names.filter((name) => CAROUSEL_CHUNK.test(name))).toEqual([]);
  });
}

test('a page with a hero carousel loads it from its entry, statically (printed for the record)', async ({ page, request }, testInfo) => {
  const path = '/campus-life/';
  const entry = /data-src="(\/assets\/client-eager-[\w-]+\.js)"/.exec(await (await request.get(path)).text())?.[1];
  expect(entry, 'the page names the entry of the eagerly rendered modules').toBeDefined();
  // Part of the entry's own module graph, not an import made once the page-data is read.
  const imports = [
    ...(await (await request.get(entry as string)).text()).matchAll(/(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?"\.\/([^"]+\.js)"/g),
  ];
  expect(imports.map((match) => match[1]).filter((file) => CAROUSEL_CHUNK.test(`/${file}`))).toHaveLength(1);
  const { files, gzip, names } = await scriptBytes(page, path);
  expect(names).toContain(entry);
  testInfo.annotations.push({ type: 'client weight', description: `${path}: ${files} scripts, ${(gzip / 1024).toFixed(1)} KB gzip` });
  console.log(`client weight hero carousel page ${path}: ${files} scripts, ${(gzip / 1024).toFixed(1)} KB gzip (not budgeted)`);
});

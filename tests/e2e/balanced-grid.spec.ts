// The grid cards and collections share (site/components/Grid/Grid.module.css) never leaves one
// item alone on a last row at a column's width (a last item alone takes the whole row), and never
// makes an item narrower than a column's minimum or a grid wider than its room. Measured in
// Chromium on the stylesheet itself: grids as wide as the content at 768, 1024 and 1440 px (and
// a phone's), holding two to nine items.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

const css = await readFile(new URL('../../site/components/Grid/Grid.module.css', import.meta.url), 'utf8');

/** Content widths: a 320 px phone, then 768, 1024 and 1440 px screens less their side margins. */
const WIDTHS = [288, 704, 928, 1240];
const MINIMUM = { cards: 288, compact: 240 };

async function rowsOf(page: Page, kind: 'cards' | 'compact', keepWidth: boolean, width: number, count: number) {
  await page.setContent(
    `<style>:root { --space-4: 32px; } body { margin: 0; } ul { margin: 0; padding: 0; list-style: none; } li { height: 10px; } ${css}</style>` +
      `<div style="width: ${width}px"><ul class="${kind}${keepWidth ? ' keepWidth' : ''}">${'<li></li>'.repeat(count)}</ul></div>`,
  );
  return page.evaluate(() => {
    const rows = new Map<number, number[]>();
    for (const li of document.querySelectorAll('li')) {
      const box = li.getBoundingClientRect();
      rows.set(box.top, [...(rows.get(box.top) ?? []), Math.round(box.width)]);
    }
    return [...rows.values()];
  });
}

for (const [kind, keepWidth] of [
  ['cards', false],
  ['compact', false],
  ['compact', true],
] as const) {
  test(`${kind}${keepWidth ? ' keeping their width' : ''}: no item alone on the last row, none narrower than a column`, async ({
    page,
  }) => {
    const problems: string[] = [];
    for (const width of WIDTHS) {
      for (let count = 2; count <= 9; count++) {
        const rows = await rowsOf(page, kind, keepWidth, width, count);
        const columns = Math.max(...rows.map((row) => row.length));
        const last = rows.at(-1) ?? [];
        // Alone on its row it must take the whole row (a two-column grid's odd last card does).
        if (columns > 1 && last.length === 1 && (last[0] ?? 0) < width)
          problems.push(`${count} items at ${width} px: ${rows.map((row) => row.length).join('+')}`);
        const narrowest = Math.min(...rows.flat());
        if (columns > 1 && narrowest < MINIMUM[kind]) problems.push(`${count} items at ${width} px: an item ${narrowest} px wide`);
        if (Math.max(...rows.flat()) > width) problems.push(`${count} items at ${width} px: wider than the grid`);
        if (columns > 4) problems.push(`${count} items at ${width} px: ${columns} columns`);
      }
    }
    expect(problems).toEqual([]);
  });
}

test('a phone shows one column; a compact grid of fewer items than columns shares the row', async ({ page }) => {
  expect(await rowsOf(page, 'cards', false, 288, 3)).toEqual([[288], [288], [288]]);
  expect((await rowsOf(page, 'compact', false, 1240, 2)).map((row) => row.length)).toEqual([2]);
  expect(Math.min(...(await rowsOf(page, 'compact', false, 1240, 2)).flat())).toBeGreaterThan(600);
  // Cards that keep their width stay a column wide however few.
  expect(Math.max(...(await rowsOf(page, 'compact', true, 1240, 2)).flat())).toBeLessThan(300);
});

// Card lists that once laid out their own columns now share the grid: on their pages, at a
// tablet's and a desktop's width, the list has the shared grid's twelve tracks and no item
// alone on its last row unless it takes the whole row. (The social feed's posts, on the same grid,
// show only with the visitor's consent to marketing.)
const LISTS = [
  { name: 'contact cards', path: '/_gallery/contact-card/', list: 'ul' },
  { name: 'campuses', path: '/_gallery/campus-map/', list: 'ul' },
  { name: 'admission rounds', path: '/_gallery/key-dates/', list: 'ol' },
  { name: 'people', path: '/our-team/', list: 'ul' },
  { name: 'scholarships', path: '/business-school/scholarships/', list: 'ul' },
];

for (const { name, path, list } of LISTS) {
  test(`${name} share the grid of cards and collections`, async ({ page }) => {
    await page.goto(path);
    const problems: string[] = [];
    for (const width of [768, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const found = await page.evaluate((selector) => {
        const grids = [...document.querySelectorAll<HTMLElement>(`main ${selector}`)].filter(
          (element) => getComputedStyle(element).gridTemplateColumns.split(' ').length === 12 && element.children.length > 1,
        );
        return grids.map((grid) => {
          const rows = new Map<number, number[]>();
          for (const item of grid.children) {
            const box = item.getBoundingClientRect();
            rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box.width]);
          }
          const last = [...rows.values()].at(-1) ?? [];
          const columns = Math.max(...[...rows.values()].map((row) => row.length));
          return { alone: columns > 1 && last.length === 1 && (last[0] ?? 0) < grid.clientWidth - 1 };
        });
      }, list);
      if (found.length === 0) problems.push(`${width} px: no list on the shared grid`);
      if (found.some(({ alone }) => alone)) problems.push(`${width} px: an item alone on a last row`);
    }
    expect(problems).toEqual([]);
  });
}

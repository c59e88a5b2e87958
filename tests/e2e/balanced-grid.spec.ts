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

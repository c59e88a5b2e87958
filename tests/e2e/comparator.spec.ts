// The programme comparator of the business school (docs/site-family.md): a visitor adds
// programmes from a programme page and from the comparator's own picker, fixes one in the first
// column, removes one, shows only the rows that differ, and finds the comparison again after a
// reload; with nothing chosen the page says so, in the page's language. Every change is
// announced to screen readers.
import type { Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures.ts';

const COMPARATOR = '/business-school/compare-programmes/';

/** The programme titles heading the table's columns, left to right. */
const columns = (page: Page) => page.getByRole('table').locator('thead th').locator('a');

/** The labels of the table's rows, top to bottom. */
const rows = (page: Page) => page.getByRole('table').locator('tbody th[scope="row"]');

/** Chooses a programme in the comparator's picker and adds it, by keyboard. */
async function addFromPicker(page: Page, title: string): Promise<void> {
  await page.getByLabel('Programme to add').selectOption({ label: title });
  await page.getByRole('button', { name: 'Add', exact: true }).press('Enter');
}

test('a visitor compares programmes: add three, fix one, remove one, only the differences, and a reload keeps it', async ({ page }) => {
  // The first from the programme's own page.
  await page.goto('/business-school/programmes/master-in-finance/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Add Master in Finance to the comparison' }).click();
  await expect(page.getByRole('button', { name: 'Remove Master in Finance from the comparison' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('link', { name: 'Compare programmes (1)' }).click();
  await expect(page).toHaveURL(/\/business-school\/compare-programmes\//);
  await hydrated(page);
  await expect(columns(page)).toHaveText(['Master in Finance']);
  await expect(page.getByText('Add at least one more programme to compare: a comparison needs two.')).toBeVisible();
  await expect(page.getByLabel('Only show differences')).toBeDisabled();

  // Two more from the picker; each change is announced.
  await addFromPicker(page, 'Master in Management');
  await expect(page.getByRole('status').filter({ hasText: 'Master in Management added to the comparison. 2 selected.' })).toBeAttached();
  await addFromPicker(page, 'Executive MBA');
  await expect(columns(page)).toHaveText(['Master in Finance', 'Master in Management', 'Executive MBA']);
  await expect(page.getByText('Add at least one more programme')).toHaveCount(0);
  // A programme already compared is no longer offered.
  await expect(page.getByLabel('Programme to add').locator('option', { hasText: 'Executive MBA' })).toHaveCount(0);

  // Fix the last one: it moves to the first column.
  await page.getByRole('button', { name: 'Fix Executive MBA in the first column' }).click();
  await expect(columns(page)).toHaveText(['Executive MBA', 'Master in Finance', 'Master in Management']);
  await expect(page.getByRole('button', { name: 'Unfix Executive MBA' })).toHaveAttribute('aria-pressed', 'true');

  // Remove one.
  await page.getByRole('button', { name: 'Remove Master in Finance from the comparison' }).click();
  await expect(columns(page)).toHaveText(['Executive MBA', 'Master in Management']);
  await expect(page.getByRole('status').filter({ hasText: 'Master in Finance removed from the comparison. 2 selected.' })).toBeAttached();

  // Only the differences: fewer rows, and every row left differs between the two.
  const allRows = await rows(page).count();
  await page.getByLabel('Only show differences').check();
  const differing = await rows(page).count();
  expect(differing).toBeGreaterThan(0);
  expect(differing).toBeLessThan(allRows);
  for (let row = 0; row < differing; row += 1) {
    const cells = await page.getByRole('table').locator('tbody tr').nth(row).locator('td').allTextContents();
    expect(new Set(cells).size, `row ${row} differs`).toBeGreaterThan(1);
  }

  // The address holds the comparison, so a reload (or a shared link) shows the same.
  await expect(page).toHaveURL(/programs=.*&fixed=.*&diff=1/);
  await page.reload();
  await hydrated(page);
  await expect(columns(page)).toHaveText(['Executive MBA', 'Master in Management']);
  await expect(page.getByLabel('Only show differences')).toBeChecked();
  await expect(rows(page)).toHaveCount(differing);

  // Removing both leaves the empty state.
  await page.getByRole('button', { name: 'Remove Executive MBA from the comparison' }).click();
  await page.getByRole('button', { name: 'Remove Master in Management from the comparison' }).click();
  await expect(page.getByRole('heading', { name: 'Oops! No info to show here.' })).toBeVisible();
  await expect(page.getByText('No program selected')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('the empty comparator speaks Spanish on the Spanish page, and both languages share one selection', async ({ page }) => {
  await page.goto('/es/business-school/comparar-programas/');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: '¡Vaya! No hay información que mostrar.' })).toBeVisible();
  await expect(page.getByText('Ningún programa seleccionado')).toBeVisible();
  // Added from a Spanish programme page, the programme shows on the Spanish comparator …
  await page.goto('/es/business-school/programas/master-en-finanzas/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Añadir Máster en Finanzas a la comparación' }).click();
  await page.getByRole('link', { name: 'Comparar programas (1)' }).click();
  await hydrated(page);
  await expect(columns(page)).toHaveText(['Máster en Finanzas']);
  // … and, in English, on the English one: the selection is the site's, not the language's.
  await page.goto(COMPARATOR);
  await hydrated(page);
  await expect(columns(page)).toHaveText(['Master in Finance']);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the comparator shows every programme side by side, and a programme page links to it', async ({ page }) => {
    await page.goto(COMPARATOR);
    await expect(page.getByRole('table', { name: 'Every programme, side by side' })).toBeVisible();
    expect(await columns(page).count()).toBeGreaterThanOrEqual(12);
    await page.goto('/business-school/programmes/master-in-finance/');
    await expect(page.getByRole('link', { name: 'Compare programmes' }).first()).toHaveAttribute('href', COMPARATOR);
  });
});

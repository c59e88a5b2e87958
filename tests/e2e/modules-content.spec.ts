// The content and collection modules that change once the page runs (docs/modules.md, "Notices,
// dates, checklists, directories, hours and glossaries"), on their gallery pages: the directory's
// filter by keyboard, the glossary's letter navigation, and what the visitor's clock decides in
// the admissions calendar and the opening hours.
import type { Page } from '@playwright/test';
import { test, expect, sweep } from './fixtures.ts';
import { galleryPath } from '../../pipeline/gallery/index.ts';

/** The gallery pages have no header (whose data-enhanced other specs wait on): wait for React's root. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('___unisite');
    return Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer')));
  });
}

/** The first example in the default sub-theme. */
const firstExample = (page: Page) => page.locator('[data-gallery-variant="default"]').first();

// The clock's test gets a page of its own (`test`); the others share their worker's (`sweep`).
sweep('the contact directory narrows as one types, says how many remain, and Tab meets only what is shown', async ({ page }) => {
  await page.goto(galleryPath('ContactDirectory'));
  await hydrated(page);
  const example = firstExample(page);
  const field = example.getByRole('searchbox', { name: 'Find a department or service' });
  const status = example.getByRole('status');
  await expect(status).toHaveText('3 of 3 shown');
  await field.focus();
  await page.keyboard.type('press');
  await expect(status).toHaveText('1 of 3 shown');
  await expect(example.getByRole('heading', { name: 'Press office' })).toBeVisible();
  await expect(example.getByRole('heading', { name: 'Admissions office' })).toBeHidden();
  await expect(example.getByRole('heading', { name: 'Prospective and current students' })).toBeHidden();
  // The next stop after the field is the press office's phone link, not a hidden entry's.
  await page.keyboard.press('Tab');
  await expect(example.getByRole('link', { name: '+34 915 550 199' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(field).toBeFocused();
  // Accents and case do not matter; nothing found is said in words.
  await field.fill('BECAS');
  await expect(status).toHaveText('Nothing matches “BECAS”. Try another word, or ask the information desk.');
  await field.fill('scholarships');
  await expect(status).toHaveText('1 of 3 shown');
  // Escape empties a search field: the whole directory is back.
  await page.keyboard.press('Escape');
  await expect(field).toHaveValue('');
  await expect(status).toHaveText('3 of 3 shown');
  await expect(example.getByRole('heading', { name: 'Admissions office' })).toBeVisible();
});

sweep('the glossary’s letters take a keyboard user to their terms and back, below the sticky header', async ({ page }) => {
  await page.goto('/family-business-glossary/');
  await hydrated(page);
  const letters = page.getByRole('navigation', { name: 'Glossary terms by letter' });
  await expect(letters.getByRole('link')).toHaveText(['B', 'E', 'F', 'G', 'I', 'N', 'O', 'P', 'S']);
  await letters.getByRole('link', { name: 'F' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#family-business-terms-letter-f$/);
  const heading = page.getByRole('heading', { name: 'F', exact: true });
  await expect(heading).toBeInViewport();
  // The theme's scroll padding keeps the target below the sticky header.
  expect((await heading.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(56);
  // Tab continues from the group reached: its first link is a “see also” term.
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText('Family protocol');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#family-business-terms-family-protocol$/);
  await expect(page.locator('dt', { hasText: 'Family protocol' })).toBeInViewport();
  await page.getByRole('link', { name: 'Back to the letters' }).nth(2).click();
  await expect(letters).toBeInViewport();
});

test('the admissions calendar and the opening hours follow the visitor’s clock in the place’s time zone', async ({ page }) => {
  // Friday 15 January 2027, 23:30 UTC: already Saturday the 16th in Madrid.
  await page.clock.setFixedTime(new Date('2027-01-15T23:30:00Z'));
  await page.goto(galleryPath('KeyDates'));
  await hydrated(page);
  const rows = firstExample(page).getByRole('row');
  await expect(rows.nth(2)).toContainText('Round 2');
  await expect(rows.nth(2)).toContainText('Closed');
  await expect(rows.nth(3)).toContainText('Not open yet');

  // Saturday 16 January 2027, 22:30 in Madrid.
  await page.clock.setFixedTime(new Date('2027-01-16T21:30:00Z'));
  await page.goto(galleryPath('OpeningHours'));
  await hydrated(page);
  const example = firstExample(page);
  // A Saturday of the exam period: its extended hours replace the usual 10:00–14:00.
  await expect(example.getByText('Open now, until 23:00.')).toBeVisible();
  const today = example.locator('tr[aria-current="date"]');
  await expect(today).toHaveCount(1);
  await expect(today.getByRole('rowheader')).toHaveText('Saturday Today');
  // The December holidays have ended; the exam period is still to come or under way.
  await expect(example.getByRole('listitem')).toHaveText([/^Exam period: extended hours/]);
});

// The programme collections and content blocks that act in the browser (docs/modules.md), on
// their demo pages: the study plan's and FAQ's disclosures by keyboard, the countdown's live
// region, the newsletter form filled from a call to subscribe, and no accessibility violation.
import { axe } from './axe.ts';
import { test, expect, hydrated } from './fixtures.ts';

const PROGRAMME = '/master-family-business-management/';

test.describe('programme page', () => {
  test('semesters and questions open and close with the keyboard', async ({ page }) => {
    await page.goto(PROGRAMME);
    await hydrated(page);
    const second = page
      .locator('summary', { hasText: 'Semester 2 (February–June)' })
      .or(page.locator('summary', { hasText: 'Semester 2 (February–July)' }));
    const table = page.getByRole('table', { name: 'Semester 2 (February–July)' });
    await expect(table).toBeHidden();
    await second.focus();
    await page.keyboard.press('Enter');
    await expect(table).toBeVisible();
    await expect(table.getByRole('rowheader')).toHaveCount(4);
    await page.keyboard.press('Space');
    await expect(table).toBeHidden();

    const question = page.locator('summary', { hasText: 'Which English level is required?' });
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('B2 or higher.')).toBeVisible();
  });

  test('the page describes its questions as an FAQPage and has no accessibility violation', async ({ page }) => {
    await page.goto(PROGRAMME);
    const graph = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as {
      '@graph': Array<{ '@type': string; mainEntity?: unknown[] }>;
    };
    const faq = graph['@graph'].find((node) => node['@type'] === 'FAQPage');
    expect(faq?.mainEntity).toHaveLength(4);
    await hydrated(page);
    const results = await axe(page).analyze();
    expect(results.violations).toEqual([]);
  });
});

test.describe('countdown', () => {
  test('says the date without JavaScript, then the time left, updated once a minute in a polite live region', async ({ page, browser }) => {
    const plain = await browser.newPage({ javaScriptEnabled: false });
    await plain.goto('/family-offices-forum-registration/');
    await expect(plain.getByText(/Until March 18, 2027 at 9:30\sAM/)).toBeVisible();
    await plain.close();

    await page.clock.install({ time: new Date('2027-03-18T08:27:30Z') });
    await page.goto('/family-offices-forum-registration/');
    await hydrated(page);
    const live = page.locator('[aria-live="polite"]').first();
    await expect(live).toHaveText(/0 days, 0 hours, and 3 minutes left/);
    await page.clock.runFor(60_000);
    await expect(live).toHaveText(/0 days, 0 hours, and 2 minutes left/);
    await page.clock.runFor(3 * 60_000);
    await expect(live).toHaveText('The forum has begun. Recordings of the sessions will be published on this page.');
  });
});

test.describe('newsletter form', () => {
  test('takes the address a call to subscribe passed, and keeps its labels', async ({ page }) => {
    await page.goto('/newsletter/?email=ana%40example.com');
    await hydrated(page);
    await expect(page.getByLabel('Email')).toHaveValue('ana@example.com');
    await expect(page.getByRole('group', { name: 'What you receive' }).getByRole('listitem')).toHaveCount(3);
    await expect(
      page.getByRole('navigation', { name: 'More ways to follow us' }).getByRole('link', { name: 'LinkedIn Centre for Business Families' }),
    ).toBeVisible();
  });
});

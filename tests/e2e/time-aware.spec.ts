// Time-aware lists: "upcoming" and "past" are decided in the browser at view time. The build
// renders the split as of the sync (so the HTML is complete without JavaScript), and the page
// moves events that have passed since, without a hydration mismatch (the fixture fails the test
// on any console error, React's hydration warnings included).
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

const upcomingOnHome = (page: Page) =>
  page
    .locator('section, div')
    .filter({ has: page.getByRole('heading', { level: 2, name: 'Upcoming events' }) })
    .last();

test('without JavaScript the home page lists the events upcoming as of the build, soonest first', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  // The moment the build split the events is in the page's data (a file the HTML names, not inlined).
  const data = await (await page.request.get('/page-data/index/page-data.json')).text();
  const asOf = Date.parse(/"asOf":"([^"]+)"/.exec(data)?.[1] ?? '');
  expect(asOf).not.toBeNaN();
  const dates = await upcomingOnHome(page)
    .locator('time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  expect(dates.length).toBeGreaterThan(0);
  // Start dates: an event of a few days that began before the build is still running.
  for (const date of dates) expect(Date.parse(date)).toBeGreaterThan(asOf - 3 * 24 * 60 * 60 * 1000);
  expect([...dates].sort()).toEqual(dates);
  await context.close();
});

test('a page viewed after an event took place no longer announces it as upcoming', async ({ page }) => {
  // The day after the Succession Barometer presentation (10 December 2026).
  await page.clock.setFixedTime('2026-12-11T12:00:00Z');
  await page.goto('/');
  const upcoming = upcomingOnHome(page);
  await expect(upcoming.getByRole('heading', { level: 3 }).first()).toHaveText('Webinar: a dividend policy the whole family understands');
  await expect(upcoming.getByRole('link', { name: 'Presentation of the Succession Barometer 2026' })).toHaveCount(0);
  await expect(upcoming.getByRole('heading', { level: 3 })).toHaveCount(3);

  await page.goto('/dissemination/');
  const soon = page.getByRole('region', { name: 'Upcoming events' });
  await expect(soon.getByRole('link', { name: 'Presentation of the Succession Barometer 2026' })).toHaveCount(0);
  await expect(soon.getByRole('link', { name: 'Webinar: a dividend policy the whole family understands' })).toBeVisible();
  // It moved to the archive, newest first.
  await expect(
    page
      .locator('main h3')
      .filter({ hasNotText: /Webinar: a dividend|Conference on Business Families 2027|Forum 2027/ })
      .first(),
  ).toHaveText('Presentation of the Succession Barometer 2026');
});

test('in Spanish, when every event is over, the page says none is announced', async ({ page }) => {
  await page.clock.setFixedTime('2027-06-01T12:00:00Z');
  await page.goto('/es/');
  await expect(page.getByText('Ahora mismo no hay eventos anunciados.', { exact: false })).toBeVisible();
  await page.goto('/es/difusion/');
  const soon = page.getByRole('region', { name: 'Próximos eventos' });
  await expect(soon.getByRole('heading', { level: 3 })).toHaveCount(0);
  await expect(soon).toContainText('Ahora mismo no hay eventos anunciados.');
  await expect(page.getByRole('heading', { level: 2, name: 'Eventos pasados' })).toBeVisible();
  await expect(page.locator('main h3').first()).toHaveText('Foro de Family Offices 2027, Ciudad de México');
});

test('a scholarship whose deadline passed after the build reads as closed, in both languages', async ({ page }) => {
  // Two weeks after the European Exchange Grant closed (31 January 2027), before the Women in
  // Leadership Scholarship does (31 March 2027); both were open when the site was built.
  await page.clock.setFixedTime('2027-02-15T12:00:00Z');
  await page.goto('/business-school/scholarships/');
  const grant = page.locator('li').filter({ has: page.getByRole('heading', { name: 'European Exchange Grant' }) });
  await expect(grant).toHaveAttribute('data-state', 'closed');
  await expect(grant).toContainText('Closed on January 31, 2027');
  await expect(grant.getByRole('link')).toHaveCount(0);
  const leadership = page.locator('li').filter({ has: page.getByRole('heading', { name: 'Women in Leadership Scholarship' }) });
  await expect(leadership).toHaveAttribute('data-state', 'open');

  await page.goto('/es/business-school/becas/');
  const ayuda = page.locator('li').filter({ has: page.getByRole('heading', { name: 'Ayuda de Intercambio Europeo' }) });
  await expect(ayuda).toHaveAttribute('data-state', 'closed');
  await expect(ayuda).toContainText('Cerrada el');
  await expect(ayuda).toContainText('31 de enero de 2027');
});

// Read only: every test shares its worker's page (`sweep`).
import { expect, sweep } from './fixtures.ts';

sweep('the English home page renders with its hero, news and language switch', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('body')).toHaveAttribute('id', 'iesite');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Understanding the families behind business');
  await expect(page.getByRole('heading', { name: 'Latest news' })).toBeVisible();
  await expect(page.locator('[data-kind="news"]')).toHaveCount(3);
  await expect(page).toHaveTitle('Centre for Business Families · Ibera University');
});

sweep('the Spanish home page renders in Spanish', async ({ page }) => {
  const response = await page.goto('/es/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Entender a las familias detrás de la empresa');
  await expect(page.getByRole('link', { name: 'Saltar al contenido principal' })).toBeAttached();
});

sweep('the news list links to a detail page', async ({ page }) => {
  await page.goto('/news/');
  // Every English news item: the list's page size is the default 50 (SPEC §9).
  await expect(page.locator('[data-kind="news"]')).toHaveCount(14);
  await page.getByRole('link', { name: /Succession barometer 2026/ }).click();
  await expect(page).toHaveURL(/\/news\/succession-barometer-2026\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Succession barometer 2026/);
  // Under the title, and again in the facts box.
  await expect(page.locator('article time')).toHaveText(['October 28, 2026', 'October 28, 2026']);
});

sweep('the language switch lands on the alternate page, and back', async ({ page }) => {
  await page.goto('/news/new-chair-family-governance/');
  await page.getByRole('navigation', { name: 'Languages' }).getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es\/noticias\/nueva-catedra-gobierno-familiar\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Cátedra de Gobierno Familiar/);
  await page.getByRole('navigation', { name: 'Idiomas' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/news\/new-chair-family-governance\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Chair in Family Governance/);
});

sweep('an unknown path shows the not-found page with status 404', async ({ page, consoleErrors }) => {
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404);
  // Chromium reports the 404 document itself; nothing else may fail.
  expect(consoleErrors).toEqual([expect.stringContaining('404')]);
  consoleErrors.length = 0;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We can't find that page");
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});

sweep('the trailing-slash setting redirects and /index.html answers as the root', async ({ request }) => {
  const redirected = await request.get('/news', { maxRedirects: 0 });
  expect(redirected.status()).toBe(301);
  expect(redirected.headers().location).toBe('/news/');
  const index = await request.get('/index.html');
  expect(index.status()).toBe(200);
  expect(await index.text()).toContain('Understanding the families behind business');
});

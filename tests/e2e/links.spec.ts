// SPEC §2 "Links" and redirects as a visitor meets them, with and without JavaScript.
import { test, expect } from './fixtures.ts';

test('the current page link is marked; new-tab links open a new window without referrer', async ({ page }) => {
  await page.goto('/news/');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page');
  // The main menu has no Home item: the header's logo is the link home.
  const home = page.getByRole('banner').getByRole('link', { name: 'Centre for Business Families home' });
  await expect(home).toHaveAttribute('href', '/');
  await expect(home).not.toHaveAttribute('aria-current', /./);
  // The legal pages are the family's own pages, opened in place; a journal of the research library opens in a new window.
  await expect(page.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy/');
  await expect(page.getByRole('link', { name: 'Privacy policy' })).not.toHaveAttribute('target', /./);
  await page.goto('/research-library/');
  const journal = page.getByRole('link', { name: /Family Business Review/ });
  await expect(journal).toHaveAttribute('target', '_blank');
  await expect(journal).toHaveAttribute('rel', /noreferrer/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every link still works as a plain page load', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click();
    await expect(page).toHaveURL(/\/news\/$/);
    await page.getByRole('link', { name: /Succession barometer 2026/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Succession barometer 2026/);
    await page.getByRole('navigation', { name: 'Languages' }).getByRole('link', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Succession barometer 2026/);
  });
});

test('the CMS redirects are applied by the server, with their dynamic segments', async ({ request }) => {
  const dynamic = await request.get('/actualidad/succession-barometer-2026/', { maxRedirects: 0 });
  expect(dynamic.status()).toBe(301);
  expect(dynamic.headers().location).toBe('/news/succession-barometer-2026/');
  const wildcard = await request.get('/noticias/foro-family-offices-mexico/', { maxRedirects: 0 });
  expect(wildcard.headers().location).toBe('/es/noticias/foro-family-offices-mexico/');
  const temporary = await request.get('/latest-news/', { maxRedirects: 0 });
  expect(temporary.status()).toBe(302);
  const followed = await request.get('/actualidad/succession-barometer-2026/');
  expect(await followed.text()).toContain('Succession barometer 2026');
});

// SPEC §2 "Links" and redirects as a visitor meets them, with and without JavaScript, and the
// legal pages every footer of the family links.
import { test, expect, sweep } from './fixtures.ts';
import { DEFAULT_DOCUMENTS_DIR, loadFamily } from '../helpers/documents.ts';

// Tests that only visit pages or ask the server share their worker's page (`sweep`).
// Every site's home in each language: the page at its prefix, and at its prefix under /es.
const homes = (await loadFamily(DEFAULT_DOCUMENTS_DIR)).flatMap(({ site, pages }) => {
  const prefix = (site as { pathPrefix?: string }).pathPrefix ?? '';
  const paths = new Set([`${prefix}/`, `/es${prefix}/`]);
  return (pages as unknown as Array<{ path: string; locale: string }>).filter((page) => paths.has(page.path));
});

sweep('the current page link is marked; new-tab links open a new window without referrer', async ({ page }) => {
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

sweep('the CMS redirects are applied by the server, with their dynamic segments', async ({ request }) => {
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

// Each legal page by the name its footer link has, in the language of the page it is on.
const LEGAL: Record<string, string[]> = {
  en: ['Privacy policy', 'Legal notice', 'Cookie policy'],
  es: ['Política de privacidad', 'Aviso legal', 'Política de cookies'],
};

sweep(
  'every footer of the family links the privacy policy, legal notice and cookie policy of its language, and each is a page',
  async ({ request }) => {
    // Every site's home in both languages: a footer is the site's and the language's (site.json).
    expect(homes.length).toBeGreaterThanOrEqual(48);
    const pages = new Map<string, string>();
    for (const home of homes) {
      const response = await request.get(home.path);
      expect(response.status(), home.path).toBe(200);
      const html = await response.text();
      const legal = /<nav aria-label="Legal">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
      const links = new Map([...legal.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(([, href, name]) => [name, href]));
      for (const name of LEGAL[home.locale] ?? []) {
        const href = links.get(name);
        expect(href, `${home.path}: the footer's "${name}"`).toMatch(/^\//);
        pages.set(href as string, `${name} (${home.locale}), linked from ${home.path}`);
      }
    }
    // Six pages in all (three per language), each answering with its heading in its language.
    expect(pages.size).toBe(6);
    for (const [href, what] of pages) {
      const response = await request.get(href);
      expect(response.status(), what).toBe(200);
      const html = await response.text();
      const [name, locale] = /^(.*) \((\w+)\)/.exec(what)?.slice(1) ?? [];
      expect(html, what).toContain(`<html lang="${locale}"`);
      expect(html, what).toMatch(new RegExp(`<h1[^>]*>${name}</h1>`));
    }
  },
);

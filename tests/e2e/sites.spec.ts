// The site family in one dist/ (SPEC §1, docs/site-family.md): the business school under
// /business-school/ beside the research centre, with its theme, its logo link and its own
// not-found page, reachable from the research centre by client navigation and back.
import { axe } from './axe.ts';
import type { APIRequestContext } from '@playwright/test';
import { test, expect, hydrated, sweep } from './fixtures.ts';

/** The business school's pages as its own sitemap lists them (indexable pages, both languages). */
async function businessSchoolRoutes(request: APIRequestContext): Promise<string[]> {
  const index = await (await request.get('/sitemap.xml')).text();
  const sitemap = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] as string).pathname);
  // One sitemap per site of the family, the research centre's first.
  expect(sitemap[0]).toBe('/sitemap-research-centre.xml');
  expect(sitemap).toContain('/sitemap-business-school.xml');
  expect(new Set(sitemap).size).toBe(sitemap.length);
  const xml = await (await request.get('/sitemap-business-school.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] as string).pathname);
}

test('every business-school route answers 200 in both languages, with the business theme and the school home as logo link', async ({
  request,
}) => {
  const routes = await businessSchoolRoutes(request);
  const english = routes.filter((route) => route.startsWith('/business-school/'));
  const spanish = routes.filter((route) => route.startsWith('/es/business-school/'));
  // Home, admissions, about, contact, comparator, 9 programmes, 2 specialisations in each language.
  expect(english.length).toBeGreaterThanOrEqual(16);
  expect(spanish).toHaveLength(english.length);
  for (const route of routes) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    const html = await response.text();
    expect(html, route).toContain('data-theme="business"');
    const home = route.startsWith('/es/') ? '/es/business-school/' : '/business-school/';
    const label = route.startsWith('/es/') ? 'Inicio de Escuela de Negocios Ibera' : 'Ibera Business School home';
    // The logo's link is named by hidden text (which can carry a language), not by aria-label.
    expect(html, route).toMatch(new RegExp(`<a href="${home}" class="[^"]*"[^>]*><span class="[^"]*">${label}</span>`));
  }
});

test('a missing address under the school answers 404 with the school’s not-found page, in each language', async ({
  page,
  consoleErrors,
}) => {
  for (const [path, heading, link, home, theme] of [
    [
      '/business-school/no-such-programme/',
      "We can't find that page",
      'Go to Ibera Business School home page',
      '/business-school/',
      'business',
    ],
    [
      '/es/business-school/no-existe/',
      'No encontramos esa página',
      'Ir a la portada de la Escuela de Negocios Ibera',
      '/es/business-school/',
      'business',
    ],
    ['/no-such-page/', "We can't find that page", 'Go to the home page', '/', 'default'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('link', { name: link })).toHaveAttribute('href', home);
    await expect(page.locator('[data-theme]').first()).toHaveAttribute('data-theme', theme);
  }
  // Chromium reports each 404 document itself; nothing else may fail (no hydration error either).
  expect(consoleErrors).toHaveLength(3);
  for (const error of consoleErrors) expect(error).toContain('404');
  consoleErrors.length = 0;
});

test('client navigation to a missing address under the school shows the school’s not-found page, in the address’s language', async ({
  page,
  consoleErrors,
}) => {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  for (const [from, path, heading, link, home, lang] of [
    [
      '/business-school/',
      '/business-school/no-such-programme/',
      "We can't find that page",
      'Go to Ibera Business School home page',
      '/business-school/',
      'en',
    ],
    [
      '/',
      '/es/business-school/no-existe/',
      'No encontramos esa página',
      'Ir a la portada de la Escuela de Negocios Ibera',
      '/es/business-school/',
      'es',
    ],
  ] as const) {
    await page.goto(from);
    await hydrated(page);
    documents.length = 0;
    // A client navigation (as the back and forward buttons make) to a path no page lives at.
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
    await expect(page.getByRole('link', { name: link })).toHaveAttribute('href', home);
    await expect(page.locator('[data-theme]').first()).toHaveAttribute('data-theme', 'business');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(
      page
        .getByRole('banner')
        .getByRole('link', { name: lang === 'es' ? 'Inicio de Escuela de Negocios Ibera' : 'Ibera Business School home' }),
    ).toHaveAttribute('href', home);
    expect(documents).toEqual([]);
  }
  // The missing page-data and the host's 404 answer are the only failures.
  for (const error of consoleErrors) expect(error).toContain('404');
  consoleErrors.length = 0;
});

test('client navigation goes from the research centre to the business school and back without loading a document', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await hydrated(page);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  const header = page.locator('header');
  await header.getByRole('button', { name: 'Schools' }).first().hover();
  await header.getByRole('link', { name: 'Ibera Business School', exact: true }).first().click();
  await expect(page).toHaveURL(/\/business-school\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lead the companies of tomorrow');
  await expect(page.locator('[data-theme]').first()).toHaveAttribute('data-theme', 'business');
  // The school's own header: its menu and its logo link home.
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'Admissions' })).toHaveAttribute('href', '/business-school/admissions/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Ibera Business School home' })).toHaveAttribute(
    'href',
    '/business-school/',
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.ibera.edu/business-school/');

  // Back to the research centre through the school's top bar.
  await header.getByRole('link', { name: 'Centre for Business Families' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('[data-theme]').first()).toHaveAttribute('data-theme', 'default');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Centre for Business Families home' })).toHaveAttribute('href', '/');
  expect(documents).toEqual([]);
});

test('the language switch of a programme leads to the same programme in the other language, under the school', async ({ page }) => {
  await page.goto('/business-school/programmes/online-mba/');
  await hydrated(page);
  await page.getByRole('navigation', { name: 'Languages' }).getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es\/business-school\/programas\/mba-online\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('MBA Online');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Inicio de Escuela de Negocios Ibera' })).toHaveAttribute(
    'href',
    '/es/business-school/',
  );
});

// Read only: the worker's shared page (`sweep`).
sweep('axe finds no violations on the business-school pages', async ({ page }) => {
  sweep.setTimeout(90_000);
  for (const path of [
    '/business-school/',
    '/business-school/programmes/master-in-family-business/',
    '/business-school/programmes/master-in-sustainable-business/',
    '/business-school/programmes/master-in-family-business/family-office-management/',
    '/business-school/compare-programmes/',
    '/business-school/admissions/',
    '/es/business-school/',
    '/es/business-school/programas/mba-online/',
    '/es/business-school/programas/mba-online/transformacion-digital/',
    '/es/business-school/comparar-programas/',
  ]) {
    await page.goto(path);
    await hydrated(page);
    const results = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
      path,
    ).toEqual([]);
  }
});

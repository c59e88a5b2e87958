// The research centre site in Chromium: every route in both languages, language
// switches, list pagination and filters with and without JavaScript, and accessibility.
import { axe } from './axe.ts';
import { test, expect, holdClient, hydrated, sweep } from './fixtures.ts';
import { DEFAULT_DOCUMENTS_DIR, loadDocuments } from '../helpers/documents.ts';
import { ROUTE_PAIRS } from '../helpers/routes.ts';

// Tests that only visit pages and act on them share their worker's page (`sweep`); held requests
// and no JavaScript get a page of their own (`test`).
type PageRecord = { path: string; locale: string; templateType: string; pageLanguages: Array<{ locale: string; path: string }> };
const pages = (await loadDocuments(DEFAULT_DOCUMENTS_DIR)).pages as PageRecord[];

sweep('every route of SPEC §2 answers 200 in English and Spanish, in its language', async ({ request }) => {
  // /sitemap/ and /es/sitemap/ are left out: the SEO issue builds them.
  for (const [en, es] of ROUTE_PAIRS) {
    for (const [path, lang] of [
      [en, 'en'],
      [es, 'es'],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toContain(`<html lang="${lang}"`);
    }
  }
});

sweep('every page of the CMS is built and answers 200, detail pages included', async ({ request }) => {
  expect(pages.length).toBeGreaterThanOrEqual(120);
  for (const page of pages) {
    const response = await request.get(page.path, { maxRedirects: 0 });
    expect(response.status(), page.path).toBe(200);
  }
});

sweep("every page's language switch links to its alternate", async ({ request }) => {
  for (const page of pages) {
    const html = await request.get(page.path).then((response) => response.text());
    const other = page.locale === 'en' ? 'es' : 'en';
    const alternate = page.pageLanguages.find((language) => language.locale === other);
    const link = new RegExp(`<a [^>]*href="([^"]+)"[^>]*hreflang="${other}"`, 'i').exec(html);
    expect(link?.[1], page.path).toBe(alternate?.path);
  }
});

const SWITCH_PAIRS: Array<[string, string]> = [
  ['/research/cases/ceramics-company-third-generation/', '/es/investigacion/cases/ceramica-tercera-generacion/'],
  ['/dissemination/webinar-family-protocols/', '/es/difusion/webinar-protocolos-familiares/'],
  ['/our-team/our-partners/', '/es/nuestro-equipo/nuestros-partners/'],
  ['/colaboracion-intergeneracional-y-transicion-demografica/', '/es/colaboracion-intergeneracional-y-transicion-demografica/'],
  ['/dissemination/case-studies/', '/es/difusion/casos-estudio/'],
];
for (const [en, es] of SWITCH_PAIRS) {
  sweep(`the language switch goes from ${en} to its Spanish page and back`, async ({ page }) => {
    await page.goto(en);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    await page.getByRole('navigation', { name: 'Languages' }).getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(new RegExp(`${es}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByRole('navigation', { name: 'Idiomas' }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(new RegExp(`${en}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
  });
}

sweep('a list pages through its items, keeps the page in the address and after a reload', async ({ page }) => {
  await page.goto('/research/reports/');
  const cards = page.locator('[data-kind="publication"]');
  await expect(cards).toHaveCount(6);
  await expect(page.getByText('Showing 1–6 of 8')).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('button', { name: 'Next page' }).click();
  await expect(cards).toHaveCount(2);
  await expect(page.getByText('Showing 7–8 of 8')).toBeVisible();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await page.reload();
  await expect(cards).toHaveCount(2);
  await pages.getByRole('button', { name: 'Page 1' }).click();
  await expect(cards).toHaveCount(6);
  await expect(page).toHaveURL(/\/research\/reports\/$/);
});

sweep('list filters narrow the list and can be cleared', async ({ page }) => {
  await page.goto('/es/investigacion/informes/');
  const cards = page.locator('[data-kind="publication"]');
  await expect(cards).toHaveCount(6);
  await page.getByLabel('Año').selectOption('2025');
  await expect(cards).toHaveCount(4);
  await expect(page.getByText('Mostrando 1–4 de 4')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Páginas' })).toHaveCount(0);
  await page.getByLabel('Área académica').selectOption('Gobierno corporativo');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Los consejos de la empresa familiar');
  await expect(page).toHaveURL(/year=2025/);
  await page.getByRole('button', { name: 'Borrar filtros' }).click();
  await expect(cards).toHaveCount(6);
  await expect(page.getByLabel('Año')).toHaveValue('');
  await expect(page.getByText('Mostrando 1–6 de 8')).toBeVisible();
});

sweep('past events filter by the centre that organised them and by country', async ({ page }) => {
  await page.goto('/dissemination/');
  // The archive's cards: the upcoming events above it are not filtered.
  const archive = page.locator('[data-list-summary] ~ * [data-kind="event"]');
  await page.getByRole('combobox', { name: 'Centre', exact: true }).selectOption('Ibera Business School');
  await expect(archive).toHaveText([/Next Generation Day 2026/i, /Annual Conference on Business Families 2026/i]);
  await page.getByRole('combobox', { name: 'Centre', exact: true }).selectOption('');
  await page.getByRole('combobox', { name: 'Country', exact: true }).selectOption('Mexico');
  await expect(archive).toHaveCount(1);
  await expect(page).toHaveURL(/country=Mexico/);
});

test('a filter chosen before the page is hydrated still applies once it is', async ({ page }) => {
  // The choice is made on the server's HTML, before the client has arrived.
  const release = await holdClient(page);
  await page.goto('/es/investigacion/informes/', { waitUntil: 'commit' });
  const cards = page.locator('[data-kind="publication"]');
  await page.getByLabel('Año').selectOption('2025');
  await expect(page.locator('[data-enhanced]')).toHaveCount(0);
  await expect(cards).toHaveCount(6);
  release();
  await hydrated(page);
  await expect(cards).toHaveCount(4);
  await expect(page.getByLabel('Año')).toHaveValue('2025');
  await expect(page.getByText('Mostrando 1–4 de 4')).toBeVisible();
  await expect(page).toHaveURL(/year=2025/);
});

sweep('the team list filters people by academic area and pages through them', async ({ page }) => {
  await page.goto('/our-team/');
  const people = page.locator('[data-kind="member"]');
  await expect(people).toHaveCount(8);
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(people).toHaveCount(4);
  await page.getByLabel('Academic area').selectOption('Sociology');
  await expect(people).toHaveCount(3);
  await expect(page.getByRole('heading', { name: 'Sofía Herrera' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a list shows its first page, and tabs show every panel', async ({ page }) => {
    await page.goto('/research/academic-research/');
    await expect(page.locator('[data-kind="publication"]')).toHaveCount(6);
    await expect(page.getByText('Showing 1–6 of 8')).toBeVisible();
    await page.goto('/education-and-training/');
    await expect(page.getByRole('heading', { name: 'Next-generation summer school' })).toBeVisible();
    await page.getByText('Do I need a business degree?').click();
    await expect(page.getByText('Our programmes are designed for owners')).toBeVisible();
  });
});

sweep('tabs switch with the keyboard', async ({ page }) => {
  await page.goto('/es/formacion/');
  const tabs = page.getByRole('tablist', { name: 'Nuestros programas' });
  await tabs.getByRole('tab', { name: 'Programa de Gobierno Familiar' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Escuela de verano de la siguiente generación' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Una semana en Segovia');
});

sweep('distributors show cards resolved at build', async ({ page }) => {
  await page.goto('/family-offices-knowledge-hub/');
  await expect(page.locator('[data-module="EventDistributor"] [data-kind="event"]')).toHaveCount(6);
  await expect(page.locator('[data-module="PeopleDistributor"] [data-kind="person"]')).toHaveText([/Daniel Ruiz/, /Elena Navarro/]);
  await page.goto('/our-team/');
  await expect(page.locator('[data-module="LogoCollection"] li')).toHaveCount(6);
});

for (const path of ['/', '/es/investigacion/informes/', '/dissemination/succession-barometer-2026-presentation/', '/our-team/']) {
  // Read only: the worker's shared page (`sweep`).
  sweep(`axe finds no serious or critical violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

// What a university's web team checks by eye before signing a page off, in the browser because
// it is drawn by CSS: a breadcrumb separates its items and ends on its last one, with no
// separator dangling after it.
import { test, expect } from './fixtures.ts';

test('every breadcrumb separates its items and ends without a stray separator', async ({ page }) => {
  for (const path of ['/news/succession-barometer-2026/', '/business-school/faculty/elena-arroyo/', '/law-school/news/']) {
    await page.goto(path);
    const items = await page
      .getByRole('navigation', { name: 'Breadcrumb', exact: true })
      .first()
      .locator('li')
      .evaluateAll((list) =>
        list.map((item) => {
          const shown = (pseudo: string) => getComputedStyle(item, pseudo).content.replace(/^(none|normal)$/u, '');
          return `${shown('::before')}[${item.textContent?.trim() ?? ''}]${shown('::after')}`;
        }),
      );
    expect(items.length, `${path} has a breadcrumb`).toBeGreaterThan(0);
    // Read as the visitor sees it: "Home / News" and not "Home / News /".
    const trail = items.join(' ');
    expect(trail, path).not.toMatch(/"\/"\s*$/u);
    expect(trail.match(/"\/"/gu)?.length ?? 0, path).toBe(items.length - 1);
  }
});

test('a programme page says its fees and offers Apply and Request information, in English and in Spanish', async ({ page }) => {
  await page.goto('/business-school/programmes/master-in-management/');
  const facts = page.getByRole('complementary', { name: 'Key facts' });
  await expect(facts).toContainText('Fees€28,500 for the whole programme');
  await expect(facts.getByRole('link', { name: 'Apply to Master in Management' })).toHaveAttribute('href', '/business-school/admissions/');
  // The programme's own lead form is on the page: the request goes there.
  await expect(facts.getByRole('link', { name: 'Request information about Master in Management' })).toHaveAttribute(
    'href',
    '#program-lead-form',
  );
  await expect(page.locator('#program-lead-form')).toBeAttached();
  await page.goto('/es/business-school/programas/master-en-direccion/');
  const hechos = page.getByRole('complementary', { name: 'Datos clave' });
  await expect(hechos).toContainText(/Precio28\.500\s€ el programa completo/);
  await expect(hechos.getByRole('link', { name: 'Solicitar admisión en Máster en Dirección' })).toHaveAttribute(
    'href',
    '/es/business-school/admisiones/',
  );
  await expect(hechos.getByRole('link', { name: 'Solicitar información sobre Máster en Dirección' })).toBeVisible();
});

test('a claim hero under the transparent header starts its text below the header', async ({ page }) => {
  for (const width of [320, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/law-school/about/');
    const header = await page.locator('header').first().boundingBox();
    // The eyebrow above the title: the first text of the hero.
    const eyebrow = await page.locator('p:has(+ h1)').first().boundingBox();
    expect(header && eyebrow && eyebrow.y >= header.y + header.height, `at ${width} px`).toBe(true);
  }
});

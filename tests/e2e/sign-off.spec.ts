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

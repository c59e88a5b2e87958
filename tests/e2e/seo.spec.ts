// The built pages under the Content-Security-Policy the build generates (dist/_headers, which
// `unisite serve` applies like a static host), and the head kept in step on client navigation.
import { test, expect } from './fixtures.ts';

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

test.beforeEach(async ({ page }) => {
  // Collected before any page script runs; the shared fixture also fails on the console report.
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
});

test('pages load and hydrate under the generated CSP with no violation reports', async ({ page }) => {
  for (const path of ['/', '/news/succession-barometer-2026/', '/es/sitemap/', '/page-not-found/']) {
    const response = await page.goto(path);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp, path).toContain("script-src 'self'");
    expect(csp, path).not.toContain("'unsafe-inline' 'self'");
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.__cspViolations), path).toEqual([]);
  }
  // The client bundle ran under the policy: a link navigates on the client (no document load).
  await page.goto('/news/');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  await page.getByRole('link', { name: /Succession barometer 2026/ }).click();
  await expect(page).toHaveURL(/\/news\/succession-barometer-2026\/$/);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
});

test('client navigation produces the same head as the server-rendered page', async ({ page }) => {
  await page.goto('/es/noticias/');
  await page.getByRole('link', { name: /Barómetro/ }).click();
  await expect(page).toHaveURL(/\/es\/noticias\/barometro-sucesion-2026\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Barómetro');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.ibera.edu/es/noticias/barometro-sucesion-2026/');
  const { client, server, lang } = await page.evaluate(async () => {
    // The head tags a search engine reads, as comparable strings: attributes sorted, JSON parsed.
    const selector = [
      'title',
      'meta[name="description"]',
      'meta[name="keywords"]',
      'meta[name="robots"]',
      'meta[name^="twitter:"]',
      'meta[property^="og:"]',
      'meta[property^="article:"]',
      'link[rel="canonical"]',
      'link[rel="alternate"][hreflang]',
      'script[type="application/ld+json"]',
    ].join(',');
    const describe = (doc: Document) =>
      [...doc.head.querySelectorAll(selector)]
        .map((element) => {
          const attributes = [...element.attributes].map((a) => `${a.name}=${a.value}`).sort().join(' ');
          const text = element.tagName === 'SCRIPT' ? JSON.stringify(JSON.parse(element.textContent ?? '')) : element.textContent;
          return `${element.tagName.toLowerCase()} ${attributes} ${text}`;
        })
        .sort();
    const html = await (await fetch(window.location.pathname)).text();
    const served = new DOMParser().parseFromString(html, 'text/html');
    return { client: describe(document), server: describe(served), lang: document.documentElement.lang };
  });
  expect(lang).toBe('es');
  expect(client.some((tag) => tag.startsWith('link href=https://www.ibera.edu/es/noticias/barometro-sucesion-2026/ rel=canonical'))).toBe(true);
  expect(client.filter((tag) => tag.startsWith('script'))).toHaveLength(1);
  expect(client).toEqual(server);
});

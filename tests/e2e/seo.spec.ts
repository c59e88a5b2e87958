// The built pages under the Content-Security-Policy the build generates (dist/_headers, which
// `unisite serve` applies like a static host), and the head kept in step on client navigation.
import sharp from 'sharp';
import { HEAD_TAG_SELECTOR } from '../../site/lib/head-tags.ts';
import { pageDataUrl } from '../../site/lib/paths.ts';
import type { PageDataFile } from '../../site/lib/page-view.ts';
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
  // The head tags a search engine reads, as comparable strings: attributes sorted, JSON parsed.
  const { client, server, lang } = await page.evaluate(async (selector) => {
    const describe = (doc: Document) =>
      [...doc.head.querySelectorAll(selector)]
        .map((element) => {
          const attributes = [...element.attributes]
            .map((a) => `${a.name}=${a.value}`)
            .sort()
            .join(' ');
          const text = element.tagName === 'SCRIPT' ? JSON.stringify(JSON.parse(element.textContent ?? '')) : element.textContent;
          return `${element.tagName.toLowerCase()} ${attributes} ${text}`;
        })
        .sort();
    const html = await (await fetch(window.location.pathname)).text();
    const served = new DOMParser().parseFromString(html, 'text/html');
    return { client: describe(document), server: describe(served), lang: document.documentElement.lang };
  }, HEAD_TAG_SELECTOR);
  expect(lang).toBe('es');
  expect(client.some((tag) => tag.startsWith('link href=https://www.ibera.edu/es/noticias/barometro-sucesion-2026/ rel=canonical'))).toBe(
    true,
  );
  expect(client.filter((tag) => tag.startsWith('script'))).toHaveLength(1);
  // The preview image is the published variant on both sides, not the CMS source.
  expect(client.some((tag) => /^meta content=https:\/\/www\.ibera\.edu\/_img\/[^ ]+\.jpg property=og:image /.test(tag))).toBe(true);
  expect(client).toEqual(server);
});

test("a news story's link preview is a published JPEG 1200 wide (or the source's width when narrower)", async ({ page, request }) => {
  const path = '/news/succession-barometer-2026/';
  await page.goto(path);
  const og = (property: string) => page.locator(`meta[property="${property}"]`).getAttribute('content');
  const image = new URL((await og('og:image')) ?? '');
  expect(image.origin).toBe('https://www.ibera.edu');
  expect(image.pathname).toMatch(/^\/_img\/.+\.jpg$/);
  // The large Twitter card takes its image from og:image.
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');

  // The story's lead image as the CMS gives it, and what the build made of it.
  const data = (await (await request.get(pageDataUrl(path))).json()) as PageDataFile;
  const lead = (data.result.pageContext.page.template as { image: { url: string } }).image.url;
  const source = data.result.pageContext.images?.[lead];
  expect(source?.width).toBeGreaterThan(0);
  const expected = Math.min(1200, source?.width ?? 0);

  // The file exists under this site (served from dist/_img) with the size the head announces.
  const response = await request.get(image.pathname);
  expect(response.status()).toBe(200);
  const file = await sharp(await response.body()).metadata();
  expect([file.format, file.width]).toEqual(['jpeg', expected]);
  expect([await og('og:image:width'), await og('og:image:height')]).toEqual([String(file.width), String(file.height)]);
});

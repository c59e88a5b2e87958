// The third-party layer in Chromium (docs/third-parties.md): consent first, the `nor` cookie,
// the chatbot loader across client navigation, share links, and the CSP. The demo site is built
// from the embedded CMS, so the consent and chatbot scripts are its stand-ins, published under
// /third-parties/: every test runs with no network, and any request to another origin is a failure.
import type { Page, Request } from '@playwright/test';
import { test, expect } from './fixtures.ts';

const DAY_MS = 86_400_000;
const NOR_LIFETIME_MS = 31104e6;

declare global {
  interface Window {
    __cspViolations: string[];
    __sameDocument?: boolean;
  }
}

/** Requests that leave the site, or load a script that needs consent. */
function watchThirdParties(page: Page, origin: string): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.origin !== origin || url.pathname.startsWith('/third-parties/chatbot')) seen.push(request.url());
  });
  return seen;
}

// These tests are about the visitor's choice: they start undecided, with the banner showing.
test.use({ consentDecided: false });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
});

test.afterEach(async ({ page }) => {
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
});

const norCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'nor');
const chatbotButton = (page: Page) => page.locator('#ie-chatbot-button');
const consentBanner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

test('before consent: the consent script only, with the id of a non-production host; no other request, no nor cookie', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const outside = watchThirdParties(page, origin);
  await page.goto('/contact-us/');
  await expect(consentBanner(page)).toBeVisible();
  const consent = page.locator('script[data-third-party="consent"]');
  await expect(consent).toHaveAttribute('src', '/third-parties/consent.js');
  // localhost is not a production host: it gets the other domain-script id (site.json).
  await expect(consent).toHaveAttribute('data-domain-script', '0190a2c4-7d1e-7b55-9c1e-3f6b2a8d4e01-test');
  await page.waitForLoadState('networkidle');
  expect(outside).toEqual([]);
  expect(await norCookie(page)).toBeUndefined();
  await expect(chatbotButton(page)).toHaveCount(0);
  expect(await page.locator('script[data-third-party="chatbot"]').count()).toBe(0);
});

test('after consent: the nor cookie (new visitor, 360 days, Lax) and the chatbot; a second visit keeps the cookie', async ({ page }) => {
  await page.goto('/contact-us/');
  const before = Date.now();
  await page.getByRole('button', { name: 'Accept all cookies' }).click();
  await expect(consentBanner(page)).toHaveCount(0);
  await expect(chatbotButton(page)).toBeVisible();
  await expect.poll(() => norCookie(page)).toBeDefined();
  const first = await norCookie(page);
  expect(first).toMatchObject({ value: 'n', sameSite: 'Lax', secure: false, path: '/' });
  expect(first!.expires * 1000).toBeGreaterThanOrEqual(before + NOR_LIFETIME_MS - 2000);
  expect(first!.expires * 1000).toBeLessThanOrEqual(Date.now() + NOR_LIFETIME_MS + 2000);
  expect(Math.round((first!.expires * 1000 - before) / DAY_MS)).toBe(360);

  // A second page load in the same browser session: the consent is remembered, the cookie is not rewritten.
  await page.goto('/news/');
  await expect(consentBanner(page)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(await norCookie(page)).toEqual(first);
});

test('the chatbot is injected on a marker page, removed after a client navigation away and injected again on return', async ({ page }) => {
  await page.goto('/contact-us/');
  await page.getByRole('button', { name: 'Accept all cookies' }).click();
  await expect(chatbotButton(page)).toBeVisible();
  const chatbotRules = () =>
    page.evaluate(() => {
      const sheets = [...document.styleSheets, ...document.adoptedStyleSheets];
      const selectors = sheets.flatMap((sheet) =>
        [...sheet.cssRules].map((rule) => (rule instanceof CSSStyleRule ? rule.selectorText : '')),
      );
      // The site's own stylesheet (the top bar's chatbot icon among its rules) must outlive the
      // chatbot's styles: its rules are counted whole, since production class names are short.
      const siteRules = [...document.styleSheets]
        .filter((sheet) => sheet.href?.includes('/assets/'))
        .reduce((count, sheet) => count + sheet.cssRules.length, 0);
      return { own: selectors.filter((s) => s.includes('#ie-chatbot-')).length, siteRules };
    });
  expect((await chatbotRules()).own).toBeGreaterThan(0);
  const { siteRules } = await chatbotRules();
  expect(siteRules).toBeGreaterThan(0);

  await page.evaluate(() => (window.__sameDocument = true));
  await page
    .getByRole('link', { name: /Centre for Business Families home/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('#ie-chatbot-container')).toHaveCount(0);
  await expect(chatbotButton(page)).toHaveCount(0);
  expect(await chatbotRules()).toEqual({ own: 0, siteRules });
  expect(await page.evaluate(() => window.__sameDocument)).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(/\/contact-us\/$/);
  await expect(chatbotButton(page)).toHaveCount(1);
  expect(await page.locator('script[data-third-party="chatbot"]').count()).toBe(1);
  expect(await page.evaluate(() => window.__sameDocument)).toBe(true);
});

test('withdrawing consent in Cookie settings removes the chatbot and the nor cookie', async ({ page }) => {
  await page.goto('/es/contacto/');
  await page.getByRole('button', { name: 'Aceptar todas las cookies' }).click();
  await expect(page.locator('#ie-chatbot-button')).toHaveText('Chatea con nosotros');
  await expect.poll(async () => (await norCookie(page))?.value).toBe('n');

  await page.getByRole('button', { name: 'Configuración de cookies' }).click();
  await page.getByRole('button', { name: 'Rechazar las no necesarias' }).click();
  await expect(chatbotButton(page)).toHaveCount(0);
  await expect.poll(() => norCookie(page)).toBeUndefined();
  // And it stays off on the next page.
  await page.goto('/es/contacto/');
  await expect(consentBanner(page)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expect(chatbotButton(page)).toHaveCount(0);
  expect(await norCookie(page)).toBeUndefined();
});

test('a site whose document configures no consent shows no banner and loads no third party', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const outside = watchThirdParties(page, origin);
  // The site data of the language, as a build of such a site writes it.
  await page.route('**/page-data/sq/d/*.json', async (route) => {
    const response = await route.fetch();
    const site = (await response.json()) as { thirdParties: unknown };
    await route.fulfill({ response, json: { ...site, thirdParties: {} } });
  });
  await page.goto('/contact-us/');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(consentBanner(page)).toHaveCount(0);
  expect(await page.locator('script[data-third-party]').count()).toBe(0);
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toHaveCount(0);
  expect(outside).toEqual([]);
  expect(await norCookie(page)).toBeUndefined();
});

test('share links carry the canonical address, encoded, open in a new tab without referrer, and are named in both languages', async ({
  page,
}) => {
  await page.goto('/es/noticias/barometro-sucesion-2026/');
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toBe('https://www.ibera.edu/es/noticias/barometro-sucesion-2026/');
  const share = page.getByRole('group', { name: 'Compartir' });
  const links = share.getByRole('link');
  await expect(links).toHaveCount(4);
  const found = await links.evaluateAll((anchors) =>
    anchors.map((a) => ({
      name: a.getAttribute('aria-label'),
      href: a.getAttribute('href'),
      target: a.getAttribute('target'),
      rel: a.getAttribute('rel'),
    })),
  );
  const encoded = encodeURIComponent(canonical!);
  expect(found.map((link) => link.name)).toEqual([
    'Compartir en Facebook (se abre en una pestaña nueva)',
    'Compartir en X (Twitter) (se abre en una pestaña nueva)',
    'Compartir en LinkedIn (se abre en una pestaña nueva)',
    'Compartir en WhatsApp (se abre en una pestaña nueva)',
  ]);
  expect(found[0]?.href).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
  expect(found[2]?.href).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`);
  for (const link of [found[1], found[3]]) {
    expect(link?.href).toMatch(/^https:\/\/(twitter\.com\/intent\/tweet|api\.whatsapp\.com\/send)\?text=/);
    expect(new URL(link!.href!).searchParams.get('text')?.endsWith(` ${canonical}`)).toBe(true);
    expect(link?.href).not.toMatch(/ /);
  }
  for (const link of found) expect(link).toMatchObject({ target: '_blank', rel: 'noreferrer' });

  // The same on an English event page, with its own address.
  await page.goto('/dissemination/annual-conference-2026/');
  const english = page.getByRole('group', { name: 'Share' }).getByRole('link', { name: 'Share on LinkedIn (opens in a new tab)' });
  await expect(english).toHaveAttribute(
    'href',
    `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent('https://www.ibera.edu/dissemination/annual-conference-2026/')}`,
  );
});

test('the consent banner is set in the site’s own typeface, not a fallback', async ({ page }) => {
  await page.goto('/');
  await expect(consentBanner(page)).toBeVisible();
  const fonts = await page.evaluate(() => ({
    banner: getComputedStyle(document.querySelector('#onetrust-banner-sdk')!).fontFamily,
    body: getComputedStyle(document.body).fontFamily,
  }));
  expect(fonts.banner).toBe(fonts.body);
});

// The consent dialog links the cookie policy of the page's language (the stand-in, like the real
// platform, is configured with one address per language), on the root site and on a school's.
for (const { from, banner, policy, lang } of [
  { from: '/contact-us/', banner: 'Cookie consent', policy: 'Cookie policy', lang: 'en' },
  { from: '/es/law-school/', banner: 'Consentimiento de cookies', policy: 'Política de cookies', lang: 'es' },
]) {
  test(`the consent dialog on ${from} links the cookie policy in its language`, async ({ page }) => {
    await page.goto(from);
    await page.getByRole('region', { name: banner }).getByRole('link', { name: policy }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(policy);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  });
}

// The cookie policy names every cookie the site sets: those a visitor has after accepting every
// category on a page with the chatbot and going on to another page (the stand-ins' cookies,
// the `nor` cookie of SPEC §2 and its session mark), compared with the policy's table.
for (const { from, next, accept, policyPath, table } of [
  {
    from: '/contact-us/',
    next: '/news/',
    accept: 'Accept all cookies',
    policyPath: '/cookie-policy/',
    table: 'Cookies the websites set in your browser',
  },
  {
    from: '/es/contacto/',
    next: '/es/noticias/',
    accept: 'Aceptar todas las cookies',
    policyPath: '/es/politica-de-cookies/',
    table: 'Cookies que los sitios web guardan en su navegador',
  },
]) {
  test(`${policyPath} names every cookie the site set after consent`, async ({ page }) => {
    await page.goto(from);
    await page.getByRole('button', { name: accept }).click();
    await expect(chatbotButton(page)).toBeVisible();
    await expect.poll(() => norCookie(page)).toBeDefined();
    await page.goto(next);
    await page.waitForLoadState('networkidle');
    const set = (await page.context().cookies()).map((cookie) => cookie.name).sort();
    // What this test stands on: the consent cookies and the nor cookie at least.
    expect(set).toEqual(expect.arrayContaining(['OptanonAlertBoxClosed', 'OptanonConsent', 'nor']));
    await page.goto(policyPath);
    const named = await page.getByRole('table', { name: table }).getByRole('rowheader').allTextContents();
    expect(set.filter((name) => !named.includes(name))).toEqual([]);
  });
}

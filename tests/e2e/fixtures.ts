// Shared e2e fixture: every test fails if the page printed a console error or threw.
// The demo site asks for cookie consent (docs/third-parties.md), and the consent banner would
// cover what other tests click: unless a test opts out with `test.use({ consentDecided: false })`,
// the visitor has already chosen "essential only" (the stand-in platform's own cookie), so no
// banner shows and no non-essential third party loads.
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';

/** The consent stand-in's cookie (content/cms/third-party-stand-ins/consent.js): essential cookies only. */
const ESSENTIAL_ONLY = encodeURIComponent(new URLSearchParams({ groups: 'C0001:1,C0002:0,C0003:0,C0004:0' }).toString());

/** The consent cookie for the hosts the tests reach the site as: localhost (baseURL) and 127.0.0.1 (private copies). */
const consentCookies = ['localhost', '127.0.0.1'].map((domain) => ({
  name: 'OptanonConsent',
  value: ESSENTIAL_ONLY,
  domain,
  path: '/',
  sameSite: 'Lax' as const,
}));

/** Collects the page's console errors and uncaught exceptions while the test runs, then fails on any. */
async function failOnConsoleErrors(page: Page, use: (errors: string[]) => Promise<void>): Promise<void> {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  };
  const onPageError = (error: Error) => errors.push(`uncaught: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  await use(errors);
  page.off('console', onConsole);
  page.off('pageerror', onPageError);
  expect(errors, 'console errors on the page').toEqual([]);
}

export const test = base.extend<{ consoleErrors: string[]; consentDecided: boolean; decideConsent: void }>({
  consentDecided: [true, { option: true }],
  decideConsent: [
    async ({ context, consentDecided }, use) => {
      if (consentDecided) await context.addCookies(consentCookies);
      await use();
    },
    { auto: true },
  ],
  consoleErrors: [async ({ page }, use) => failOnConsoleErrors(page, use), { auto: true }],
});

/**
 * For sweeps, tests that only visit pages and read them (the gallery's scans): every test of a
 * worker gets the same page, consent decided, motion reduced. Opening a page costs a test about
 * 0.3 s of CPU, as much as visiting a small page; a sweep of a hundred visits pays it once per
 * worker. A test that changes what outlives a navigation (routes, init scripts, exposed
 * functions, the clock, permissions, cookies, listeners on the page, context options but the
 * viewport) uses `test` instead. Hover, focus and what a test changed in the document do not
 * outlive the next test's first visit. After a failure Playwright starts a new worker, so a
 * failed test leaves nothing to the next.
 */
export const sweep = base.extend<{ consoleErrors: string[] }, { sweepPage: Page }>({
  sweepPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, serviceWorkers } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, serviceWorkers, reducedMotion: 'reduce' });
      await context.addCookies(consentCookies);
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ sweepPage, viewport }, use) => {
    // The size `test.use({ viewport })` names, as a page of its own would have: the shared page
    // keeps the size the worker's last test left. `viewport: null` leaves it so, for sweeps that
    // size the page themselves (a resize lays out the page the last test left, for nothing).
    const size = sweepPage.viewportSize();
    if (viewport && (size?.width !== viewport.width || size.height !== viewport.height)) await sweepPage.setViewportSize(viewport);
    await use(sweepPage);
    // What a visit may store (a popup seen, a scroll position) is not the next test's: the
    // storage of the origin it ended on is emptied. Cookies stay (the consent cookie is one).
    // A visit to the address the page is on is a reload of its history entry, which keeps the
    // entry's state and what the site saves for it when the page is left (the scroll position
    // restored on reload, written after this clear): the entry moves to an address no test
    // visits, so the next test's first visit is a new entry, as in a page of its own.
    if (sweepPage.url().startsWith('http'))
      await sweepPage.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
        history.replaceState(null, '', '/?left-by-a-sweep-test');
      });
  },
  consoleErrors: [async ({ page }, use) => failOnConsoleErrors(page, use), { auto: true }],
});

/**
 * Hydrated, with every effect of the first commit run: React answers clicks and the runtime
 * listens for history navigation. The header marks itself enhanced in the commit after
 * hydration, so its mark comes after the listeners of the hydrating commit (a React root alone
 * exists before those effects run, which on a loaded machine lost an early back-button event).
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('[data-enhanced]').first()).toBeAttached();
}

/**
 * Holds back every request whose address matches until the returned function is called: a slow
 * connection on which the visitor acts before the held files arrive.
 */
export async function holdRequests(page: Page, address: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(address, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Holds the client script back until the returned function is called: the visitor acts on the
 * server's HTML before hydration. Go to the page with `waitUntil: 'commit'`: a page whose head
 * loads the client at once (preview, dev) has no load event before the script arrives.
 */
export function holdClient(page: Page): Promise<() => void> {
  return holdRequests(page, /\/assets\/client-[\w-]+\.js$/);
}

/**
 * Holds hydration itself back after the client has started (its template's chunk): the client
 * runs, loads the consent platform and third parties, but the page is not hydrated yet.
 */
export function holdHydration(page: Page): Promise<() => void> {
  return holdRequests(page, /\/assets\/template-[\w-]+\.js$/);
}

export { expect };

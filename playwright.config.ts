// E2E tests drive Debian's Chromium against the built dist/ served on localhost
// (docs/architecture.md, conventions). The web server builds from the embedded CMS first.
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4399);
export const baseURL = `http://localhost:${port}`;
/** Where tests/e2e/forms.spec.ts runs the embedded CMS's forms endpoint (beside hostile.spec's +17/+18). */
export const formsPort = port + 20;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  // Reference screenshots (tests/e2e/design.spec.ts) are committed beside the tests, one file per name.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'off',
    // Request interception (page.route) does not see what a service worker fetches: tests run
    // without /sw.js unless they opt in (tests/e2e/offline.spec.ts).
    serviceWorkers: 'block',
  },
  webServer: {
    // The forms post to an embedded CMS that tests/e2e/forms.spec.ts starts on FORMS_PORT (docs/forms.md).
    // With the module gallery (/_gallery/, tests/e2e/gallery.spec.ts); a build without --gallery
    // has none (tests/unit/pipeline/build.test.ts), and no build lists it in the sitemap.
    // Search indexes in segments of 20 pages (four to eight per language and site on the demo, as
    // a site of 4,000 to 16,000 pages per language has with the default): the search tests search
    // across merged segments.
    command: `FORMS_URL=http://127.0.0.1:${formsPort}/forms UNISITE_SEARCH_SEGMENT_PAGES=20 node bin/unisite.js build --sync --gallery && node bin/unisite.js serve --port ${port}`,
    url: `${baseURL}/app-data.json`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI && process.env.E2E_REUSE === '1',
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

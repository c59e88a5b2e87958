// E2E tests drive Debian's Chromium against the run's shared build of the demo family served on
// localhost (docs/architecture.md, conventions; docs/testing.md "The shared build"). The web
// server makes the build unless the layer runner made it already, then only serves it.
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { e2ePort, family, formsPort as sharedFormsPort } from './tests/setup/family-build.ts';
import { prepareRun } from './tests/setup/run-env.ts';
import { chromiumLaunch } from './tests/setup/chromium.ts';

// Every process of the run is marked and its temporary folders go to its own TMPDIR, so the
// global teardown finds what the tests left behind (tests/setup/leaks.ts); its builds encode
// images at the fast setting (tests/setup/run-env.ts).
prepareRun();

const port = e2ePort;
export const baseURL = `http://localhost:${port}`;
/** Where tests/e2e/forms.spec.ts runs the embedded CMS's forms endpoint (beside hostile.spec's +17/+18). */
export const formsPort = sharedFormsPort;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  // Reference screenshots (tests/e2e/design.spec.ts) are committed beside the tests, one file per name.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  // Playwright's default (half the cores) is one worker on a 2-core machine, and a test is
  // mostly one core's work (the page's renderer): a worker per core.
  workers: availableParallelism(),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    // Debian's Chromium headless shell, and no host outside the machine (tests/setup/chromium.ts).
    launchOptions: chromiumLaunch(),
    trace: 'off',
    // Request interception (page.route) does not see what a service worker fetches: tests run
    // without /sw.js unless they opt in (tests/e2e/offline.spec.ts).
    serviceWorkers: 'block',
    // Visitors who ask for reduced motion get no scroll reveal and no slides: the pages are then
    // as the server sent them once hydrated, which is what most tests read (axe measures the
    // contrast of text that a reveal would still be fading in). tests/e2e/reveal.spec.ts asks
    // for motion where it tests it.
    contextOptions: { reducedMotion: 'reduce' },
  },
  globalTeardown: './tests/setup/e2e-teardown.ts',
  webServer: {
    // The shared build (tests/setup/family-build.ts) is made with what these tests need: the forms
    // post to the embedded CMS that tests/e2e/forms.spec.ts starts on its port (docs/forms.md);
    // the module gallery (/_gallery/, tests/e2e/gallery.spec.ts; a build without --gallery has
    // none: tests/integration/pipeline/build.test.ts, and no build lists it in the sitemap); search
    // indexes in segments of 20 pages, so the search tests search across merged segments.
    command: `${process.execPath} node_modules/.bin/tsx tests/setup/family-build.ts && node bin/unisite.js serve --port ${port}`,
    // The server serves the shared build; it is not one of the tests' processes (the teardown's leak check).
    env: { UNISITE_DIST_DIR: family.distDir, UNISITE_TEST_RUN: '' },
    url: `${baseURL}/app-data.json`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI && process.env.E2E_REUSE === '1',
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

// How every e2e test launches Debian's Chromium (test tools cannot download a browser here).
//
// Its headless shell (`chromium-headless-shell`, Chromium's "old" headless mode, a binary of its
// own), not the whole browser run headless: it is what Playwright itself runs for headless
// Chromium, the same engine without the browser's windowing and features around it, and it costs
// less CPU for the same tests (the units' sweep alone: 224 CPU-s against 288, docs/testing.md).
// It draws text a little differently, so the committed reference screenshots are its pictures.
//
// No test may depend on a host outside the machine. The sandbox has no internet, and what a
// lookup of an outside name does there is up to the machine's name server: refused at once on
// this one, but a server that drops the question leaves the request in flight for seconds. A
// page that asks for a configured third party's real host (the consent platform's CDN, in a
// build synced from a CMS other than the embedded one, which keeps the configured addresses)
// would then hold a test that waits for the page to go quiet. So every host name but the
// loopback's resolves to "not found" inside Chromium, at once and on every machine. Requests a
// test answers itself (`page.route`) never reach the resolver and are not affected.
import type { LaunchOptions } from '@playwright/test';

/** Chromium's host rules: `mappings` first (a name → an address, e.g. `unisite.test 127.0.0.1`), then every other name not found. */
function hostRules(mappings: string[] = []): string {
  return [...mappings.map((mapping) => `MAP ${mapping}`), 'MAP * ~NOTFOUND', 'EXCLUDE localhost', 'EXCLUDE 127.0.0.1'].join(', ');
}

/** Where the headless shell is (Debian's package `chromium-headless-shell`); `CHROMIUM_PATH` names another. */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** Launch options for Chromium in the e2e tests; `mappings` as for `hostRules`. */
export function chromiumLaunch(mappings: string[] = []): LaunchOptions {
  return {
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--host-resolver-rules=${hostRules(mappings)}`,
    ],
  };
}

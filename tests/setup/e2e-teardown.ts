// The end-to-end layer's global teardown: the tests only read the shared build (a test that
// changes a build serves a linked copy: tests/e2e/dist-copy.ts), and left no process, port or
// temporary folder behind (tests/setup/leaks.ts).
import { familyChanges } from './family-build.ts';
import { checkNoLeaks } from './leaks.ts';

export default async function teardown(): Promise<void> {
  const changed = await familyChanges();
  // Playwright's own workers and browsers end after the teardown.
  await checkNoLeaks('e2e', { ignore: /playwright|\/usr\/lib\/chromium|chrome_crashpad/ });
  if (changed.length > 0) throw new Error(`e2e: the shared build was changed by a test:\n  ${changed.slice(0, 20).join('\n  ')}`);
}

// The integration layer's global setup: the run's one build of the demo family (made unless the
// layer runner made it already), and at the end the checks that the tests only read it and left
// nothing behind (docs/testing.md).
import { ensureFamilyBuild, familyChanges } from './family-build.ts';
import { checkNoLeaks } from './leaks.ts';

export default async function setup(): Promise<() => Promise<void>> {
  await ensureFamilyBuild();
  return async () => {
    const changed = await familyChanges();
    await checkNoLeaks('integration', { ignore: /node_modules\/vitest\// });
    if (changed.length > 0) throw new Error(`integration: the shared build was changed by a test:\n  ${changed.slice(0, 20).join('\n  ')}`);
  };
}

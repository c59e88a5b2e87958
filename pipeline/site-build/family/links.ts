// The family build's link check (docs/links.md): run on the composed version before it is
// published, each broken link a warning, and with --strict nothing published.
import { userError, warning } from '../../errors/index.ts';
import { checkLinks } from '../../links/index.ts';
import type { Reporter } from '../../reporter.ts';
import type { SnapshotSite } from '../../snapshots/index.ts';

export async function checkFamilyLinks(
  snapshotsDir: string,
  sites: readonly SnapshotSite[],
  stagedDir: string,
  reporter: Reporter,
  strict: boolean,
): Promise<void> {
  reporter.phase('build: checking links');
  const { checked, broken } = await checkLinks(snapshotsDir, sites, stagedDir);
  for (const link of broken) reporter.warn(warning('LINK_BROKEN', link));
  // The error names the first few too: with --json (or a log that keeps only the last lines)
  // the warnings above may not be where the reader looks.
  if (broken.length > 0 && strict) throw userError('LINKS_BROKEN', { count: broken.length, checked, first: broken.slice(0, 5) });
  reporter.info(`links: ${checked} to the family's own pages and files checked, ${broken.length} lead nowhere`);
}

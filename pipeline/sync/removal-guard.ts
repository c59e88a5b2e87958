// A CMS answering an empty or half site with status 200 must not wipe the published one: a sync
// that would remove the home page, every page, or more than a share of the pages is refused
// unless the operator confirms it with --allow-removals (docs/crash-safety.md).
import { userError } from '../errors/index.ts';
import type { SnapshotDiff, SnapshotManifest } from '../snapshots/index.ts';

export interface RemovalPolicy {
  /** Largest share (0–1) of the previous pages a sync may remove unasked. */
  maxShare: number;
  allowRemovals: boolean;
}

const HOME = 'pages/index.json';
// Pages of every site of the family: the default site's at the top, the others' under sites/<key>/.
const isPage = (file: string) => /^(sites\/[^/]+\/)?pages\//.test(file);

/** The page files a diff removes (for the summary). */
export function removedPages(diff: SnapshotDiff): string[] {
  return diff.removed.filter(isPage);
}

export function checkRemovals(diff: SnapshotDiff, before: SnapshotManifest | null, policy: RemovalPolicy): void {
  if (policy.allowRemovals) return;
  const previous = Object.keys(before?.documents ?? {}).filter(isPage).length;
  const kept = previous - removedPages(diff).length;
  const pagesAfter = kept + diff.added.filter(isPage).length;
  const removed = removedPages(diff);
  const removal =
    pagesAfter === 0
      ? { all: true as const }
      : removed.includes(HOME)
        ? { home: true as const }
        : previous > 0 && removed.length / previous > policy.maxShare
          ? { count: removed.length, of: previous, maxShare: policy.maxShare }
          : null;
  if (!removal) return;
  throw userError('SYNC_REMOVALS_REFUSED', { removal, removed });
}

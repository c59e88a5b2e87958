// A CMS answering an empty or half site with status 200 must not wipe the published one: a sync
// that would remove the home page, every page, or more than a share of the pages is refused
// unless the operator confirms it with --allow-removals (docs/crash-safety.md).
import { userError } from '../errors.ts';
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
  const reason =
    pagesAfter === 0
      ? 'the CMS answered a site with no pages'
      : removed.includes(HOME)
        ? 'the home page (/) would be removed'
        : previous > 0 && removed.length / previous > policy.maxShare
          ? `${removed.length} of ${previous} pages (${Math.round((removed.length / previous) * 100)} %) would be removed, more than the ${Math.round(policy.maxShare * 100)} % allowed`
          : null;
  if (!reason) return;
  const list = removed.slice(0, 10).join(', ') + (removed.length > 10 ? ` and ${removed.length - 10} more` : '');
  throw userError('SYNC_REMOVALS_REFUSED', {
    what: `sync refused: ${reason}${removed.length > 0 ? ` (${list})` : ''}.`,
    why: 'A CMS answering an empty or partial site by mistake would otherwise unpublish those pages.',
    fix: 'If the removal is intended, run `unisite sync --allow-removals` (the share allowed unasked is UNISITE_SYNC_MAX_REMOVAL). Nothing was written: the previous snapshots are unchanged.',
  });
}

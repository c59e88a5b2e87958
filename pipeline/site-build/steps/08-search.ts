// Step 8: site search: index the staged pages, so the index goes live with them, below the site's
// prefix. Pagefind indexes in processes of its own while this one writes the site's other files,
// which the index does not read; the commit step waits for it. A shard, whose shared files must be
// the same in every shard, writes no index; nor does a site of a family, whose composition
// indexes every site once.
import { searchCacheDir, searchSiteOf, writeSearchIndex } from '../../search/index.ts';
import type { BuildRun } from '../build-run.ts';
import type { StagedVersion } from '../staged-version.ts';
import type { Resolved } from './04-resolve.ts';
import type { WrittenPages } from './07-write-pages.ts';

export function startSearch(run: BuildRun, { staged }: StagedVersion, resolved: Resolved, written: WrittenPages): Promise<unknown> {
  if (!run.writesSearch) return Promise.resolve();
  const { manifest, writes } = written;
  const searching = writeSearchIndex(staged.path, written.reporter, [searchSiteOf(resolved.content.site)], {
    cacheDir: searchCacheDir(run.options.workDir),
    previousDir: run.options.outDir,
    rendered: run.renderedPages,
    // Every page this build wrote or kept is in its manifest.
    files: Object.keys(manifest.pages),
    // What the search is given of each page, as rendered or kept: unchanged parts are known without reading.
    pageDigest: (file) => manifest.pages[file]?.indexable,
    written: (file) => writes.of(file),
    indexedBefore: (file) => run.previous.indexedBefore(file),
    segmentPages: run.options.searchSegmentPages,
  });
  // Awaited by the commit step; it must not count as unhandled meanwhile.
  searching.catch(() => undefined);
  return searching;
}

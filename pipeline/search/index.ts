// Site search (SPEC §2 SearchResults): a static Pagefind index of the built pages, written into the
// staged dist/ beside them so it is published atomically with the pages it describes
// (docs/crash-safety.md). Pagefind splits the index by each page's <html lang>, so a Spanish
// search only loads Spanish fragments; what it indexes is marked in the pages themselves
// (site/app/Page.tsx: data-pagefind-body, the content-type filter). The index is only fetched by
// the SearchResults page; no other page loads search code (docs/search.md).
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import type { Reporter } from '../reporter.ts';
import { userError } from '../errors.ts';

/** The folder under dist/ that holds the index and its client (/pagefind/pagefind.js). */
export const SEARCH_DIR = 'pagefind';

const UNUSED_UI = [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
];

export interface SearchIndexStats {
  pages: number;
}

/** Indexes every HTML page of `outDir` and writes the index to `outDir`/pagefind. */
export async function writeSearchIndex(outDir: string, reporter: Reporter): Promise<SearchIndexStats> {
  const created = await pagefind.createIndex({});
  try {
    if (!created.index) throw searchFailed(created.errors);
    const added = await created.index.addDirectory({ path: outDir, glob: '**/index.html' });
    if (added.errors.length > 0) throw searchFailed(added.errors);
    const written = await created.index.writeFiles({ outputPath: join(outDir, SEARCH_DIR) });
    if (written.errors.length > 0) throw searchFailed(written.errors);
    // Pagefind's ready-made interfaces: the SearchResults page is its own, so they would only be
    // published weight nobody loads.
    for (const file of UNUSED_UI) await rm(join(outDir, SEARCH_DIR, file), { force: true });
    reporter.info(`search: ${added.page_count} pages indexed`);
    return { pages: added.page_count };
  } finally {
    // The service is a child process: without this the build would not exit.
    await pagefind.close();
  }
}

function searchFailed(errors: string[]) {
  return userError('SEARCH_INDEX_FAILED', {
    what: `The search index could not be built: ${errors.join('; ') || 'Pagefind gave no reason'}.`,
    why: 'Pagefind (the search indexer) runs as a binary from the npm package @pagefind/linux-x64 (or the one for this platform); it is missing or refused the pages.',
    fix: 'Run `npm ci` so the binary for this platform is installed, then build again.',
  });
}

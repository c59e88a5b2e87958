// Site search (SPEC §2 SearchResults): a static Pagefind index of the built pages, written into the
// staged dist/ beside them so it is published atomically with the pages it describes
// (docs/crash-safety.md). Pagefind splits the index by each page's <html lang>, so a Spanish
// search only loads Spanish fragments; what it indexes is marked in the pages themselves
// (site/app/Page.tsx: data-pagefind-body, the content-type filter). The index is only fetched by
// the SearchResults page; no other page loads search code (docs/search.md).
import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
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

/**
 * The Pagefind binary. The project depends on its Linux x64 package directly rather than on the
 * `pagefind` wrapper: the wrapper names a binary package per platform as optional dependencies,
 * and the registry these machines reach lacks the non-Linux ones, so a lock file with the wrapper
 * can never satisfy `npm ci` (docs/search.md "Pagefind").
 */
function pagefindBinary(): string {
  try {
    const manifest = createRequire(import.meta.url).resolve('@pagefind/linux-x64/package.json');
    return join(dirname(manifest), 'bin', 'pagefind_extended');
  } catch (error) {
    throw searchFailed([`the package @pagefind/linux-x64 is not installed (${(error as Error).message})`]);
  }
}

/** Indexes every HTML page of `outDir` and writes the index to `outDir`/pagefind. */
export async function writeSearchIndex(outDir: string, reporter: Reporter): Promise<SearchIndexStats> {
  const binary = pagefindBinary();
  let output: string;
  try {
    const run = await promisify(execFile)(binary, ['--site', outDir, '--output-subdir', SEARCH_DIR, '--glob', '**/index.html'], {
      maxBuffer: 16 * 1024 * 1024,
    });
    output = run.stdout;
  } catch (error) {
    const failed = error as Error & { stderr?: string; stdout?: string };
    throw searchFailed([(failed.stderr || failed.stdout || failed.message).trim()]);
  }
  // Pagefind's ready-made interfaces: the SearchResults page is its own, so they would only be
  // published weight nobody loads.
  for (const file of UNUSED_UI) await rm(join(outDir, SEARCH_DIR, file), { force: true });
  const pages = Number(/Indexed (\d+) pages?/.exec(output)?.[1] ?? Number.NaN);
  if (!Number.isFinite(pages)) throw searchFailed([`Pagefind did not say how many pages it indexed: ${output.trim().slice(-300)}`]);
  reporter.info(`search: ${pages} pages indexed`);
  return { pages };
}

function searchFailed(errors: string[]) {
  return userError('SEARCH_INDEX_FAILED', {
    what: `The search index could not be built: ${errors.join('; ') || 'Pagefind gave no reason'}.`,
    why: 'Pagefind (the search indexer) runs as a binary from the npm package @pagefind/linux-x64 (or the one for this platform); it is missing or refused the pages.',
    fix: 'Run `npm ci` so the binary for this platform is installed, then build again.',
  });
}

// Site search (SPEC §2 SearchResults): a static Pagefind index of the built pages, written into the
// staged dist/ beside them so it is published atomically with the pages it describes
// (docs/crash-safety.md). Pagefind splits the index by each page's <html lang>, so a Spanish
// search only loads Spanish fragments; what it indexes is marked in the pages themselves
// (site/app/Page.tsx: data-pagefind-body, the content-type filter). The index is only fetched by
// the SearchResults page; no other page loads search code (docs/search.md).
// Each site of the family gets its own index below its prefix (`business-school/pagefind/`), built
// from its own pages only, so the school's search never answers with the research centre's news.
import { execFile } from 'node:child_process';
import { link, mkdir, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { siteOfPath } from '../../site/lib/prefixes.ts';
import type { Reporter } from '../reporter.ts';
import { userError } from '../errors.ts';
import { readContent, snapshotSites } from '../snapshots/index.ts';

/** The folder's name: a site's index and its client are at `<prefix>/pagefind/pagefind.js`. */
export const SEARCH_DIR = 'pagefind';

/** A site whose pages get their own index: where it lives and which language segments precede its prefix. */
export interface SearchSite {
  key: string;
  id: number;
  /** '' for the root site, else e.g. '/business-school'. */
  pathPrefix: string;
  /** Its non-default languages (`es`): `/es/business-school/` is the school's too. */
  locales: string[];
}

/** The root site alone: a build of one site at the root. */
export const ROOT_SITE: SearchSite = { key: 'site', id: 0, pathPrefix: '', locales: [] };

/** A site's index folder relative to dist/: `pagefind` for the root site, `business-school/pagefind` below a prefix. */
export const searchDirOf = (pathPrefix: string): string => [pathPrefix.replace(/^\/+|\/+$/g, ''), SEARCH_DIR].filter(Boolean).join('/');

/** Whether a dist/ file belongs to some site's search index (`pagefind/…`, `business-school/pagefind/…`). */
export const isSearchFile = (file: string): boolean => /^(?:[a-z0-9-]+\/)*pagefind\//.test(file);

/** The sites the snapshots hold, as the search sees them (for `unisite search` over copied shards). */
export async function searchSitesOf(snapshotsDir: string): Promise<SearchSite[]> {
  const sites: SearchSite[] = [];
  for (const site of await snapshotSites(snapshotsDir)) {
    const { site: document } = await readContent(snapshotsDir, site.key);
    const locales = document.languages.map((language) => language.locale).filter((locale) => locale !== document.defaultLocale);
    sites.push({ key: site.key, id: site.id, pathPrefix: site.pathPrefix, locales });
  }
  return sites;
}

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
  /** Pages indexed per site key. */
  sites: Record<string, number>;
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

/**
 * Indexes the HTML pages of `outDir`, one index per site: each site's pages (by the longest prefix
 * their path falls under) into `<prefix>/pagefind/`. With one site, its pages are the whole folder.
 */
export async function writeSearchIndex(
  outDir: string,
  reporter: Reporter,
  sites: readonly SearchSite[] = [ROOT_SITE],
): Promise<SearchIndexStats> {
  if (sites.length <= 1) {
    const pages = await runPagefind(outDir, join(outDir, searchDirOf(sites[0]?.pathPrefix ?? '')));
    reporter.info(`search: ${pages} pages indexed`);
    return { pages, sites: { [sites[0]?.key ?? ROOT_SITE.key]: pages } };
  }
  // Pagefind's --glob cannot leave other sites' folders out, so each site is indexed from a
  // folder of hard links to its own pages only (same relative paths, so the same result addresses).
  const segments = [...new Set(sites.flatMap((site) => site.locales))];
  const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => relative(outDir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .filter((file) => !isSearchFile(file));
  const bySite = new Map<string, string[]>(sites.map((site) => [site.key, []]));
  for (const file of files) {
    const path = `/${file.slice(0, -'index.html'.length)}`;
    const owner = siteOfPath(path, sites, segments);
    if (owner) bySite.get(owner.key)?.push(file);
  }
  const counts: Record<string, number> = {};
  for (const site of sites) {
    const own = `${outDir.replace(/[/\\]+$/, '')}.search-${site.key}`;
    await rm(own, { recursive: true, force: true });
    try {
      for (const file of bySite.get(site.key) ?? []) {
        await mkdir(dirname(join(own, file)), { recursive: true });
        await link(join(outDir, file), join(own, file));
      }
      await mkdir(own, { recursive: true });
      counts[site.key] = await runPagefind(own, join(outDir, searchDirOf(site.pathPrefix)));
    } finally {
      await rm(own, { recursive: true, force: true });
    }
  }
  const pages = Object.values(counts).reduce((sum, count) => sum + count, 0);
  reporter.info(`search: ${sites.map((site) => `${site.key} ${counts[site.key] ?? 0}`).join(', ')} pages indexed`);
  return { pages, sites: counts };
}

/** Runs Pagefind over the pages of `siteDir`, writing the index (without its ready-made interfaces) to `indexDir`. */
async function runPagefind(siteDir: string, indexDir: string): Promise<number> {
  const binary = pagefindBinary();
  let output: string;
  try {
    const run = await promisify(execFile)(binary, ['--site', siteDir, '--output-path', indexDir, '--glob', '**/index.html'], {
      maxBuffer: 16 * 1024 * 1024,
    });
    output = run.stdout;
  } catch (error) {
    const failed = error as Error & { stderr?: string; stdout?: string };
    throw searchFailed([(failed.stderr || failed.stdout || failed.message).trim()]);
  }
  // Pagefind's ready-made interfaces: the SearchResults page is its own, so they would only be
  // published weight nobody loads.
  for (const file of UNUSED_UI) await rm(join(indexDir, file), { force: true });
  const pages = Number(/Indexed (\d+) pages?/.exec(output)?.[1] ?? Number.NaN);
  if (!Number.isFinite(pages)) throw searchFailed([`Pagefind did not say how many pages it indexed: ${output.trim().slice(-300)}`]);
  return pages;
}

function searchFailed(errors: string[]) {
  return userError('SEARCH_INDEX_FAILED', {
    what: `The search index could not be built: ${errors.join('; ') || 'Pagefind gave no reason'}.`,
    why: 'Pagefind (the search indexer) runs as a binary from the npm package @pagefind/linux-x64 (or the one for this platform); it is missing or refused the pages.',
    fix: 'Run `npm ci` so the binary for this platform is installed, then build again.',
  });
}

// Site search (SPEC §2 SearchResults): a static Pagefind index of the built pages, written into the
// staged dist/ beside them so it is published atomically with the pages it describes
// (docs/crash-safety.md). Pagefind splits the index by each page's <html lang>, so a Spanish
// search only loads Spanish fragments; what it indexes is marked in the pages themselves
// (site/app/Page.tsx: data-pagefind-body, the content-type filter). The index is only fetched by
// the SearchResults page; no other page loads search code (docs/search.md).
// Each site of the family gets its own index below its prefix (`business-school/pagefind/`), built
// from its own pages only, so the school's search never answers with the research centre's news.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { siteOfPath } from '../../site/lib/prefixes.ts';
import { SEARCH_FAMILY_FILE, SEARCH_SEGMENTS_FILE, searchSegmentDir, type FamilySearchFile } from '../../site/lib/pagefind-client.ts';
import { config } from '../config.ts';
import type { Reporter } from '../reporter.ts';
import { userError } from '../errors/index.ts';
import { readContent, snapshotSites } from '../snapshots/index.ts';
import { writeIndexInParts, writeSegmentsFile } from './parts.ts';
import { IndexableCache, type RenderedPages } from './cache.ts';
import { writeOneIndex } from './service.ts';

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
  /** Its name, which the family's search shows beside each result of the site. */
  name?: string | undefined;
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
    sites.push(searchSiteOf({ ...document, key: site.key, id: site.id, pathPrefix: site.pathPrefix }));
  }
  return sites;
}

/** A site document as the search sees it: where its index goes, and its non-default languages. */
export function searchSiteOf(site: {
  key: string;
  id: number;
  pathPrefix: string;
  name?: string;
  defaultLocale: string;
  languages: ReadonlyArray<{ locale: string }>;
}): SearchSite {
  const locales = site.languages.map((language) => language.locale).filter((locale) => locale !== site.defaultLocale);
  return { key: site.key, id: site.id, pathPrefix: site.pathPrefix, locales, name: site.name };
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
 * The platform's Pagefind package (`@pagefind/linux-x64`, `@pagefind/darwin-arm64`,
 * `@pagefind/windows-x64` …): an optional dependency of the `pagefind` package, so one lock file
 * installs the right one on every platform. Named as the `pagefind` package's own resolver names
 * it (its resolver is not exported), and resolved from the `pagefind` package's folder, where npm
 * puts its optional dependencies.
 */
export function pagefindPlatformPackage(platform: string = process.platform, arch: string = process.arch): string {
  return `@pagefind/${platform === 'win32' ? 'windows' : platform}-${arch}`;
}

function pagefindPackageDir(): string {
  // The `pagefind` package exports ES modules only, which `require.resolve` cannot name: its
  // folder is found along Node's own lookup paths.
  const lookup = createRequire(import.meta.url).resolve.paths('pagefind') ?? [];
  const wrapper = lookup.map((dir) => join(dir, 'pagefind', 'package.json')).find((file) => existsSync(file));
  if (!wrapper) throw userError('SEARCH_INDEX_FAILED', { problem: 'not-installed', package: 'pagefind' });
  const name = pagefindPlatformPackage();
  try {
    return dirname(createRequire(wrapper).resolve(`${name}/package.json`));
  } catch (error) {
    throw userError('SEARCH_INDEX_FAILED', { problem: 'not-installed', package: name }, { cause: error });
  }
}

/** The Pagefind binary of this platform (`pagefind_extended`, `.exe` on Windows). */
export function pagefindBinary(): string {
  return join(pagefindPackageDir(), 'bin', process.platform === 'win32' ? 'pagefind_extended.exe' : 'pagefind_extended');
}

/** The work folder's cache of indexable page HTML (cache.ts). */
export const searchCacheDir = (workDir: string): string => join(workDir, 'search');

/** Pages read ahead of the one being handed to Pagefind. */
const READ_AHEAD = 16;

export interface SearchIndexOptions {
  /**
   * A folder of the work directory where each site's indexable HTML per page is kept between
   * builds, so that pages unchanged since the last build are neither read nor reduced again.
   * Without it every page is read.
   */
  cacheDir?: string | undefined;
  /** Give Pagefind every page whole, as its command line reads them (for comparison: the same index, slower). */
  wholePages?: boolean | undefined;
  /**
   * The published dist/ (the live version the staged one will replace): a part of the index none
   * of whose pages changed since the last build is kept from there (parts.ts).
   */
  previousDir?: string | undefined;
  /** The pages this build rendered, reduced as they were written: not read again. */
  rendered?: RenderedPages | undefined;
  /**
   * The files the build wrote into `outDir` (relative), when it knows them: its pages are
   * taken from the list instead of a walk through every folder of `outDir` (40,000 of them at
   * 10,000 pages per language: seconds on a busy disk). Without it `outDir` is walked.
   */
  files?: readonly string[] | undefined;
  /** The pages per segment a language's index holds at most on average (parts.ts); default UNISITE_SEARCH_SEGMENT_PAGES or 1,000. */
  segmentPages?: number | undefined;
  /**
   * The digest of what the search is given of a page (file relative to `outDir`; parts.ts
   * `indexableDigest`), when the caller knows it: the build's manifest. A part of the index whose
   * pages' digests are those the last build indexed is kept without reading its pages.
   */
  pageDigest?: ((file: string) => string | undefined) | undefined;
  /**
   * A page (file relative to `outDir`) the build is still writing, when the search starts beside
   * its render: settles once the page is written (its digest known from then on); undefined for a
   * page already in place. A page is read only once it is written; a part holding one is given to
   * Pagefind as its pages are written (parts.ts).
   */
  written?: ((file: string) => Promise<unknown> | undefined) | undefined;
  /**
   * The digest of what the last build gave the search of a page (its `pageDigest` in the live
   * version), when the caller knows it: a part whose pages being written come out alike is known
   * unchanged as soon as they are.
   */
  indexedBefore?: ((file: string) => string | undefined) | undefined;
}

/** A language of more pages is split into segments the browser merges (docs/search.md "Segments"). */
export const DEFAULT_SEGMENT_PAGES = 1_000;

/**
 * Indexes the HTML pages of `outDir`, one index per site: each site's pages (by the longest prefix
 * their path falls under) into `<prefix>/pagefind/`. With one site, its pages are the whole folder.
 *
 * Pagefind runs as a service (`pagefind_extended --service`) and is given each page's indexable
 * HTML (indexable.ts) rather than the page: the same index, a fraction of the parsing. That HTML is
 * kept in the work folder per page file, keyed by the file's identity (inode, size, modification
 * time): an unchanged page of an incremental build is a hard link to the previous version's file,
 * so it has the same identity and is never read (docs/search.md). Each language, and each segment
 * of a large one, is indexed by a Pagefind process of its own, two at a time, and a part whose
 * pages are all as the last build indexed them is kept from the published index (parts.ts).
 */
export async function writeSearchIndex(
  outDir: string,
  reporter: Reporter,
  sites: readonly SearchSite[] = [ROOT_SITE],
  options: SearchIndexOptions = {},
): Promise<SearchIndexStats> {
  const files = (options.files ?? pagesUnder(outDir))
    .filter((file) => (file === 'index.html' || file.endsWith('/index.html')) && !isSearchFile(file))
    // Pagefind numbers the pages in the order they are added: sorted, the index is deterministic.
    .sort();
  const bySite = new Map<string, string[]>(sites.map((site) => [site.key, []]));
  if (sites.length <= 1) bySite.set(sites[0]?.key ?? ROOT_SITE.key, files);
  else {
    const segments = [...new Set(sites.flatMap((site) => site.locales))];
    for (const file of files) {
      const owner = siteOfPath(`/${file.slice(0, -'index.html'.length)}`, sites, segments);
      if (owner) bySite.get(owner.key)?.push(file);
    }
  }
  const counts: Record<string, number> = {};
  const binary = pagefindBinary();
  // Pagefind's own failures are SEARCH_INDEX_FAILED (./service.ts); anything else (a full disk, a
  // bug) goes on as it is, so that it is reported for what it is.
  for (const site of sites.length > 0 ? sites : [ROOT_SITE]) {
    const cache = await IndexableCache.open(options.cacheDir, site.key, options.rendered);
    try {
      const indexDir = join(outDir, searchDirOf(site.pathPrefix));
      const pages = bySite.get(site.key) ?? [];
      // Seconds of work at thousands of pages: a phase line, and progress as pages reach Pagefind.
      reporter.phase(`search: indexing ${pages.length} pages of ${site.key}`);
      let given = 0;
      const read = async (file: string) => {
        await options.written?.(file);
        const html = await (options.wholePages ? readFile(join(outDir, file), 'utf8') : cache.indexable(join(outDir, file)));
        given += 1;
        if (given <= pages.length && (given % 256 === 0 || given === pages.length)) reporter.progress(given, pages.length);
        return html;
      };
      // Whole pages are the comparison the unit test makes: one index, as Pagefind's command line writes it.
      const inParts = options.wholePages
        ? undefined
        : await writeIndexInParts({
            binary,
            version: pagefindVersion(),
            groups: byPathLanguage(pages, site.locales),
            read: (group, use) => readAhead(group, read, use),
            readAgain: (group, use) => readAhead(group, (file) => cache.again(join(outDir, file)), use),
            segmentPages: options.segmentPages ?? config().searchSegmentPages ?? DEFAULT_SEGMENT_PAGES,
            indexDir,
            previousIndexDir: keptFrom(options, site),
            recordFile: options.cacheDir && join(options.cacheDir, `index-${site.key}.json`),
            mirrorDir: options.cacheDir && indexCopyDir(options.cacheDir, site),
            leaveOut: UNUSED_UI,
            pageDigest: options.pageDigest,
            written: options.written,
            indexedBefore: options.indexedBefore,
            unread: (group) => {
              for (const file of group) cache.keep(join(outDir, file));
              given += group.length;
              reporter.progress(Math.min(given, pages.length), pages.length);
            },
          });
      if (!inParts) {
        await rm(indexDir, { recursive: true, force: true });
        // Pages the parts read are read again without being counted twice; every page once it is written.
        const readAgain = options.wholePages
          ? read
          : async (file: string) => {
              await options.written?.(file);
              return cache.again(join(outDir, file));
            };
        await writeIndexTogether(binary, (use) => readAhead(pages, readAgain, use), indexDir);
      }
      counts[site.key] = await tidyIndex(indexDir);
      await cache.save();
      const unread = cache.unread > 0 ? `, ${cache.unread} of them not read` : '';
      const kept = inParts?.kept.length ? `; kept from the last build: ${keptParts(inParts.kept, inParts.indexed.length)}` : '';
      reporter.info(
        `search: ${site.key} ${counts[site.key]} pages indexed (${cache.rendered} as rendered, ${cache.misses} read, ${cache.hits} unchanged${unread})${kept}`,
      );
    } finally {
      await cache.close();
    }
  }
  if (sites.length > 1) await writeFamilyFile(outDir, sites);
  const pages = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return { pages, sites: counts };
}

/** The work folder's copy of a site's index (parts.ts `mirrorDir`). */
const indexCopyDir = (cacheDir: string, site: SearchSite): string => join(cacheDir, `index-files-${site.key}`);

/**
 * Where unchanged parts of a site's index are kept from: the live dist/'s index, or, when there is
 * none (a CI job that restored its cached work folder and starts without dist/), the work folder's
 * copy of the last index written.
 */
function keptFrom(options: SearchIndexOptions, site: SearchSite): string | undefined {
  const live = options.previousDir && join(options.previousDir, searchDirOf(site.pathPrefix));
  if (live && existsSync(live)) return live;
  const copy = options.cacheDir && indexCopyDir(options.cacheDir, site);
  return copy && existsSync(copy) ? copy : live;
}

/**
 * Every `index.html` under `dir`, relative to it. Read synchronously: the promise API reads a
 * tree one folder after another through libuv's thread pool, several times slower at 40,000 folders.
 */
function pagesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

/**
 * The pages split by the language their path names (`es/…` for a non-default language, the
 * default language otherwise), each group in the pages' order.
 */
function byPathLanguage(pages: readonly string[], locales: readonly string[]): string[][] {
  const groups = new Map<string, string[]>();
  for (const file of pages) {
    const first = file.slice(0, file.indexOf('/'));
    const language = locales.includes(first) ? first : '';
    const group = groups.get(language);
    if (group) group.push(file);
    else groups.set(language, [file]);
  }
  return [...groups.values()];
}

/**
 * Reads the pages in order, a few ahead of the one being used, so that reading overlaps with
 * Pagefind's parsing of the pages before.
 */
async function readAhead(
  pages: readonly string[],
  read: (file: string) => Promise<string>,
  use: (file: string, html: string) => Promise<void>,
) {
  const reading: Array<Promise<string> | undefined> = [];
  const take = async (at: number) => {
    const html = await (reading[at] as Promise<string>);
    reading[at] = undefined;
    await use(pages[at] as string, html);
  };
  for (const [at, file] of pages.entries()) {
    const next = read(file);
    // Awaited in turn below; a failure must not count as unhandled meanwhile.
    next.catch(() => undefined);
    reading.push(next);
    if (at >= READ_AHEAD) await take(at - READ_AHEAD);
  }
  for (let at = Math.max(0, pages.length - READ_AHEAD); at < pages.length; at += 1) await take(at);
}

/** Every page into one index by one Pagefind process, in one segment. */
async function writeIndexTogether(
  binary: string,
  eachPage: (use: (file: string, html: string) => Promise<void>) => Promise<void>,
  indexDir: string,
) {
  await writeOneIndex(binary, eachPage, indexDir);
  // One segment per language: the browser merges nothing.
  const { languages } = JSON.parse(await readFile(join(indexDir, 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, unknown> };
  await writeSegmentsFile(indexDir, Object.fromEntries(Object.keys(languages).map((language) => [language, 1])));
}

/** The parts kept, by name while they are few (`en, es`), else counted. */
const keptParts = (kept: readonly string[], indexed: number): string =>
  kept.length <= 4 ? kept.join(', ') : `${kept.length} of ${kept.length + indexed} parts`;

/** The installed Pagefind's version: its index files change with it. */
function pagefindVersion(): string {
  const manifest = join(pagefindPackageDir(), 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/**
 * Removes Pagefind's ready-made interfaces (the SearchResults page is its own, so they would only
 * be published weight nobody loads), and returns how many pages the index holds.
 */
/**
 * The family's list of indexes, in the root's search folder: a search page that searches the
 * whole family (its `scope`) merges every site's index named here into the one it loads, and
 * labels each result with the name of the site it is from (site/lib/pagefind-client.ts).
 */
async function writeFamilyFile(outDir: string, sites: readonly SearchSite[]): Promise<void> {
  const family: FamilySearchFile = {
    sites: sites.map((site) => ({ pathPrefix: site.pathPrefix, name: site.name ?? site.key, locales: site.locales })),
  };
  const dir = join(outDir, searchDirOf(''));
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, SEARCH_FAMILY_FILE), `${JSON.stringify(family)}\n`);
}

async function tidyIndex(indexDir: string): Promise<number> {
  for (const file of UNUSED_UI) await rm(join(indexDir, file), { force: true });
  const segments = JSON.parse(await readFile(join(indexDir, SEARCH_SEGMENTS_FILE), 'utf8')) as Record<string, number>;
  let pages = 0;
  for (let segment = 0; segment < Math.max(1, ...Object.values(segments)); segment += 1) {
    const entry = JSON.parse(await readFile(join(indexDir, searchSegmentDir(segment), 'pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, { page_count: number }>;
    };
    pages += Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
  }
  return pages;
}

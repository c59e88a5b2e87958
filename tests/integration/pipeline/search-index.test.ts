// The site search index (docs/search.md) is built from each page's indexable part, cached between
// builds. What a visitor gets must not depend on that: the index of the reduced pages is the
// index of the whole pages byte for byte, its pages are those Pagefind's own command line
// indexes (same texts, titles, images, filters and anchors), and an incremental build that reads
// only the pages it wrote anew, and keeps the part of the index of a language whose pages did not
// change, publishes the index of a build from scratch. Each language is indexed by a Pagefind
// process of its own: the index of the whole pages is written by one, so comparing them also
// shows that the parts make the single index.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFile, cp, link, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { silentReporter, type Reporter } from '../../../pipeline/reporter.ts';
import { isSearchFile, pagefindBinary, searchSitesOf, writeSearchIndex } from '../../../pipeline/search/index.ts';
import { segmentCount, segmentOf } from '../../../pipeline/search/parts.ts';
import { buildFamily } from '../../../pipeline/site-build/family/index.ts';
import { sync } from '../../../pipeline/sync/index.ts';
import { seedWorkDir } from '../../setup/family-build.ts';
import { smallFamilyDocuments } from '../../helpers/small-family.ts';

const root = resolve(import.meta.dirname, '../../..');

async function filesOf(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

/** Every search index file under `dir`, by path, as a digest of its bytes. */
async function searchTree(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const file of (await filesOf(dir)).filter(isSearchFile)) {
    out[file] = createHash('sha256')
      .update(await readFile(join(dir, file)))
      .digest('hex');
  }
  return out;
}

/** The pages of the indexes under `dir` as Pagefind stores them (fragments: text, metadata, filters, anchors), by address. */
async function indexedPages(dir: string): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const file of (await filesOf(dir)).filter((path) => path.endsWith('.pf_fragment'))) {
    const text = gunzipSync(await readFile(join(dir, file)))
      .toString('utf8')
      .replace(/^pagefind_dcd/, '');
    const fragment = JSON.parse(text) as { url: string };
    out[fragment.url] = fragment;
  }
  return out;
}

/** How many parts (a language's segments) a site's index has: the sum of its segments.json. */
async function partsOf(dist: string, site: string): Promise<number> {
  const segments = JSON.parse(await readFile(join(dist, site, 'pagefind', 'segments.json'), 'utf8')) as Record<string, number>;
  return Object.values(segments).reduce((sum, count) => sum + count, 0);
}

/** The line of a site whose parts were all kept but `indexed` of them. */
const keptParts = (parts: number, indexed: number) => new RegExp(`kept from the last build: ${parts - indexed} of ${parts} parts$`);

/** A reporter that keeps the search lines ("search: <site> N pages indexed (W as rendered, R read, U unchanged)"). */
function recording(): Reporter & { lines: string[] } {
  const lines: string[] = [];
  return { ...silentReporter, lines, info: (message: string) => void (message.startsWith('search:') && lines.push(message)) };
}

/** The pages of `from` into `to`: copies, or hard links as a build keeps its unchanged pages. */
async function copyPages(from: string, to: string, how: 'copy' | 'link' = 'copy'): Promise<void> {
  for (const file of (await filesOf(from)).filter((path) => path.endsWith('index.html') && !isSearchFile(path))) {
    await mkdir(dirname(join(to, file)), { recursive: true });
    await (how === 'link' ? link : copyFile)(join(from, file), join(to, file));
  }
}

describe('site search index', () => {
  let work: string;
  let snapshotsDir: string;
  const dist = () => join(work, 'dist');
  // Each work folder starts with the Vite bundle of the run's shared build (docs/testing.md).
  const build = async (outDir: string, workDir: string, reporter: Reporter = silentReporter) => {
    await seedWorkDir(workDir);
    return buildFamily({ root, snapshotsDir, outDir, workDir, reporter });
  };

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'unisite-search-'));
    snapshotsDir = join(work, 'snapshots');
    await sync({ snapshotsDir, documentsDir: await smallFamilyDocuments(join(work, 'documents')), reporter: silentReporter });
    await build(dist(), join(work, 'work'));
  }, 240_000);
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  /**
   * Folders `<name>-a` (the published version: the built pages and their index, in segments of 20
   * pages, with the index's cache in `<name>-cache`), `<name>-b` (the next version) and
   * `<name>-fresh` (for a build from scratch).
   */
  async function published(name: string, sites: Awaited<ReturnType<typeof searchSitesOf>>) {
    const [first, second, fresh, cache] = ['a', 'b', 'fresh', 'cache'].map((part) => join(work, `${name}-${part}`)) as [
      string,
      string,
      string,
      string,
    ];
    await copyPages(dist(), first);
    await writeSearchIndex(first, silentReporter, sites, {
      segmentPages: 20,
      cacheDir: cache,
      previousDir: join(work, 'nothing-published'),
    });
    return { first, second, fresh, cache };
  }

  /**
   * What several tests compare with or start from, made once for the file (lazily, so a test run
   * alone makes what it needs): the same pages give the same index, and no test writes into these
   * folders (a test that changes one works on a copy).
   */
  const once = <T>(make: () => Promise<T>) => {
    let made: Promise<T> | undefined;
    return () => (made ??= make());
  };
  /** The built pages and their index in segments of 20 pages, from scratch, and what the search reported. */
  const segmentedIndex = once(async () => {
    const dir = join(work, 'segmented');
    await copyPages(dist(), dir);
    const stats = await writeSearchIndex(dir, silentReporter, await searchSitesOf(snapshotsDir), { segmentPages: 20 });
    return { dir, stats };
  });
  /** The research centre's news page the incremental tests edit, and the edit: a word in its title. */
  const edited = 'news/succession-barometer-2026/index.html';
  const editTitle = (html: string) => html.replace(/(<h1[^>]*>)/, '$1Zanzibar ');
  /** The built pages with that page edited, and their index in segments of 20 pages from scratch. */
  const editedIndex = once(async () => {
    const dir = join(work, 'edited-fresh');
    await copyPages(dist(), dir);
    await writeFile(join(dir, edited), editTitle(await readFile(join(dir, edited), 'utf8')));
    await writeSearchIndex(dir, silentReporter, await searchSitesOf(snapshotsDir), { segmentPages: 20 });
    return dir;
  });
  /** `published` with every page given the digest 'as built': its first version and cache, made once. */
  const publishedAsBuilt = once(async () => {
    const [first, cache] = ['built-a', 'built-cache'].map((name) => join(work, name)) as [string, string];
    await copyPages(dist(), first);
    await writeSearchIndex(first, silentReporter, await searchSitesOf(snapshotsDir), {
      segmentPages: 20,
      cacheDir: cache,
      previousDir: join(work, 'nothing-published'),
      pageDigest: () => 'as built',
    });
    return { first, cache };
  });
  /**
   * A published version whose manifest gives every page the digest 'as built' (its pages and index
   * shared, its cache a copy of its own: the next indexing writes into it), and the next version,
   * whose pages are hard links to the published ones, as a build keeps them.
   */
  async function publishedWithDigests(name: string) {
    const built = await publishedAsBuilt();
    const [second, cache] = ['b', 'cache'].map((part) => join(work, `${name}-${part}`)) as [string, string];
    await cp(built.cache, cache, { recursive: true });
    await copyPages(built.first, second, 'link');
    return { first: built.first, second, fresh: await editedIndex(), cache };
  }

  it('indexes the reduced pages exactly as the whole pages, and as Pagefind’s command line does', async () => {
    const whole = join(work, 'whole');
    await copyPages(dist(), whole);
    const sites = await searchSitesOf(snapshotsDir);
    expect(sites.length).toBeGreaterThan(1);
    // Indexing is seconds of work on a large site: each site gets a phase line, and progress that
    // ends with every one of its pages handed to Pagefind.
    const phases: string[] = [];
    const progress: Array<[number, number]> = [];
    const stats = await writeSearchIndex(
      whole,
      { ...silentReporter, phase: (name) => void phases.push(name), progress: (done, total) => void progress.push([done, total]) },
      sites,
      { wholePages: true },
    );
    expect(phases).toEqual(sites.map((site) => expect.stringMatching(new RegExp(`^search: indexing \\d+ pages of ${site.key}$`))));
    const ends = progress.filter(([done, total]) => done === total).map(([done]) => done);
    expect(ends).toHaveLength(sites.length);
    expect(ends.every((pages) => pages > 0)).toBe(true);
    expect(stats.pages).toBeGreaterThan(0);
    const built = await searchTree(dist());
    expect(Object.keys(built).length).toBeGreaterThan(20);
    expect(await searchTree(whole)).toEqual(built);

    // Pagefind's command line over every page at once (one index; a page's fragment does not
    // depend on the other pages): the same pages with the same content.
    const cli = join(work, 'cli');
    const binary = pagefindBinary();
    await promisify(execFile)(binary, ['--site', whole, '--output-path', cli, '--glob', '**/index.html']);
    // The same published layout: the client, its worker, the entry and one WebAssembly per
    // language (Pagefind's ready-made interfaces left out), beside the content-named parts, and
    // the file of the site's own client that says each language's index is one segment.
    const named = async (dir: string) =>
      (await filesOf(dir))
        .map((file) => file.replace(/^.*pagefind\//, ''))
        .filter((file) => !/^(fragment|index|filter)\/|\.pf_meta$/.test(file));
    expect(JSON.parse(await readFile(join(dist(), 'pagefind/segments.json'), 'utf8'))).toEqual({ en: 1, es: 1 });
    // The family's list of indexes, for a search across every site: each site's prefix, name and languages.
    expect(JSON.parse(await readFile(join(dist(), 'pagefind/family.json'), 'utf8'))).toEqual({
      sites: [
        { pathPrefix: '', name: 'Centre for Business Families', locales: ['es', 'de'] },
        { pathPrefix: '/business-school', name: expect.any(String), locales: ['es'] },
      ],
    });
    expect([...new Set(await named(join(dist(), 'pagefind')))].filter((file) => !['segments.json', 'family.json'].includes(file))).toEqual(
      (await named(cli)).filter((file) => !/^pagefind-(ui|modular-ui|component-ui|highlight)\./.test(file)),
    );
    const pages = await indexedPages(dist());
    expect(Object.keys(pages).length).toBeGreaterThan(200);
    expect(pages).toEqual(await indexedPages(cli));
  }, 120_000);

  it('indexes a page whose language is not the one its path names, in its language and in order', async () => {
    // A Spanish address whose page says it is English: the languages cannot be fed apart by path.
    const sites = await searchSitesOf(snapshotsDir);
    const [byLanguage, whole] = ['mixed', 'mixed-whole'].map((name) => join(work, name)) as [string, string];
    for (const dir of [byLanguage, whole]) {
      await copyPages(dist(), dir);
      const page = join(dir, 'es/index.html');
      await writeFile(page, (await readFile(page, 'utf8')).replace('<html lang="es"', '<html lang="en"'));
    }
    await writeSearchIndex(byLanguage, silentReporter, sites);
    await writeSearchIndex(whole, silentReporter, sites, { wholePages: true });
    expect(await searchTree(byLanguage)).toEqual(await searchTree(whole));
    // Its fragment is one of the English index's.
    const fragments = (await filesOf(join(byLanguage, 'pagefind'))).filter((file) => file.endsWith('.pf_fragment'));
    const urlOf = async (file: string) =>
      (
        JSON.parse(
          gunzipSync(await readFile(join(byLanguage, 'pagefind', file)))
            .toString('utf8')
            .replace(/^pagefind_dcd/, ''),
        ) as { url: string }
      ).url;
    const languages: string[] = [];
    for (const file of fragments) if ((await urlOf(file)) === '/es/') languages.push(file.replace(/^fragment\/([a-z]+)_.*$/, '$1'));
    expect(languages).toEqual(['en']);
  }, 120_000);

  it('indexes a language again when the published index lacks a file its record names', async () => {
    const sites = await searchSitesOf(snapshotsDir);
    const [first, second, cache] = ['kept-a', 'kept-b', 'kept-cache'].map((name) => join(work, name)) as [string, string, string];
    await copyPages(dist(), first);
    await writeSearchIndex(first, silentReporter, sites, { cacheDir: cache, previousDir: join(work, 'nothing-published') });
    const expected = await searchTree(first);
    // The published index lost one Spanish fragment (a copy gone wrong, a disk cleaned by hand).
    const lost = Object.keys(expected).find((file) => /^pagefind\/fragment\/es_/.test(file)) as string;
    await rm(join(first, lost));
    await copyPages(dist(), second);
    const reporter = recording();
    await writeSearchIndex(second, reporter, sites, { cacheDir: cache, previousDir: first });
    expect(await searchTree(second)).toEqual(expected);
    // The research centre's Spanish part was written again; the school's parts were kept.
    expect(reporter.lines[0]).not.toMatch(/kept from the last build: (?:en, )?es$/);
    expect(reporter.lines[1]).toMatch(/kept from the last build: en, es$/);
  }, 120_000);

  it('splits a large language into segments that together hold every page once, as the single index does', async () => {
    const { dir: segmented, stats } = await segmentedIndex();
    const single = await indexedPages(dist());
    expect(await indexedPages(segmented)).toEqual(single);
    expect(stats.pages).toBe(Object.keys(single).length);
    for (const site of ['', 'business-school/']) {
      const dir = join(segmented, `${site}pagefind`);
      // The fewest power of two that keeps a segment at 20 pages or less, for the pages each
      // language of the site has; the demo's have several segments each, so they are merged.
      const urls = Object.keys(single).filter((url) => url.includes('/business-school/') === (site !== ''));
      const pagesOf = (language: string) => urls.filter((url) => url.startsWith('/es/') === (language === 'es')).length;
      const segments = JSON.parse(await readFile(join(dir, 'segments.json'), 'utf8')) as Record<string, number>;
      expect(segments).toEqual({ en: segmentCount(pagesOf('en'), 20), es: segmentCount(pagesOf('es'), 20) });
      expect(Math.min(...Object.values(segments))).toBeGreaterThanOrEqual(4);
      const files = await filesOf(dir);
      for (let segment = 1; segment < Math.min(...Object.values(segments)); segment += 1) {
        const entry = JSON.parse(await readFile(join(dir, `s${segment}`, 'pagefind-entry.json'), 'utf8')) as {
          languages: Record<string, { hash: string; page_count: number }>;
        };
        expect(Object.keys(entry.languages)).toEqual(['en', 'es']);
        for (const [language, part] of Object.entries(entry.languages)) {
          // Spread by the hash of the path: no segment far below its share of the pages.
          expect(part.page_count).toBeGreaterThan(pagesOf(language) / (segments[language] ?? 1) / 3);
          expect(files).toContain(`s${segment}/pagefind.${part.hash}.pf_meta`);
        }
      }
      // The browser loads the client and its WebAssembly once, from the first segment.
      expect(files.filter((file) => /(?:^|\/)(?:pagefind\.js|pagefind-worker\.js|wasm\.[a-z]+\.pagefind)$/.test(file))).toEqual([
        'pagefind-worker.js',
        'pagefind.js',
        'wasm.en.pagefind',
        'wasm.es.pagefind',
        'wasm.unknown.pagefind',
      ]);
    }
  }, 120_000);

  it('brings an index folder that holds another index up to date: its scripts written anew, what the new index lacks removed', async () => {
    // A recycled spare keeps its index folder for the search to bring up to date; so does a folder
    // indexed again with `unisite search --dir`. A file named by its content stays, anything else
    // of the folder's is replaced or removed: the result is the index of an empty folder.
    const sites = await searchSitesOf(snapshotsDir);
    // The pages and their index as a first indexing wrote them (a copy: the test writes into it).
    const { dir: fresh } = await segmentedIndex();
    const again = join(work, 'again');
    await cp(fresh, again, { recursive: true });
    // Pagefind's client as another version would have written it, a stale fragment, a segment
    // the new index does not have, and a stray file.
    await writeFile(join(again, 'pagefind', 'pagefind.js'), '// another version\n');
    await writeFile(join(again, 'pagefind', 'fragment', 'en_0000000.pf_fragment'), 'stale');
    await mkdir(join(again, 'pagefind', 's9', 'fragment'), { recursive: true });
    await writeFile(join(again, 'pagefind', 's9', 'fragment', 'en_1111111.pf_fragment'), 'stale');
    await writeFile(join(again, 'pagefind', 'notes.txt'), 'stray');
    await writeSearchIndex(again, silentReporter, sites, { segmentPages: 20 });
    expect(await searchTree(again)).toEqual(await searchTree(fresh));
  }, 120_000);

  it('indexes again only the segment of an edited page, and publishes the index of a build from scratch', async () => {
    const sites = await searchSitesOf(snapshotsDir);
    const { first, second, fresh, cache } = await published('seg', sites);
    // One English page of the research centre edited.
    for (const dir of [second, fresh]) {
      await copyPages(dist(), dir);
      const page = join(dir, 'news/succession-barometer-2026/index.html');
      await writeFile(page, (await readFile(page, 'utf8')).replace('<main', '<main data-edited').replace(/(<h1[^>]*>)/, '$1Zanzibar '));
    }
    const reporter = recording();
    await writeSearchIndex(second, reporter, sites, { segmentPages: 20, cacheDir: cache, previousDir: first });
    await writeSearchIndex(fresh, silentReporter, sites, { segmentPages: 20 });
    expect(await searchTree(second)).toEqual(await searchTree(fresh));
    expect(JSON.stringify(await indexedPages(second)).includes('Zanzibar')).toBe(true);
    // Of the research centre's parts (two languages, several segments each) one was indexed again; the school's were all kept.
    expect(reporter.lines[0]).toMatch(keptParts(await partsOf(second, ''), 1));
    expect(reporter.lines[1]).toMatch(keptParts(await partsOf(second, 'business-school'), 0));
  }, 120_000);

  it('keeps the parts whose pages have the digests the last build indexed without reading them', async () => {
    const sites = await searchSitesOf(snapshotsDir);
    const { second, first, fresh, cache } = await publishedWithDigests('dig');
    // The next build: the unchanged pages kept by hard links, the edited one written anew.
    const page = join(second, edited);
    const html = editTitle(await readFile(page, 'utf8'));
    await rm(page);
    await writeFile(page, html);
    const reporter = recording();
    // The build's manifest gives the edited page another digest; every other page's is as before.
    await writeSearchIndex(second, reporter, sites, {
      segmentPages: 20,
      cacheDir: cache,
      previousDir: first,
      pageDigest: (file) => (file === edited ? 'edited' : 'as built'),
    });
    expect(await searchTree(second)).toEqual(await searchTree(fresh));
    expect(JSON.stringify(await indexedPages(second)).includes('Zanzibar')).toBe(true);
    // One part of the research centre indexed again, from its pages; the others, and every
    // part of the school, kept without reading a page of them.
    const [centre = '', school = ''] = reporter.lines;
    expect(centre).toMatch(keptParts(await partsOf(second, ''), 1));
    expect(school).toMatch(keptParts(await partsOf(second, 'business-school'), 0));
    const counted = (line: string) => {
      const [, pages, read, unchanged, unread] =
        /(\d+) pages indexed \(0 as rendered, (\d+) read, (\d+) unchanged, (\d+) of them not read\)/.exec(line) ?? [];
      return { pages: Number(pages), read: Number(read), unchanged: Number(unchanged), unread: Number(unread) };
    };
    const centreCounts = counted(centre);
    expect(centreCounts.read).toBe(1);
    // (Pages Pagefind leaves out, without an indexable region, are given to it all the same.)
    expect(centreCounts.unchanged).toBeGreaterThanOrEqual(centreCounts.pages - 1);
    // The edited page's segment holds about an eighth of the centre's pages: those were read (from the cache).
    expect(centreCounts.unread).toBeGreaterThan(centreCounts.unchanged / 2);
    expect(centreCounts.unread).toBeLessThan(centreCounts.unchanged);
    const schoolCounts = counted(school);
    expect(schoolCounts.read).toBe(0);
    expect(schoolCounts.unread).toBe(schoolCounts.unchanged);
    expect(schoolCounts.unchanged).toBeGreaterThanOrEqual(schoolCounts.pages);
  }, 120_000);

  it('indexes beside a render: reads a page only once it is written, and keeps a part whose pages are written alike', async () => {
    const sites = await searchSitesOf(snapshotsDir);
    const { first, second, fresh, cache } = await publishedWithDigests('beside');
    const pages = (await filesOf(first)).filter((file) => file.endsWith('index.html') && !isSearchFile(file));
    const alike = pages.find((file) => file.startsWith('business-school/')) as string;
    // A page of the edited page's part (the research centre's English pages, by segment) that
    // comes after it: Pagefind is given it only once it is written.
    const prefixes = sites.map((site) => site.pathPrefix.replace(/^\//, '')).filter(Boolean);
    const centreEnglish = pages.filter((file) => !file.startsWith('es/') && !prefixes.some((prefix) => file.startsWith(`${prefix}/`)));
    const segments = segmentCount(centreEnglish.length, 20);
    const later = centreEnglish.find((file) => file > edited && segmentOf(file, segments) === segmentOf(edited, segments)) as string;
    expect(alike).toBeDefined();
    expect(later).toBeDefined();
    // The next build keeps its unchanged pages by hard links; three are still being rendered when
    // the search starts: the edited page, then a page of its part and a school page that come out
    // as they were.
    const editedHtml = editTitle(await readFile(join(first, edited), 'utf8'));
    for (const file of [edited, later, alike]) await rm(join(second, file));
    const pending = new Map(
      [edited, later, alike].map((file) => {
        let resolve = () => undefined as void;
        const promise = new Promise<void>((settle) => (resolve = settle));
        return [file, { promise, resolve }];
      }),
    );
    const writtenNow = new Set<string>();
    /** The pages the search has asked for: it waits for them, so a page written then is written while it runs. */
    const asked = new Set<string>();
    const reporter = recording();
    const indexing = writeSearchIndex(second, reporter, sites, {
      segmentPages: 20,
      cacheDir: cache,
      previousDir: first,
      // The pages the build plans, those not written yet included.
      files: pages,
      written: (file) => (pending.has(file) && asked.add(file), pending.get(file)?.promise),
      pageDigest: (file) => (!pending.has(file) || writtenNow.has(file) ? (file === edited ? 'edited' : 'as built') : undefined),
      indexedBefore: () => 'as built',
    });
    // The render writes them, one after the other, while the search runs (a missing page read
    // too early would fail the search).
    for (const [file, html] of [
      [edited, editedHtml],
      [later, await readFile(join(first, later), 'utf8')],
      [alike, await readFile(join(first, alike), 'utf8')],
    ] as const) {
      // Once the search waits for a page not written yet (it cannot go on without one).
      await vi.waitFor(() => expect([...asked].some((name) => !writtenNow.has(name))).toBe(true), { timeout: 30_000, interval: 10 });
      await writeFile(join(second, file), html);
      writtenNow.add(file);
      pending.get(file)?.resolve();
    }
    await indexing;
    expect(await searchTree(second)).toEqual(await searchTree(fresh));
    expect(JSON.stringify(await indexedPages(second)).includes('Zanzibar')).toBe(true);
    // The edited page's part indexed again; the school page's, written alike, kept with all the school's.
    expect(reporter.lines[0]).toContain(' 2 read,');
    expect(reporter.lines[0]).toMatch(keptParts(await partsOf(second, ''), 1));
    expect(reporter.lines[1]).toMatch(keptParts(await partsOf(second, 'business-school'), 0));
  }, 120_000);

  it('reads only the pages written anew on an incremental build, and publishes the index of a build from scratch', async () => {
    // One news document edited, as a sync of that one change would.
    const file = (await filesOf(snapshotsDir)).find((path) => path.endsWith('succession-barometer-2026.json'));
    expect(file).toBeDefined();
    const path = join(snapshotsDir, file as string);
    const document = JSON.parse(await readFile(path, 'utf8')) as { template: { summary: string } };
    document.template.summary = `${document.template.summary} Zanzibar`;
    await writeFile(path, `${JSON.stringify(document, null, 2)}\n`);

    const incremental = recording();
    await build(dist(), join(work, 'work'), incremental);
    const fresh = recording();
    await build(join(work, 'dist-fresh'), join(work, 'work-fresh'), fresh);
    expect(await searchTree(dist())).toEqual(await searchTree(join(work, 'dist-fresh')));
    // The edit is found: the visitor's search sees the new title.
    expect(JSON.stringify(await indexedPages(dist())).includes('Zanzibar')).toBe(true);

    const counts = (lines: string[]) =>
      lines.map(
        (line) =>
          /(\d+) pages indexed \((\d+) as rendered, (\d+) read, (\d+) unchanged(?:, (\d+) of them not read)?\)/
            .exec(line)
            ?.slice(1)
            .map((count) => Number(count ?? 0)) as number[],
      );
    const sum = (lines: string[], at: number) => counts(lines).reduce((total, row) => total + (row[at] ?? 0), 0);
    // Only a few pages were new (the edited page and those showing it), each taken as it was
    // rendered, none read back from the disk; the rest came from the cache.
    const renderedAgain = sum(incremental.lines, 1);
    expect(renderedAgain).toBeGreaterThan(0);
    expect(renderedAgain).toBeLessThan(sum(fresh.lines, 1) / 4);
    expect(sum(incremental.lines, 2)).toBe(0);
    // A build from scratch takes every page as rendered (Pagefind then leaves out a few, those
    // without an indexable region): none is read back.
    expect(sum(fresh.lines, 1)).toBeGreaterThanOrEqual(sum(fresh.lines, 0));
    expect(sum(fresh.lines, 2)).toBe(0);
    // The edit is English: every site's Spanish part of the index was kept, not indexed again
    // (and the school's English part too, if none of its pages shows the news item).
    expect(incremental.lines).toHaveLength(fresh.lines.length);
    for (const line of incremental.lines) expect(line).toMatch(/kept from the last build: (?:en, )?es$/);
    // The research centre (indexed first) shows the news item: its English part was indexed again.
    expect(incremental.lines[0]).toMatch(/^search: research-centre .*: es$/);
    // The parts kept are known by the pages' digests in the sites' build manifests: their pages
    // are not even read from the cache (every page of the kept Spanish parts, at least).
    expect(sum(incremental.lines, 4)).toBeGreaterThan(0);
    expect(sum(fresh.lines, 4)).toBe(0);
    expect(fresh.lines.some((line) => line.includes('kept'))).toBe(false);
  }, 240_000);
});

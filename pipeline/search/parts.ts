// A site's search index, written in parts, each by a Pagefind process of its own.
// - By language: Pagefind keeps each language's part of an index apart (its metadata, word chunks,
//   fragments, filters and WebAssembly are files named after the language, `pagefind.en_<hash>.pf_meta`,
//   `fragment/en_<hash>.pf_fragment`, …) and only `pagefind-entry.json` lists the languages.
// - By segment: a language of more pages than a segment holds is split into segments, each a
//   Pagefind index of its own (`s<k>/` below the index folder) that the browser merges into its
//   search (Pagefind's `mergeIndex`, site/lib/pagefind-client.ts). A page's segment is a hash of
//   its path, so it stays in the same segment from build to build.
// Two parts are indexed at a time, one per core (parsing and indexing are a single thread per
// process in Pagefind's service mode); a part whose pages are exactly those the last build gave
// Pagefind keeps its files from the published index (hard links from the live dist/) instead of
// being indexed again: a one-document edit re-indexes its own segment only. Pagefind hands over
// an indexed part's files in memory, and only those the index folder lacks are written: in a
// recycled spare the index of two builds ago is in place, and a re-indexed segment's fragments
// are, but for the edited page's, files of the same name there (docs/search.md). Small parts are also
// what keeps Pagefind's memory down: a process holds memory in proportion to the pages of the
// index it writes (docs/performance.md "Memory").
// A language of one segment is the single index's part byte for byte, and the entry lists the
// same languages (tests/integration/pipeline/search-index.test.ts compares them). Whenever the parts
// could not be assured to make the index of their pages — a page's language is not the one its
// path names, the parts disagree on whether pages mark their indexable region (Pagefind then
// decides per index which pages to keep), a segment has no page, or two parts write a file of
// the same name — the caller indexes the site's pages together instead.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { linkSync, readdirSync, rmdirSync, rmSync, unlinkSync, type Dirent } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import pLimit from 'p-limit';
import { SEARCH_SEGMENTS_FILE, searchSegmentDir } from '../../site/lib/pagefind-client.ts';
import { textDigest } from '../digest.ts';
import { linkFiles, makeParent, writeWholeFile } from '../write/files.ts';
import { indexFiles, type IndexFile } from './service.ts';
import { assert } from '../errors/index.ts';

/** Parts indexed at the same time: one Pagefind process per core of the machines builds run on. */
const PARTS_AT_ONCE = 2;

/**
 * How many segments a language of `pages` pages is split into: the fewest, a power of two, that
 * keep each at `segmentPages` or less on average. Powers of two, so that a site growing by a page
 * seldom changes the count (which moves most pages to another segment: all are indexed again).
 */
export function segmentCount(pages: number, segmentPages: number): number {
  let count = 1;
  while (pages / count > segmentPages) count *= 2;
  return count;
}

/** The segment of the page at `file` (relative to dist/) among `count`. */
export function segmentOf(file: string, count: number): number {
  if (count === 1) return 0;
  // FNV-1a over the path's UTF-16 units, then MurmurHash3's finaliser, so that the low bits (the
  // segment, of a power-of-two count) depend on every character. A SHA-256 per page was a
  // measurable cost of every build of a large site, for no better spread.
  let hash = 0x811c9dc5;
  for (let at = 0; at < file.length; at += 1) hash = Math.imul(hash ^ file.charCodeAt(at), 0x01000193);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return ((hash ^ (hash >>> 16)) >>> 0) % count;
}

/**
 * Whether a file of an index written for one language is that language's (its metadata
 * `pagefind.en_<hash>.pf_meta`, its `wasm.en.pagefind`, and everything in the index's folders:
 * fragments, word chunks, filters), rather than one every process writes alike (the client, its
 * worker, the generic WebAssembly, the ready-made interfaces), which is placed once.
 */
const ofLanguage = (file: string, language: string): boolean =>
  file.includes('/') || file === `wasm.${language}.pagefind` || file.startsWith(`pagefind.${language}_`);

/**
 * The digest of what Pagefind is given of a page (its indexable HTML, indexable.ts). The build
 * keeps it in its manifest for every page it renders, so a part of the index whose pages give
 * the same digests as last time is known unchanged without reading them; a page whose edit
 * lies outside what is indexed (another page's card in its "related news") leaves it as it was.
 */
export const indexableDigest = (html: string): string => textDigest(html);

/** One part of the index, as the last build wrote it. */
interface PartRecord {
  /** Of what Pagefind was given: its place among the segments, and each page's path and indexable digest in order. */
  digest: string;
  /** The `<html lang>` its pages said, and whether they mark an indexable region: known without reading them again. */
  language?: string | undefined;
  hasBody?: boolean | undefined;
  /** Its record in its segment's `pagefind-entry.json` (`{hash, wasm, page_count}`). */
  entry: unknown;
  /** Its files, relative to the index folder. */
  files: string[];
  /** Whether the work folder's copy of the index (`PartsIndexOptions.mirrorDir`) has its files. */
  mirrored?: boolean | undefined;
}

/** Bump when the record's shape or the meaning of its digests changes. */
const RECORD_FORMAT = 3;

/** What the last build indexed, kept in the work folder beside the indexable-HTML cache. */
interface IndexRecord {
  format: number;
  /** Pagefind's version: another version writes other files for the same pages. */
  version: string;
  /** `pagefind-entry.json` without its languages. */
  base: Record<string, unknown>;
  shared: string[];
  /** By part: the language (`en`), with its segment when it has several (`en.3`). */
  parts: Record<string, PartRecord>;
}

/** A page's language as Pagefind reads it: the `<html lang>` ('' without one). */
function languageOf(html: string): string {
  const tag = /<html\b[^>]*>/i.exec(html)?.[0] ?? '';
  return (/\blang\s*=\s*["']?([^"'\s>]*)/i.exec(tag)?.[1] ?? '').toLowerCase();
}

const BODY = /\bdata-pagefind-body\b/i;

/** The pages of one part, as planned: a segment of the pages whose path names one language. */
interface PartPlan {
  segment: number;
  segments: number;
  files: string[];
}

/** A part once its pages are read: kept from the last build, or indexed by Pagefind (`indexed`). */
interface PartDone {
  plan: PartPlan;
  key: string;
  language: string;
  hasBody: boolean;
  /** Its pages did not all say the same language. */
  mixed: boolean;
  digest: string;
  kept?: PartRecord | undefined;
  indexed?: IndexedPart | undefined;
}

/** What Pagefind made of a part: its own files placed in the index folder, the rest in memory. */
interface IndexedPart {
  /** The languages its `pagefind-entry.json` lists, and the rest of that file. */
  languages: Record<string, unknown>;
  base: Record<string, unknown>;
  /** Its language's files, as placed (below its segment's folder). */
  files: string[];
  /** The files every part has (Pagefind's scripts): placed once, from the first part. */
  shared: IndexFile[];
}

async function readRecord(file: string | undefined, version: string): Promise<IndexRecord | undefined> {
  if (!file) return undefined;
  // What a killed build was writing: never read, only removed.
  for (const entry of await readdir(dirname(file)).catch(() => [])) {
    if (entry.startsWith(`${basename(file)}.tmp-`)) await rm(join(dirname(file), entry), { force: true });
  }
  try {
    const record = JSON.parse(await readFile(file, 'utf8')) as IndexRecord;
    return record.format === RECORD_FORMAT && record.version === version && record.parts && Array.isArray(record.shared)
      ? record
      : undefined;
  } catch {
    return undefined;
  }
}

async function makeDirs(to: string, files: readonly string[], made: Set<string>): Promise<void> {
  for (const dir of new Set(files.map((file) => dirname(join(to, file))))) {
    if (made.has(dir)) continue;
    await mkdir(dir, { recursive: true });
    made.add(dir);
  }
}

/** Files Pagefind names by a digest of their content: fragments, word chunks, filters, metadata. */
const CONTENT_NAMED = /_[0-9a-f]+\.pf_(?:fragment|index|filter|meta)$/;

/** Links `from/<file>` as `to/<file>`: false when there is no such file to link. */
function linkOne(from: string, to: string, file: string): boolean {
  try {
    linkSync(join(from, file), join(to, file));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/**
 * Links `from/<file>` as `to/<file>` for the work folder's copy of the index: a file of the same
 * name there is the same file when Pagefind names it by its content, and is replaced otherwise.
 * False when it cannot be linked.
 */
function mirrorOne(from: string, to: string, file: string, made: Set<string>): boolean {
  const target = join(to, file);
  try {
    makeParent(target, made);
    try {
      linkSync(join(from, file), target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (CONTENT_NAMED.test(file)) return true;
      unlinkSync(target);
      linkSync(join(from, file), target);
    }
    return true;
  } catch {
    return false;
  }
}

export interface PartsIndexOptions {
  binary: string;
  /** Pagefind's version, recorded with the parts. */
  version: string;
  /** The site's pages split by the language their path names (`es/…`), each group in path order. */
  groups: ReadonlyArray<readonly string[]>;
  /** Reads `files` in order (a few ahead) and gives each page's indexable HTML to `use`. */
  read: (files: readonly string[], use: (file: string, html: string) => Promise<void>) => Promise<void>;
  /** Reads `files` again, as `read` gave them, without counting them as read. */
  readAgain: (files: readonly string[], use: (file: string, html: string) => Promise<void>) => Promise<void>;
  /** The pages per segment a language's index holds at most on average (docs/search.md "Segments"). */
  segmentPages: number;
  /** Where the site's index goes (in the staged dist/). */
  indexDir: string;
  /** The same site's index in the live dist/, whose unchanged parts may be kept. */
  previousIndexDir?: string | undefined;
  /** The work folder's record of the parts the last build wrote; without it nothing is kept. */
  recordFile?: string | undefined;
  /**
   * A folder of the work folder given a hard link to every file of the index (no bytes copied):
   * where a build keeps parts from when there is no live index to keep them from, as in a CI job
   * that restores a cached work folder and starts without dist/ (docs/search.md). Without it no
   * copy is made.
   */
  mirrorDir?: string | undefined;
  /** Files Pagefind writes that are not published (its ready-made interfaces). */
  leaveOut: readonly string[];
  /**
   * A page's `indexableDigest`, when the caller knows it (the build's manifest). A part whose
   * pages all have one is compared with the last build's by these digests, without reading its pages.
   */
  pageDigest?: ((file: string) => string | undefined) | undefined;
  /**
   * A page the build is still writing (`SearchIndexOptions.written`): settles once it is written,
   * and its digest is known from then on. `read` waits for it; a part holding one is indexed as
   * its pages are written, and kept after all if their digests turn out to be the last build's.
   */
  written?: ((file: string) => Promise<unknown> | undefined) | undefined;
  /** The digest the last build gave of a page (`pageDigest` then), when the caller knows it. */
  indexedBefore?: ((file: string) => string | undefined) | undefined;
  /** Told of the pages of a part kept by their digests, which were not read (the cache keeps them). */
  unread?: ((files: readonly string[]) => void) | undefined;
}

export interface PartsIndexResult {
  /** Parts indexed by Pagefind in this build (`en`, or `en.3` for a language of several segments). */
  indexed: string[];
  /** Parts kept from the last build. */
  kept: string[];
}

/**
 * Writes the site's index into `indexDir` part by part; undefined when the pages must be indexed
 * together (see the head of this file), and the caller removes what was placed.
 */
export async function writeIndexInParts(options: PartsIndexOptions): Promise<PartsIndexResult | undefined> {
  const record = options.previousIndexDir ? await readRecord(options.recordFile, options.version) : undefined;
  const plans: PartPlan[] = options.groups.flatMap((files) => {
    const segments = segmentCount(files.length, options.segmentPages);
    const bySegment: string[][] = Array.from({ length: segments }, () => []);
    for (const file of files) bySegment[segmentOf(file, segments)]?.push(file);
    return bySegment.map((segmentFiles, segment) => ({ segment, segments, files: segmentFiles }));
  });
  // A segment without pages would leave the browser an index to merge that does not exist.
  if (plans.some((plan) => plan.files.length === 0)) return undefined;

  const made = new Set<string>();
  // What a recycled spare holds of its index already: kept where the new index has them, removed
  // where it does not (`removeStale`).
  const present = new Set(filesIn(options.indexDir));
  // A kept part's files, from the live version, but those the spare has: the record the part is
  // kept by was written by this Pagefind (readRecord), and a spare is recycled only when built by
  // the same code, so even the files named by Pagefind's version alone are the same there.
  const linkMissing = (from: string, files: readonly string[]) =>
    linkFiles(
      from,
      options.indexDir,
      files.filter((file) => !present.has(file)),
      made,
    );
  /**
   * Places an index's files. Most are named by their content: one of the same name that the folder
   * has (a recycled spare's) is that file and stays; one it lacks is linked from the live version
   * when it is there. The others (Pagefind's scripts and WebAssembly, named by its version only,
   * which the live version's or a folder's earlier index may not share) are always written anew.
   * What is written is written 64 files at a time.
   */
  const placeFiles = async (files: readonly IndexFile[]) => {
    const named = (file: IndexFile) => CONTENT_NAMED.test(file.path);
    const wanted = files.filter((file) => !(named(file) && present.has(file.path)));
    await makeDirs(
      options.indexDir,
      wanted.map((file) => file.path),
      made,
    );
    const previous = options.previousIndexDir;
    const written = previous ? wanted.filter((file) => !(named(file) && linkOne(previous, options.indexDir, file.path))) : wanted;
    for (let at = 0; at < written.length; at += 64) {
      await Promise.all(
        written.slice(at, at + 64).map((file) => {
          const path = join(options.indexDir, file.path);
          return present.has(file.path) ? replaceFile(path, file.content) : writeFile(path, file.content);
        }),
      );
    }
  };
  const limit = pLimit(PARTS_AT_ONCE);
  // The parts Pagefind must index start first: the others, kept from the last build by their
  // pages' digests, are linked while Pagefind works (a one-document edit re-indexes one part,
  // which waited behind the linking of all the others when the parts went in order).
  const known = plans.map((plan) => knownDigest(plan, options.pageDigest));
  const keptDigests = new Set(Object.values(record?.parts ?? {}).map((part) => part.digest));
  const keptFirst = (at: number) => Number(keptDigests.has(known[at] ?? ''));
  const order = plans.map((_, at) => at).sort((a, b) => keptFirst(a) - keptFirst(b));
  // Every part settles before the caller may remove what they placed: a failed part must not leave others writing.
  const settled = await Promise.allSettled(order.map((at) => indexPart(plans[at] as PartPlan, known[at])));
  const failed = settled.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
  return await assemble(settled.map((result) => (result as PromiseFulfilledResult<PartDone>).value));

  /** `known`: the part's digest from its pages' digests, when the caller knows every one (knownDigest). */
  async function indexPart(plan: PartPlan, known: string | undefined): Promise<PartDone> {
    const digest = partDigest(plan);
    const languages = new Set<string>();
    let hasBody = false;
    const note = (file: string, html: string) => {
      digest.update(file).update('\0').update(indexableDigest(html)).update('\0');
      languages.add(languageOf(html));
      hasBody ||= BODY.test(html);
    };
    const done = (): PartDone => {
      const language = [...languages][0] ?? '';
      return {
        plan,
        key: plan.segments === 1 ? language : `${language}.${plan.segment}`,
        language,
        hasBody,
        mixed: languages.size !== 1,
        digest: known ?? digest.digest('hex'),
      };
    };
    // A part whose pages' digests are those the last build indexed is kept without reading them.
    const keptAs = (digestKnown: string): PartDone | undefined => {
      const [key, previous] = Object.entries(record?.parts ?? {}).find(([, part]) => part.digest === digestKnown) ?? [];
      if (!key || previous?.language === undefined || previous.hasBody === undefined) return undefined;
      if (!linkMissing(options.previousIndexDir as string, previous.files)) return undefined;
      return { plan, key, language: previous.language, hasBody: previous.hasBody, mixed: false, digest: digestKnown, kept: previous };
    };
    const feed = (use: (file: string, html: string) => Promise<void>) =>
      options.read(plan.files, async (file, html) => {
        note(file, html);
        await use(file, html);
      });
    if (known && record && options.previousIndexDir) {
      // Linking is synchronous: the parts being indexed get their first pages to Pagefind first.
      await new Promise((resolve) => setImmediate(resolve));
      const kept = keptAs(known);
      if (kept) {
        options.unread?.(plan.files);
        return kept;
      }
    }
    // With no index of the last build to keep a part from, or its digest known beforehand, each
    // page goes to Pagefind as it is read. A part's pages held until all were read (to learn
    // whether the part could be kept) outlived the young generation's collections: each part
    // left its pages as garbage in the old generation, and a large site's parts together left a
    // sizeable heap before a full collection came.
    if (known || !record || !options.previousIndexDir) {
      const files = await limit(() => indexFiles(options.binary, feed));
      return place(done(), files);
    }
    // Some of its pages are still being written (the render runs beside the search), so whether
    // the part changed is known only as they are. It waits, without a Pagefind process, until one
    // of them is written differently from what the last build indexed (or all are written alike:
    // the part is kept). Then Pagefind is given the part's pages in order, each still being
    // written as soon as it is: indexing overlaps the rest of the render instead of following it.
    const { written } = options;
    const pending = written ? plan.files.filter((file) => written(file) !== undefined) : [];
    if (written && pending.length > 0) {
      if (!(await anyChanged(pending, written))) {
        const kept = keptAs(knownDigest(plan, options.pageDigest) ?? '');
        if (kept) {
          options.unread?.(plan.files);
          return kept;
        }
      }
      // Should the written pages still give the last build's part (a page written alike whose
      // digest the last build did not record), Pagefind's work is dropped and the part kept.
      let kept: PartDone | undefined;
      const files = await limit(() =>
        indexFiles(options.binary, feed, () => {
          kept = keptAs(knownDigest(plan, options.pageDigest) ?? '');
          return kept === undefined;
        }),
      );
      return kept ?? place(done(), files as IndexFile[]);
    }
    // Otherwise the part's pages are read once to learn whether it is the last build's, and again,
    // from the cache, only when it is not (two parts at a time: their pages are in memory meanwhile).
    return limit(async () => {
      await options.read(plan.files, async (file, html) => note(file, html));
      const part = done();
      if (part.mixed) return part;
      const previous = record.parts[part.key];
      if (previous?.digest === part.digest && linkMissing(options.previousIndexDir as string, previous.files)) {
        return { ...part, kept: previous };
      }
      return place(part, await indexFiles(options.binary, (use) => options.readAgain(plan.files, use)));
    });
  }

  /**
   * Whether any of `pages` (being written) is written with another digest than the last build
   * indexed: true as soon as one is, false once all are written alike.
   */
  function anyChanged(pages: readonly string[], written: (file: string) => Promise<unknown> | undefined): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      let left = pages.length;
      for (const file of pages) {
        void Promise.resolve(written(file)).then(() => {
          const digest = options.pageDigest?.(file);
          if (digest === undefined || digest !== options.indexedBefore?.(file)) resolve(true);
          left -= 1;
          if (left === 0) resolve(false);
        });
      }
    });
  }

  /** Places a part's own files in the index folder; the rest stays with it for `assemble`. */
  async function place(part: PartDone, files: IndexFile[]): Promise<PartDone> {
    const entry = files.find((file) => file.path === 'pagefind-entry.json');
    assert(entry, 'search: Pagefind gave an index without its pagefind-entry.json');
    const { languages, ...base } = JSON.parse(entry.content.toString('utf8')) as { languages: Record<string, unknown> } & Record<
      string,
      unknown
    >;
    // A segment's WebAssembly is never loaded: the browser's merged indexes run on the first's.
    const own = files
      .filter((file) => ofLanguage(file.path, part.language) && !(part.plan.segment > 0 && file.path === `wasm.${part.language}.pagefind`))
      .map((file) => ({ path: `${searchSegmentDir(part.plan.segment)}${file.path}`, content: file.content }));
    const shared = files.filter(
      (file) => !ofLanguage(file.path, part.language) && file.path !== 'pagefind-entry.json' && !options.leaveOut.includes(file.path),
    );
    // A part that cannot be assembled is not placed: the caller indexes the pages together.
    if (!part.mixed) await placeFiles(own);
    return { ...part, indexed: { languages, base, files: own.map((file) => file.path), shared } };
  }

  async function assemble(done: PartDone[]): Promise<PartsIndexResult | undefined> {
    const keys = new Set(done.map((part) => part.key));
    // Pagefind leaves out pages without a marked region only when others have one: per index.
    if (done.some((part) => part.mixed) || keys.size !== done.length || new Set(done.map((part) => part.hasBody)).size > 1) {
      return undefined;
    }
    const sorted = [...done].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const placed = new Set<string>();
    const saved: IndexRecord['parts'] = {};
    // By segment, the entries of its languages.
    const entries = new Map<number, Record<string, unknown>>();
    const enter = (part: PartDone, entry: unknown) => {
      const segment = entries.get(part.plan.segment) ?? {};
      segment[part.language] = entry;
      entries.set(part.plan.segment, segment);
    };
    let base = record?.base;
    let shared = record?.shared ?? [];
    let sharedPlaced = false;
    for (const part of sorted) {
      if (part.kept) {
        for (const file of part.kept.files) placed.add(file);
        saved[part.key] = part.kept;
        enter(part, part.kept.entry);
        continue;
      }
      const indexed = part.indexed as IndexedPart;
      if (Object.keys(indexed.languages).join() !== part.language) return undefined;
      if (indexed.files.some((file) => placed.has(file))) return undefined;
      for (const file of indexed.files) placed.add(file);
      saved[part.key] = {
        digest: part.digest,
        language: part.language,
        hasBody: part.hasBody,
        entry: indexed.languages[part.language],
        files: indexed.files,
      };
      enter(part, indexed.languages[part.language]);
      if (!sharedPlaced) {
        base = indexed.base;
        shared = indexed.shared.map((file) => file.path);
        await placeFiles(indexed.shared);
        sharedPlaced = true;
      }
    }
    if (!sharedPlaced && !(options.previousIndexDir && linkMissing(options.previousIndexDir, shared))) {
      return undefined;
    }
    // Each segment's entry as Pagefind writes it for several languages: its fields in its order,
    // the languages sorted.
    const { version, ...others } = base ?? {};
    for (const [segment, languages] of entries) {
      const names = Object.keys(languages).sort();
      const entry = { version, languages: Object.fromEntries(names.map((name) => [name, languages[name]])), ...others };
      await mkdir(join(options.indexDir, searchSegmentDir(segment)), { recursive: true });
      await replaceFile(join(options.indexDir, searchSegmentDir(segment), 'pagefind-entry.json'), JSON.stringify(entry));
      placed.add(`${searchSegmentDir(segment)}pagefind-entry.json`);
    }
    await writeSegmentsFile(options.indexDir, Object.fromEntries(sorted.map((part) => [part.language, part.plan.segments])));
    placed.add(SEARCH_SEGMENTS_FILE);
    for (const file of shared) placed.add(file);
    removeStale(options.indexDir, present, placed);
    if (options.mirrorDir) mirror(options.mirrorDir, saved, shared, placed);
    if (options.recordFile)
      await writeWholeFile(
        options.recordFile,
        JSON.stringify({ format: RECORD_FORMAT, version: options.version, base: base ?? {}, shared, parts: saved } satisfies IndexRecord),
      );
    return {
      indexed: sorted.filter((part) => !part.kept).map((part) => part.key),
      kept: sorted.filter((part) => part.kept).map((part) => part.key),
    };
  }

  /**
   * Brings the work folder's copy of the index up to date: a link to each file of the parts
   * indexed now, and of those kept that it does not have yet (a work folder older than the copy),
   * and Pagefind's shared files; the files of the last index that this one no longer has go. A
   * part whose files could not all be linked (the work folder on another file system than dist/)
   * is not marked as copied, and a build with no live index indexes it again.
   */
  function mirror(mirrorDir: string, saved: IndexRecord['parts'], shared: readonly string[], placed: ReadonlySet<string>): void {
    const made = new Set<string>();
    for (const [key, part] of Object.entries(saved)) {
      if (part.mirrored) continue;
      if (part.files.every((file) => mirrorOne(options.indexDir, mirrorDir, file, made))) saved[key] = { ...part, mirrored: true };
    }
    for (const file of shared) mirrorOne(options.indexDir, mirrorDir, file, made);
    for (const part of Object.values(record?.parts ?? {})) {
      for (const file of part.files) if (!placed.has(file)) rmSync(join(mirrorDir, file), { force: true });
    }
  }
}

/** A part's digest begins with its place among the segments; each page's path and indexable digest follow in order. */
const partDigest = (plan: PartPlan) => createHash('sha256').update(`${plan.segment}/${plan.segments}\0`);

/**
 * The digest of a part from its pages' indexable digests, when the caller knows every one: the
 * digest its pages would give if they were read.
 */
function knownDigest(plan: PartPlan, pageDigest: PartsIndexOptions['pageDigest']): string | undefined {
  if (!pageDigest) return undefined;
  const digest = partDigest(plan);
  for (const file of plan.files) {
    const page = pageDigest(file);
    if (page === undefined) return undefined;
    digest.update(file).update('\0').update(page).update('\0');
  }
  return digest.digest('hex');
}

/** Tells the browser how many segments each language's index has (site/lib/pagefind-client.ts). */
export async function writeSegmentsFile(indexDir: string, segments: Record<string, number>): Promise<void> {
  const names = Object.keys(segments).sort();
  await replaceFile(join(indexDir, SEARCH_SEGMENTS_FILE), JSON.stringify(Object.fromEntries(names.map((name) => [name, segments[name]]))));
}

/**
 * Writes a file of the index as a new file: one a recycled spare holds may be a hard link to a
 * file of the live version, which must not change under its visitors.
 */
async function replaceFile(path: string, content: string | Buffer): Promise<void> {
  await rm(path, { force: true });
  await writeFile(path, content);
}

/**
 * The files under `dir`, relative to it (`/`-separated); none when it does not exist. Folder by
 * folder, naming each file by its folder's name and its own: an index of 10,000 pages is as many
 * files, and making each relative with `path.relative` was a measurable cost of every build.
 */
function filesIn(dir: string, under = '', files: string[] = []): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(under ? join(dir, under) : dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return files;
    throw error;
  }
  for (const entry of entries) {
    const name = under ? `${under}/${entry.name}` : entry.name;
    if (entry.isDirectory()) filesIn(dir, name, files);
    else if (entry.isFile()) files.push(name);
  }
  return files;
}

/**
 * Removes what a recycled spare held of its index that the new index does not have (the files of
 * a part indexed anew, a segment no longer there), then the folders that are left empty.
 */
function removeStale(indexDir: string, present: ReadonlySet<string>, wanted: ReadonlySet<string>): void {
  const folders = new Set<string>();
  for (const file of present) {
    if (wanted.has(file)) continue;
    rmSync(join(indexDir, file), { force: true });
    for (let folder = dirname(file); folder !== '.'; folder = dirname(folder)) folders.add(folder);
  }
  // Deepest first; a folder still holding files of the new index stays.
  for (const folder of [...folders].sort((a, b) => b.split('/').length - a.split('/').length)) {
    try {
      rmdirSync(join(indexDir, folder));
    } catch (error) {
      if (!['ENOTEMPTY', 'EEXIST', 'ENOENT'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
    }
  }
}

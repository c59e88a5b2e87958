// A site's search index, written one language at a time. Pagefind keeps each language's part of
// an index apart: its metadata, word chunks, fragments, filters and WebAssembly are files named
// after the language (`pagefind.en_<hash>.pf_meta`, `fragment/en_<hash>.pf_fragment`, …), and only
// `pagefind-entry.json` lists the languages. So:
// - the languages are indexed by one Pagefind process each, at the same time: the machine's cores
//   share the work that one process did alone (parsing and indexing are a single thread per
//   process in Pagefind's service mode);
// - a language none of whose pages changed since the last build keeps its part of the published
//   index (hard links from the live dist/, whose index is the last one built) instead of being
//   indexed again: a one-document edit re-indexes its own language only.
// The result is the single index of all the pages, byte for byte: the parts are the same files
// and the entry lists the same languages (tests/unit/pipeline/search-index.test.ts compares them).
// Whenever that cannot be assured — the languages disagree on whether pages mark their indexable
// region (Pagefind then decides per index which pages to keep), a page's language is not the one
// its path names, or two processes write a file of the same name — the caller indexes the site's
// pages together instead.
import { createHash, randomUUID, type Hash } from 'node:crypto';
import { link, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { PagefindService } from './service.ts';

/**
 * Whether a file of an index written for one language is that language's (its metadata
 * `pagefind.en_<hash>.pf_meta`, its `wasm.en.pagefind`, and everything in the index's folders:
 * fragments, word chunks, filters), rather than one every process writes alike (the client, its
 * worker, the generic WebAssembly, the ready-made interfaces), which is placed once.
 */
const ofLanguage = (file: string, language: string): boolean =>
  file.includes('/') || file === `wasm.${language}.pagefind` || file.startsWith(`pagefind.${language}_`);

/** One language's part of the index, as the last build wrote it. */
interface LanguagePart {
  /** Of the paths and indexable HTML of the language's pages, in order: what Pagefind was given. */
  digest: string;
  /** Its record in `pagefind-entry.json` (`{hash, wasm, page_count}`). */
  entry: unknown;
  /** Its files, relative to the index folder. */
  files: string[];
}

/** What the last build indexed, kept in the work folder beside the indexable-HTML cache. */
interface IndexRecord {
  /** Pagefind's version: another version writes other files for the same pages. */
  version: string;
  /** `pagefind-entry.json` without its languages. */
  base: Record<string, unknown>;
  shared: string[];
  languages: Record<string, LanguagePart>;
}

/** A page's language as Pagefind reads it: the `<html lang>` ('' without one). */
function languageOf(html: string): string {
  const tag = /<html\b[^>]*>/i.exec(html)?.[0] ?? '';
  return (/\blang\s*=\s*["']?([^"'\s>]*)/i.exec(tag)?.[1] ?? '').toLowerCase();
}

const BODY = /\bdata-pagefind-body\b/i;

class Language {
  readonly digest: Hash = createHash('sha256');
  hasBody = false;
  pages = 0;
  /**
   * Pages held back while the last build's part may still be kept: their paths only, read again
   * if they must be sent after all (holding every page's HTML was the search's largest memory).
   */
  pending: string[] | undefined;
  private service: PagefindService | undefined;
  private indexId: Promise<number> | undefined;
  private readonly added: Array<Promise<unknown>> = [];

  constructor(
    readonly name: string,
    private readonly binary: string,
    readonly previous: LanguagePart | undefined,
    private readonly again: LanguageIndexOptions['again'],
  ) {
    if (previous) this.pending = [];
  }

  async add(file: string, html: string): Promise<void> {
    this.pages += 1;
    this.digest.update(file).update('\0').update(html).update('\0');
    this.hasBody ||= BODY.test(html);
    if (this.pending) this.pending.push(file);
    else await this.send(file, html);
  }

  /** Hands a page to this language's Pagefind process (started with the first page). */
  private async send(file: string, html: string): Promise<void> {
    if (!this.service) {
      const service = new PagefindService(this.binary);
      this.service = service;
      this.indexId = service.expect('NewIndex', { type: 'NewIndex', config: null }).then((answer) => answer.index_id);
    }
    const service = this.service;
    const index = await (this.indexId as Promise<number>);
    await service.room();
    const adding = service.expect('IndexedFile', { type: 'AddFile', index_id: index, file_path: file, url: null, file_contents: html });
    // Awaited all together when the part is written; a failure must not count as unhandled meanwhile.
    adding.catch(() => undefined);
    this.added.push(adding);
  }

  /** Indexes the held-back pages after all (the last build's part could not be kept), in order. */
  async sendPending(): Promise<void> {
    const pending = this.pending ?? [];
    this.pending = undefined;
    await this.again(pending, (file, html) => this.send(file, html));
  }

  /** Writes this language's part into `dir` (a folder of its own). */
  async write(dir: string): Promise<void> {
    await Promise.all(this.added);
    if (!this.service) throw new Error(`no page of the language "${this.name}" was handed to Pagefind`);
    await this.service.expect('WriteFiles', { type: 'WriteFiles', index_id: await (this.indexId as Promise<number>), output_path: dir });
  }

  async close(): Promise<void> {
    await this.service?.close();
  }
}

async function filesUnder(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

async function readRecord(file: string | undefined, version: string): Promise<IndexRecord | undefined> {
  if (!file) return undefined;
  // What a killed build was writing: never read, only removed.
  for (const entry of await readdir(dirname(file)).catch(() => [])) {
    if (entry.startsWith(`${basename(file)}.tmp-`)) await rm(join(dirname(file), entry), { force: true });
  }
  try {
    const record = JSON.parse(await readFile(file, 'utf8')) as IndexRecord;
    return record.version === version && record.languages && Array.isArray(record.shared) ? record : undefined;
  } catch {
    return undefined;
  }
}

/** Replaced whole by a rename: a killed build leaves the old record or the new one. */
async function saveRecord(file: string, record: IndexRecord): Promise<void> {
  const temporary = `${file}.tmp-${process.pid}-${randomUUID()}`;
  try {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(temporary, JSON.stringify(record));
    await rename(temporary, file);
  } finally {
    await rm(temporary, { force: true });
  }
}

async function makeDirs(to: string, files: readonly string[], made: Set<string>): Promise<void> {
  for (const dir of new Set(files.map((file) => dirname(join(to, file))))) {
    if (made.has(dir)) continue;
    await mkdir(dir, { recursive: true });
    made.add(dir);
  }
}

/** Renames `files` from `from` into `to`, 64 at a time. */
async function moveAll(from: string, to: string, files: readonly string[], made: Set<string>): Promise<void> {
  await makeDirs(to, files, made);
  for (let at = 0; at < files.length; at += 64) {
    await Promise.all(files.slice(at, at + 64).map((file) => rename(join(from, file), join(to, file))));
  }
}

/**
 * Hard-links `files` from `from` to `to`; false (and nothing left linked) when one is missing:
 * the published index is not the one the record describes.
 */
async function linkAll(from: string, to: string, files: readonly string[], made: Set<string>): Promise<boolean> {
  await makeDirs(to, files, made);
  // A link waits on the file system: 64 at a time, as the build keeps its pages.
  const results: Array<PromiseSettledResult<void>> = [];
  for (let at = 0; at < files.length; at += 64) {
    results.push(...(await Promise.allSettled(files.slice(at, at + 64).map((file) => link(join(from, file), join(to, file))))));
  }
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (!failed) return true;
  if ((failed.reason as NodeJS.ErrnoException).code !== 'ENOENT') throw failed.reason;
  await Promise.all(files.map((file) => rm(join(to, file), { force: true })));
  return false;
}

export interface LanguageIndexOptions {
  binary: string;
  /** Pagefind's version, recorded with the parts. */
  version: string;
  /**
   * The site's pages in order, each read (a few ahead) and given to `use` with the number of its
   * group. The groups are read at the same time, each in order: the pages split by the language
   * their path names, so that every language's process has pages to index all along (in the
   * order of paths, a language's pages come one after the other: fed in that order, the
   * processes took turns).
   */
  eachPage: (use: (file: string, html: string, group: number) => Promise<void>) => Promise<void>;
  /** Pages `eachPage` has given, once more and in order (for a language whose pages were held back). */
  again: (files: readonly string[], use: (file: string, html: string) => Promise<void>) => Promise<void>;
  /** Where the site's index goes (in the staged dist/). */
  indexDir: string;
  /** The same site's index in the live dist/, whose unchanged parts may be kept. */
  previousIndexDir?: string | undefined;
  /** The work folder's record of the parts the last build wrote; without it nothing is kept. */
  recordFile?: string | undefined;
  /** Files Pagefind writes that are not published (its ready-made interfaces). */
  leaveOut: readonly string[];
  /** Told when every page is given and Pagefind starts writing (seconds at thousands of pages). */
  onWrite?: (() => void) | undefined;
}

export interface LanguageIndexResult {
  /** Languages indexed by Pagefind in this build. */
  indexed: string[];
  /** Languages whose part was kept from the last build. */
  kept: string[];
}

/**
 * Writes the site's index into `indexDir` language by language; undefined when the pages must be
 * indexed together (see the head of this file), and the caller removes what was placed.
 */
export async function writeIndexByLanguage(options: LanguageIndexOptions): Promise<LanguageIndexResult | undefined> {
  const record = options.previousIndexDir ? await readRecord(options.recordFile, options.version) : undefined;
  const languages = new Map<string, Language>();
  const parts = join(options.indexDir, `.parts-${randomUUID()}`);
  try {
    // The group each language's pages came from: a language fed from two groups at once would
    // get its pages out of order.
    const groupOf = new Map<string, number>();
    let mixed = false;
    await options.eachPage(async (file, html, group) => {
      const name = languageOf(html);
      let language = languages.get(name);
      if (!language) {
        language = new Language(name, options.binary, record?.languages[name], options.again);
        languages.set(name, language);
        groupOf.set(name, group);
      }
      mixed ||= groupOf.get(name) !== group;
      await language.add(file, html);
    });
    const all = [...languages.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    // Pagefind leaves out pages without a marked region only when others have one: per index.
    if (mixed || all.length === 0 || new Set(all.map((language) => language.hasBody)).size > 1) return undefined;

    const made = new Set<string>();
    const placed = new Set<string>();
    const kept: Language[] = [];
    const fresh: Language[] = [];
    const saved: IndexRecord['languages'] = {};
    for (const language of all) {
      const digest = language.digest.digest('hex');
      const previous = language.previous;
      if (previous && previous.digest === digest && options.previousIndexDir) {
        if (await linkAll(options.previousIndexDir, options.indexDir, previous.files, made)) {
          kept.push(language);
          saved[language.name] = previous;
          for (const file of previous.files) placed.add(file);
          continue;
        }
      }
      fresh.push(language);
      saved[language.name] = { digest, entry: undefined, files: [] };
    }
    // Each held-back language to its own process, at the same time.
    await Promise.all(fresh.map((language) => language.sendPending()));
    // The parts are written at once, each by its own process, each into a folder of its own
    // (every process also writes the files that are not a language's).
    if (fresh.length > 0) options.onWrite?.();
    await Promise.all(fresh.map((language, at) => language.write(join(parts, String(at)))));

    let base = record?.base;
    let shared = record?.shared ?? [];
    const entries: Record<string, unknown> = {};
    for (const language of kept) entries[language.name] = record?.languages[language.name]?.entry;
    for (const [at, language] of fresh.entries()) {
      const dir = join(parts, String(at));
      const { languages: written, ...rest } = JSON.parse(await readFile(join(dir, 'pagefind-entry.json'), 'utf8')) as {
        languages: Record<string, unknown>;
      } & Record<string, unknown>;
      const names = Object.keys(written);
      // One language per process, none twice: else these parts do not make the single index.
      if (names.length !== 1 || (names[0] as string) in entries) return undefined;
      entries[names[0] as string] = written[names[0] as string];
      const files = await filesUnder(dir);
      const own = files.filter((file) => ofLanguage(file, names[0] as string));
      if (own.some((file) => placed.has(file))) return undefined;
      await moveAll(dir, options.indexDir, own, made);
      for (const file of own) placed.add(file);
      saved[language.name] = { digest: (saved[language.name] as LanguagePart).digest, entry: written[names[0] as string], files: own };
      if (at === 0) {
        base = rest;
        shared = files.filter(
          (file) => !ofLanguage(file, names[0] as string) && file !== 'pagefind-entry.json' && !options.leaveOut.includes(file),
        );
        await moveAll(dir, options.indexDir, shared, made);
      }
    }
    if (fresh.length === 0 && !(options.previousIndexDir && (await linkAll(options.previousIndexDir, options.indexDir, shared, made)))) {
      return undefined;
    }
    // The entry as Pagefind writes it for several languages: its fields in its order, the
    // languages sorted.
    const sorted = Object.fromEntries(
      Object.keys(entries)
        .sort()
        .map((name) => [name, entries[name]]),
    );
    const { version, ...others } = base ?? {};
    await writeFile(join(options.indexDir, 'pagefind-entry.json'), JSON.stringify({ version, languages: sorted, ...others }));
    if (options.recordFile) await saveRecord(options.recordFile, { version: options.version, base: base ?? {}, shared, languages: saved });
    return { indexed: fresh.map((language) => language.name), kept: kept.map((language) => language.name) };
  } finally {
    await Promise.all([...languages.values()].map((language) => language.close()));
    await rm(parts, { recursive: true, force: true });
  }
}

// Each site's indexable HTML per page (indexable.ts), kept in the work folder between builds so an
// incremental build reads only the pages it wrote anew. A page is known by its file's identity:
// device, inode, size and modification time. An unchanged page of an incremental build is a hard
// link to the previous version's file (docs/performance.md), so it keeps that identity; a page
// written anew is a new file with a new modification time. The cache is one file per site,
// replaced whole by a rename, so a killed build leaves the previous cache or the new one, and
// every entry of either describes the file it is keyed by. It only ever saves work: a cache that
// is missing, unreadable or from another version of the reduction is ignored.
//
// The file is read a page at a time, never whole: at 10,000 pages per language it holds tens of
// megabytes of HTML, which as one string and then as parsed entries was the largest part of the build's
// memory while it indexed. Its layout: every entry's HTML (UTF-8) back to back, then an index
// (JSON: the reduction's version and each entry's key, offset and length), then the index's
// length in bytes (8 bytes, little-endian). Pages read anew go to a file of their own while the
// site is indexed; saving writes the next cache from both.
//
// The pages a build renders need not be read back at all: the build hands each one's HTML, as it
// writes it, to RenderedPages, which reduces it there and then and keys it by the file it was
// written to. Re-reading 20,000 freshly written pages was most of the search's own time.
import { createHash, randomUUID } from 'node:crypto';
import { closeSync, fstatSync, mkdirSync, openSync, readFileSync, readSync, statSync, writeSync } from 'node:fs';
import { open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assert } from '../errors/index.ts';
import { indexableHtml } from './indexable.ts';

/** Changes with the reduction's code and the file's layout, so a cache written by another version is not trusted. */
const VERSION = (() => {
  try {
    return createHash('sha256')
      .update(readFileSync(new URL('./indexable.ts', import.meta.url)))
      .update('layout 2: entries, index, index length')
      .digest('hex')
      .slice(0, 16);
  } catch {
    // Bundled without its source beside it: every build reads every page, which is merely slower.
    return `unversioned-${randomUUID()}`;
  }
})();

/** Where an entry's HTML is: a place in one of the files this cache reads. */
interface Entry {
  /** The previous cache, this build's file of pages read anew, or the file of rendered pages. */
  in: 'previous' | 'fresh' | 'rendered';
  offset: number;
  length: number;
}

interface CacheIndex {
  version: string;
  entries: Array<[string, number, number]>;
}

const TRAILER = 8;

/**
 * Reads a place of a file. The cache's calls are synchronous: an entry is a few KB, and each
 * asynchronous read was a round trip through libuv's thread pool with its promise, several times
 * the CPU of the read itself, 20,000 times a build (docs/performance.md "File system calls").
 */
function readAt(fd: number, offset: number, length: number): Buffer {
  const buffer = Buffer.allocUnsafe(length);
  let done = 0;
  while (done < length) {
    const bytesRead = readSync(fd, buffer, done, length - done, offset + done);
    // The previous cache's entries are checked to lie within it when it is opened, and this
    // build's files are its own: a file shorter than its entries is not a state unisite makes.
    assert(bytesRead !== 0, `the search cache file ends before ${offset + length} bytes`);
    done += bytesRead;
  }
  return buffer;
}

/** The previous cache's index and an open descriptor on it; nothing when it cannot be trusted. */
function openPrevious(path: string): { fd: number; entries: Map<string, Entry> } | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    const { size } = fstatSync(fd);
    const indexLength = Number(readAt(fd, size - TRAILER, TRAILER).readBigUInt64LE());
    const end = size - TRAILER - indexLength;
    if (size < TRAILER || indexLength > size - TRAILER) return closed(fd);
    const index = JSON.parse(readAt(fd, end, indexLength).toString('utf8')) as CacheIndex;
    // Another version's, or entries beyond the pages' part of the file (a damaged file): not trusted.
    if (index.version !== VERSION || !Array.isArray(index.entries)) return closed(fd);
    if (!index.entries.every(([, offset, length]) => offset >= 0 && length >= 0 && offset + length <= end)) return closed(fd);
    const entries = new Map(index.entries.map(([key, offset, length]): [string, Entry] => [key, { in: 'previous', offset, length }]));
    return { fd, entries };
  } catch {
    // Unreadable (missing, cut short, not JSON): the build reads the pages instead.
    return closed(fd);
  }
}

const closed = (fd: number | undefined): undefined => {
  if (fd !== undefined) closeSync(fd);
  return undefined;
};

/** A file's identity, from its `stat(…, { bigint: true })`: what a hard link keeps and any write changes. */
export const identityKey = (info: { dev: bigint; ino: bigint; size: bigint; mtimeNs: bigint }): string =>
  `${info.dev}:${info.ino}:${info.size}:${info.mtimeNs}`;

const identityOf = (path: string): string => identityKey(statSync(path, { bigint: true }));

/** A file of HTML appended a page at a time and read back by place, created with its first page. */
class AppendFile {
  private fd: number | undefined;
  private length = 0;

  constructor(readonly path: string) {}

  append(html: string): { offset: number; length: number } {
    const bytes = Buffer.from(html, 'utf8');
    const place = { offset: this.length, length: bytes.length };
    if (this.fd === undefined) {
      mkdirSync(dirname(this.path), { recursive: true });
      this.fd = openSync(this.path, 'w+');
    }
    writeSync(this.fd, bytes, 0, bytes.length, place.offset);
    this.length += bytes.length;
    return place;
  }

  read(place: { offset: number; length: number }): Buffer {
    return readAt(this.fd as number, place.offset, place.length);
  }

  /** Closes and removes it. */
  async remove(): Promise<void> {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
    await rm(this.path, { force: true });
  }
}

/**
 * The indexable HTML of the pages this build renders, reduced by the render workers as each is
 * written (kept in the work folder's search cache folder, removed when the build ends). The
 * search takes a page from here when its file is still the one written, instead of reading and
 * reducing it again.
 */
export class RenderedPages {
  private readonly entries = new Map<string, { offset: number; length: number }>();
  private readonly file: AppendFile;

  constructor(dir: string) {
    this.file = new AppendFile(join(dir, `rendered-${process.pid}-${randomUUID()}.tmp`));
  }

  /** Keeps a page's indexable HTML, by the identity of the file it was written to. */
  add(file: { dev: bigint; ino: bigint; size: bigint; mtimeNs: bigint }, indexable: string): void {
    this.entries.set(identityKey(file), this.file.append(indexable));
  }

  /** Pages kept. */
  get size(): number {
    return this.entries.size;
  }

  /** Where the page whose file has the identity `key` is kept, if this build rendered it. */
  find(key: string): { offset: number; length: number } | undefined {
    return this.entries.get(key);
  }

  read(place: { offset: number; length: number }): Buffer {
    return this.file.read(place);
  }

  async close(): Promise<void> {
    await this.file.remove();
  }
}

export class IndexableCache {
  /** Pages whose indexable HTML came from the cache. */
  hits = 0;
  /** Pages read and reduced. */
  misses = 0;
  /** Pages this build rendered, reduced as they were written (RenderedPages). */
  rendered = 0;
  /** Of the hits, pages not even read from the cache: their part of the index was kept by their digests. */
  unread = 0;
  /** This build's pages, in the order they were read. */
  private readonly next = new Map<string, Entry>();
  /** This build's file of pages read anew. */
  private readonly fresh: AppendFile | undefined;
  /** Pages of parts kept unread (`keep`): their entries are looked up only if the cache is rewritten. */
  private readonly keptUnread: string[] = [];

  private constructor(
    private readonly file: string | undefined,
    private readonly previous: { fd: number; entries: Map<string, Entry> } | undefined,
    private readonly renderedPages: RenderedPages | undefined,
  ) {
    this.fresh = file === undefined ? undefined : new AppendFile(`${file}.tmp-${process.pid}-${randomUUID()}-read`);
  }

  /**
   * The cache of `siteKey` in `dir`, or one that keeps nothing when there is no `dir`; with the
   * pages this build rendered, when it kept them.
   */
  static async open(dir: string | undefined, siteKey: string, rendered?: RenderedPages): Promise<IndexableCache> {
    if (!dir) return new IndexableCache(undefined, undefined, rendered);
    const file = join(dir, `indexable-${siteKey}.cache`);
    for (const entry of await readdir(dir).catch(() => [])) {
      // What a killed build was writing is never read, only removed; so is the cache of the
      // earlier layout (one JSON document).
      if (entry.startsWith(`indexable-${siteKey}.cache.tmp-`) || entry.startsWith(`indexable-${siteKey}.json`)) {
        await rm(join(dir, entry), { force: true });
      }
    }
    return new IndexableCache(file, openPrevious(file), rendered);
  }

  /** An entry's bytes, from whichever file holds it. */
  private bytes(entry: Entry): Buffer {
    if (entry.in === 'fresh') return (this.fresh as AppendFile).read(entry);
    if (entry.in === 'rendered') return (this.renderedPages as RenderedPages).read(entry);
    return readAt((this.previous as { fd: number }).fd, entry.offset, entry.length);
  }

  private read(entry: Entry): string {
    return this.bytes(entry).toString('utf8');
  }

  /** The indexable HTML of the page at `path`: from the cache if the file is the one it was made from. */
  async indexable(path: string): Promise<string> {
    const key = identityOf(path);
    const kept = this.previous?.entries.get(key);
    const rendered = kept ? undefined : this.renderedPages?.find(key);
    if (kept || rendered) {
      const entry: Entry = kept ?? { in: 'rendered', ...(rendered as { offset: number; length: number }) };
      if (kept) this.hits += 1;
      else this.rendered += 1;
      this.next.set(key, entry);
      return this.read(entry);
    }
    const html = indexableHtml(await readFile(path, 'utf8'));
    this.misses += 1;
    if (this.fresh) this.next.set(key, { in: 'fresh', ...this.fresh.append(html) });
    return html;
  }

  /**
   * Keeps the entry of a page this build did not need to read (its part of the index was kept
   * as the last build wrote it) for the next build, if the cache has it or this build rendered it.
   * It is counted unchanged now, and looked up (a `stat` of its file) only should the cache be
   * rewritten: at 10,000 pages, most rebuilds keep the cache as it was, and the lookups were
   * a measurable part of each (`save`).
   */
  keep(path: string): void {
    this.hits += 1;
    this.unread += 1;
    this.keptUnread.push(path);
  }

  /** The entries of the pages kept unread, now that the cache is rewritten. */
  private lookUpKept(): void {
    for (const path of this.keptUnread.splice(0)) {
      const key = identityOf(path);
      const kept = this.previous?.entries.get(key);
      if (kept) {
        this.next.set(key, kept);
        continue;
      }
      this.hits -= 1;
      this.unread -= 1;
      // Rendered again with the same indexable HTML (after a code change that altered no indexed
      // text, every page is): its part is kept, and the next build finds the page as rendered now.
      const rendered = this.renderedPages?.find(key);
      if (rendered) {
        this.rendered += 1;
        this.next.set(key, { in: 'rendered', ...rendered });
      }
    }
  }

  /**
   * The indexable HTML of a page this build has already read (by `indexable`) once more, without
   * counting it: Pagefind may be handed a language's pages only once they have all been read.
   */
  async again(path: string): Promise<string> {
    const entry = this.next.get(identityOf(path));
    return entry ? this.read(entry) : indexableHtml(await readFile(path, 'utf8'));
  }

  /**
   * Keeps the pages of this build (only those) for the next one. Rewriting the whole cache for
   * a handful of changed pages would cost more than reading them again (the cache holds every
   * page's indexable HTML), so it is rewritten only once pages read or gone are a
   * hundredth of the site (at least 64); until then the previous cache stays, and its entries of
   * pages no longer there are merely unused.
   */
  async save(): Promise<void> {
    if (!this.file) return;
    const previousSize = this.previous?.entries.size ?? 0;
    // Of the pages kept unread, those this build rendered (alike) are counted unchanged but are no
    // entry of the previous cache: at most the rendered pages not taken otherwise.
    const renderedUnread = Math.min(this.unread, (this.renderedPages?.size ?? 0) - this.rendered);
    const changed = this.misses + this.rendered + renderedUnread + (previousSize - (this.hits - renderedUnread));
    const pages = this.next.size + this.keptUnread.length;
    if (changed === 0 || (previousSize > 0 && changed < Math.max(64, pages / 100))) return;
    this.lookUpKept();
    const temporary = `${this.file}.tmp-${process.pid}-${randomUUID()}`;
    const out = await open(temporary, 'w');
    try {
      const index: CacheIndex = { version: VERSION, entries: [] };
      let offset = 0;
      // Copied a megabyte at a time: the entries are small and the file large.
      let batch: Buffer[] = [];
      let batchLength = 0;
      const flush = async () => {
        await out.write(Buffer.concat(batch, batchLength));
        batch = [];
        batchLength = 0;
      };
      for (const [key, entry] of this.next) {
        const bytes = this.bytes(entry);
        index.entries.push([key, offset, entry.length]);
        offset += entry.length;
        batch.push(bytes);
        batchLength += bytes.length;
        if (batchLength >= 1 << 20) await flush();
      }
      const indexBytes = Buffer.from(JSON.stringify(index), 'utf8');
      const trailer = Buffer.alloc(TRAILER);
      trailer.writeBigUInt64LE(BigInt(indexBytes.length));
      batch.push(indexBytes, trailer);
      batchLength += indexBytes.length + TRAILER;
      await flush();
      await out.close();
      await rename(temporary, this.file);
    } finally {
      await out.close().catch(() => undefined);
      await rm(temporary, { force: true });
    }
  }

  /** Closes the files it reads and removes this build's file of pages read anew. */
  async close(): Promise<void> {
    if (this.previous) closeSync(this.previous.fd);
    await this.fresh?.remove();
  }
}

// Each site's indexable HTML per page (indexable.ts), kept in the work folder between builds so an
// incremental build reads only the pages it wrote anew. A page is known by its file's identity:
// device, inode, size and modification time. An unchanged page of an incremental build is a hard
// link to the previous version's file (docs/performance.md), so it keeps that identity; a page
// written anew is a new file with a new modification time. The cache is one file per site,
// replaced whole by a rename, so a killed build leaves the previous cache or the new one, and
// every entry of either describes the file it is keyed by. It only ever saves work: a cache that
// is missing, unreadable or from another version of the reduction is ignored.
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { indexableHtml } from './indexable.ts';

/** Changes with the reduction's code, so a cache written by another version is not trusted. */
const VERSION = (() => {
  try {
    return createHash('sha256')
      .update(readFileSync(new URL('./indexable.ts', import.meta.url)))
      .digest('hex')
      .slice(0, 16);
  } catch {
    // Bundled without its source beside it: every build reads every page, which is merely slower.
    return `unversioned-${randomUUID()}`;
  }
})();

interface CacheFile {
  version: string;
  entries: Array<[string, string]>;
}

export class IndexableCache {
  /** Pages whose indexable HTML came from the cache. */
  hits = 0;
  /** Pages read and reduced. */
  misses = 0;
  private readonly next = new Map<string, string>();

  private constructor(
    private readonly file: string | undefined,
    private readonly previous: ReadonlyMap<string, string>,
  ) {}

  /** The cache of `siteKey` in `dir`, or one that keeps nothing when there is no `dir`. */
  static async open(dir: string | undefined, siteKey: string): Promise<IndexableCache> {
    if (!dir) return new IndexableCache(undefined, new Map());
    const file = join(dir, `indexable-${siteKey}.json`);
    // What a killed build was writing: never read, only removed.
    for (const entry of await readdir(dir).catch(() => [])) {
      if (entry.startsWith(`indexable-${siteKey}.json.tmp-`)) await rm(join(dir, entry), { force: true });
    }
    try {
      const saved = JSON.parse(await readFile(file, 'utf8')) as CacheFile;
      return new IndexableCache(file, saved.version === VERSION && Array.isArray(saved.entries) ? new Map(saved.entries) : new Map());
    } catch {
      return new IndexableCache(file, new Map());
    }
  }

  /** The indexable HTML of the page at `path`: from the cache if the file is the one it was made from. */
  async indexable(path: string): Promise<string> {
    const info = await stat(path, { bigint: true });
    const key = `${info.dev}:${info.ino}:${info.size}:${info.mtimeNs}`;
    let html = this.previous.get(key);
    if (html === undefined) {
      html = indexableHtml(await readFile(path, 'utf8'));
      this.misses += 1;
    } else this.hits += 1;
    this.next.set(key, html);
    return html;
  }

  /**
   * Keeps the pages of this build (only those) for the next one. Rewriting the whole cache for
   * a handful of changed pages would cost more than reading them again (the cache is ≈ 4 KB a
   * page: 75 MB at 20,000 pages), so it is rewritten only once pages read or gone are a
   * hundredth of the site (at least 64); until then the previous cache stays, and its entries of
   * pages no longer there are merely unused.
   */
  async save(): Promise<void> {
    if (!this.file) return;
    const changed = this.misses + (this.previous.size - this.hits);
    if (changed === 0 || (this.previous.size > 0 && changed < Math.max(64, this.next.size / 100))) return;
    const data: CacheFile = { version: VERSION, entries: [...this.next] };
    const temporary = `${this.file}.tmp-${process.pid}-${randomUUID()}`;
    try {
      await mkdir(join(this.file, '..'), { recursive: true });
      await writeFile(temporary, JSON.stringify(data));
      await rename(temporary, this.file);
    } finally {
      await rm(temporary, { force: true });
    }
  }
}

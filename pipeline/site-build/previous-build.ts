// What the previous build lets this one skip (docs/performance.md "Incremental builds"), in one
// place beside the steps: the version dist/ points at and its build manifest. A page whose
// document and reads are as recorded is kept without resolving it; a page whose inputs are as
// recorded keeps its files (hard links); the site's other files link to the live version's when
// they are the same. A full build — a shard, a first build, a killed build's leftovers — asks the
// same questions of `PreviousBuild.none`, which knows nothing, so the steps have no branch of their
// own for it.
import { dirname, join } from 'node:path';
import type { RenderJob } from '../render/pool.ts';
import type { DigestedEntry } from '../resolve/reads.ts';
import { unchangedAnswers } from '../resolve/reads.ts';
import type { PageSummary, SummaryChanges } from '../snapshots/summaries.ts';
import { linkFiles } from '../write/files.ts';
import { linkedVersion } from '../write/atomic-dir.ts';
import { beforeOf, previousManifest, type BuildManifest, type PageRecord, type SpareManifest, type SpareRecord } from './manifest.ts';
import { htmlFile, pageDataPath, type BuildOptions } from './run.ts';
import { keepSpareRecord, removeFile } from './staged-version.ts';
import { templateOfRole } from '../../generated/template-facts.ts';

/** The state of the content the answers were made from, as the manifest records it. */
export type ContentState = NonNullable<BuildManifest['content']>;

/** A page's two files in a version. */
export interface PageFilesIn {
  htmlFile: string;
  pageDataFile: string;
}

export class PreviousBuild {
  private constructor(
    /** The version folder dist/ points at; null when there is none, or for a shard. */
    readonly version: string | null,
    /** Its build manifest, when it describes that version. */
    readonly manifest: BuildManifest | null,
    private readonly outDir: string,
  ) {}

  /** The version dist/ points at and its manifest; a shard, whose files must be the same in every shard, keeps nothing. */
  static async of(options: Pick<BuildOptions, 'outDir' | 'shard' | 'session'>, hostDir: string): Promise<PreviousBuild> {
    const version = options.shard ? null : await linkedVersion(options.outDir);
    return new PreviousBuild(version, await previousManifest(hostDir, version, options.session), options.outDir);
  }

  /** A full build's: nothing is kept. */
  static none(outDir: string): PreviousBuild {
    return new PreviousBuild(null, null, outDir);
  }

  /** The live version's folder, whose site files a file of the same bytes links to. */
  get liveDir(): string | null {
    return this.version ? join(dirname(this.outDir), this.version) : null;
  }

  /** Whether the live version was built by this code: its pages may be kept without resolving them. */
  sameCode(codeHash: string): boolean {
    return this.manifest?.codeHash === codeHash;
  }

  /**
   * What the content answered the previous build's reads that still holds, when its manifest was
   * made by this code from the summaries as they were before this build read them; and whether
   * the sitemap's entries may have changed.
   */
  knownAnswers(
    codeHash: string,
    changes: SummaryChanges,
    state: ContentState,
  ): { known: ((key: string) => string | undefined) | undefined; sitemapChanged: boolean } {
    const reusable = this.sameCode(codeHash) ? this.manifest : null;
    const before = reusable?.content;
    const sameBefore = before !== undefined && changes.since !== null && before.summaries === changes.since && before.order === state.order;
    const sitemapChanged = !sameBefore || changes.sitemap || before.site !== state.site;
    const known =
      reusable?.answers && sameBefore
        ? unchangedAnswers({ answers: reusable.answers, touched: changes.touched, sitemap: sitemapChanged })
        : undefined;
    return { known, sitemapChanged };
  }

  /**
   * The record of a page kept without resolving it: its document and what the content answers
   * each of its reads are as the previous build (of this code) recorded them. The not-found
   * pages are always resolved: one of them is the 404 fallback's too.
   */
  keptRecord(
    codeHash: string,
    page: PageSummary<DigestedEntry>,
    siteHash: string | undefined,
    answerOf: (read: string) => string | undefined,
  ): PageRecord | undefined {
    if (!this.sameCode(codeHash)) return undefined;
    const record = this.manifest?.pages[htmlFile(page.path)];
    const answered = this.manifest?.answers ?? {};
    const keepable =
      record !== undefined &&
      page.templateType !== templateOfRole['not-found'] &&
      record.page === page.path &&
      record.pageData === pageDataPath(page.path) &&
      record.site === siteHash &&
      record.files !== undefined &&
      record.images !== undefined &&
      record.reads !== undefined &&
      record.document === page.digest &&
      record.reads.every((read) => answered[read] === answerOf(read));
    return keepable ? record : undefined;
  }

  /** The version whose page files a page of the same inputs links to: only one of this build hash. */
  private pagesOf(buildHash: string): { dir: string; manifest: BuildManifest } | null {
    const dir = this.liveDir;
    return this.manifest && dir && this.manifest.buildHash === buildHash ? { dir, manifest: this.manifest } : null;
  }

  /**
   * Places a page's files as the spare (made into the staged version) or the live version has
   * them, when its inputs are the same; false when they must be written. The links are
   * synchronous system calls (manifest.ts says why).
   */
  placer(
    buildHash: string,
    inPlace: SpareManifest | null,
    stagedDir: string,
    madeDirs: Set<string>,
  ): (record: PageRecord, files: PageFilesIn, from: (last: SpareRecord) => void) => boolean {
    const previous = this.pagesOf(buildHash);
    return (record, files, from) => {
      // In a recycled spare the files of a page unchanged since it was built are in place; any
      // other page's are removed first (the live version may share them by hard link).
      const spare = inPlace?.pages[files.htmlFile];
      if (spare?.inputs === record.inputs && spare.pageData === files.pageDataFile) return (from(spare), true);
      if (inPlace) for (const file of [files.htmlFile, files.pageDataFile]) removeFile(join(stagedDir, file));
      const last = previous?.manifest.pages[files.htmlFile];
      if (previous && last?.inputs === record.inputs && last.pageData === files.pageDataFile) {
        if (linkFiles(previous.dir, stagedDir, [files.htmlFile, files.pageDataFile], madeDirs)) return (from(last), true);
      }
      return false;
    };
  }

  /**
   * The pages whose own document changed render first, the others (rendered again for what they
   * show of other documents: a card, a list) after them. An edited page's text is what the search
   * most likely indexes anew, and the search, started beside a small render, learns from it
   * which of its parts to index again (pipeline/search/parts.ts) a few tenths of a second sooner.
   */
  renderOrder(buildHash: string, changed: RenderJob[], records: PageRecord[]): { changed: RenderJob[]; records: PageRecord[] } {
    const last = this.pagesOf(buildHash)?.manifest;
    if (!last) return { changed, records };
    // 0 for a page whose document is new or changed, 1 for one whose document is as it was.
    const rank = records.map((record) => {
      const before = last.pages[htmlFile(record.page)];
      return Number(before !== undefined && before.document === record.document);
    });
    const order = rank.map((_, at) => at).sort((a, b) => (rank[a] as number) - (rank[b] as number));
    return { changed: order.map((at) => changed[at] as RenderJob), records: order.map((at) => records[at] as PageRecord) };
  }

  /** What the live version's search was given of a page, for the parts of the index kept. */
  indexedBefore(file: string): string | undefined {
    return this.manifest?.pages[file]?.indexable;
  }

  /**
   * The live version becomes the spare at the switch: the next build knows its pages from the new
   * manifest (manifest.ts `spareOf`), as far as they differ from the new version's.
   */
  recordIn(manifest: BuildManifest): void {
    if (this.manifest) manifest.before = beforeOf(manifest, this.manifest);
  }

  /**
   * The live version becomes the spare the next build makes its version from, with its manifest;
   * one without a manifest (a shard's, a killed build's) could not be made into another: it is
   * removed after the switch by a detached process, not waited for.
   */
  async keepAsSpare(hostDir: string, stagedHostDir: string): Promise<'keep' | 'background'> {
    if (!this.manifest) return 'background';
    await keepSpareRecord(hostDir, stagedHostDir);
    return 'keep';
  }
}

// The build manifest: what each page output was made from, so the next build re-renders only
// the pages whose inputs changed and keeps the rest (docs/performance.md "Incremental builds").
//
// A page's HTML and page-data are a pure function of its inputs: the resolved page (its own
// document, the cards of every list and distributor it shows, its images and structured data),
// the site data of its language, the client files it loads and the build hash (the code). The
// manifest keeps one digest of all of them per page (the cards its lists and distributors show
// are resolved into the page before hashing, so an edit to any document a list reads changes the
// digest of every page showing it), with the page and site data it names. It lives beside dist/ (dist-host/), never in
// what is published, and names the dist version it describes: a manifest that does not describe
// the version dist/ points at (a build killed between the two switches) is ignored.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BuildSession } from '../watch/session.ts';
import type { PageFiles } from '../images/collect.ts';
import { makeParent } from '../write/files.ts';
import { remembered } from '../../site/lib/remembered.ts';

export const BUILD_MANIFEST_FILE = 'build-manifest.json';
/** Bump when the manifest's shape or the meaning of its digests changes. */
const MANIFEST_FORMAT = 8;

export interface PageRecord {
  /** sha256 of every input of the page's outputs. */
  inputs: string;
  /** The page-data file written with the HTML. */
  pageData: string;
  /** The page document (its path); the documents its lists read are inside `inputs`, resolved. */
  page: string;
  /** Hash of the site data of its language. */
  site: string;
  /**
   * The digest of what the search index is given of its HTML (pipeline/search/parts.ts
   * `indexableDigest`), when the build that rendered it kept it for the search: a part of the
   * index whose pages' digests are unchanged is kept without reading them, and an edit outside
   * what is indexed (another page's card shown in a distributor) re-indexes nothing.
   */
  indexable?: string | undefined;
  /**
   * What resolving it read (pipeline/resolve/reads.ts) and the digest of its document's snapshot
   * text: while the code is the same, and the document and what the content answers each of
   * these reads (`answers`) are as recorded, its resolved data is the same, and a build keeps the
   * page without resolving it (docs/performance.md "Pages not resolved again").
   */
  reads?: string[] | undefined;
  document?: string | undefined;
  /** Its images, media and documents (pipeline/images/collect.ts), for the images step of a build that does not resolve it. */
  files?: PageFiles | undefined;
  /** The digest of its image assets as the images step gave them: another means resolving it again. */
  images?: string | undefined;
  /** What resolving it warned, said again by a build that keeps it. */
  warnings?: string[] | undefined;
}

export interface BuildManifest {
  format: number;
  /** The dist version folder these outputs live in. */
  version: string;
  buildHash: string;
  /** The code the outputs were built by (pipeline/bundle/code-hash.ts), known before the bundle. */
  codeHash: string;
  /** HTML file → record. */
  pages: Record<string, PageRecord>;
  /** Each read the pages made → the digest of what the content answered it (pipeline/resolve/reads.ts `answerOf`). */
  answers?: Record<string, string> | undefined;
  /**
   * The content the answers were made from: the state of the page summaries
   * (pipeline/snapshots/summaries.ts `SummaryChanges`), the pages' order and the site's
   * addresses, each as a digest. The next build made from summaries in this state knows which
   * answers still hold without making them (pipeline/resolve/reads.ts `unchangedAnswers`).
   */
  content?: { summaries: string; order: string; site: string } | undefined;
  /**
   * The version this one replaced (the spare once this one is live), as far as it differs from
   * this one: its name and code, and the record it had of each HTML file whose outputs differ
   * there (null: a page it did not have). The next build knows the spare's pages from this
   * manifest instead of parsing the spare's own (`spareOf`).
   */
  before?: { version: string; codeHash: string; differs: Record<string, SpareRecord | null> } | undefined;
}

/** What a build needs of a spare's page to know whether its files are in place (staged-version.ts). */
export type SpareRecord = Pick<PageRecord, 'inputs' | 'pageData' | 'indexable'>;

/** What a build needs of the spare version's manifest: its name, its code and its pages' records. */
export type SpareManifest = Pick<BuildManifest, 'version' | 'codeHash'> & { pages: Record<string, SpareRecord> };

export function inputsDigest(parts: string[]): string {
  const digest = createHash('sha256');
  for (const part of parts) digest.update(part).update('\0');
  return digest.digest('hex').slice(0, 32);
}

/** The previous build's manifest, if it describes the version `dist/` points at now. */
export async function previousManifest(
  hostDir: string,
  currentVersion: string | null,
  session?: BuildSession,
): Promise<BuildManifest | null> {
  if (!currentVersion) return null;
  const file = join(hostDir, BUILD_MANIFEST_FILE);
  const manifest = session ? await session.read(`manifest:${file}`, [file], () => readManifestFile(file)) : await readManifestFile(file);
  return manifest?.version === currentVersion ? manifest : null;
}

/**
 * A manifest as its file holds it: the pages' reads (often the same: the "latest news" of every
 * news page) are written once, in `reads`, and each page names its reads by their place there.
 * Plain JSON, not key-sorted: it is read back by the next build only, and its records are made
 * in the pages' order (sorting it was a measurable cost of a large site's build).
 */
type ManifestFile = Omit<BuildManifest, 'pages' | 'answers'> & {
  reads: string[];
  /** The digests of the reads' answers, in the same places. */
  answers?: Array<string | null>;
  pages: Record<string, Omit<PageRecord, 'reads'> & { reads?: number[] }>;
};

export function manifestJson(manifest: BuildManifest): string {
  const reads: string[] = [];
  const places = new Map<string, number>();
  const placeOf = (read: string) => remembered(places, read, () => reads.push(read) - 1);
  const pages: ManifestFile['pages'] = {};
  for (const [file, record] of Object.entries(manifest.pages)) {
    pages[file] = record.reads ? { ...record, reads: record.reads.map(placeOf) } : (record as ManifestFile['pages'][string]);
  }
  const { answers: known, ...rest } = manifest;
  const answers = known ? reads.map((read) => known[read] ?? null) : undefined;
  return JSON.stringify({ ...rest, reads, answers, pages } satisfies ManifestFile);
}

/** A manifest file of this format, or null (missing, unreadable or of another format). */
export async function readManifestFile(path: string): Promise<BuildManifest | null> {
  const text = await readFile(path, 'utf8').catch(() => null);
  if (text === null) return null;
  try {
    const { reads, answers, ...manifest } = JSON.parse(text) as ManifestFile;
    if (manifest.format !== MANIFEST_FORMAT || !Array.isArray(reads)) return null;
    if (Array.isArray(answers)) {
      const known: Record<string, string> = {};
      reads.forEach((read, place) => {
        const answer = answers[place];
        if (typeof answer === 'string') known[read] = answer;
      });
      (manifest as BuildManifest).answers = known;
    }
    for (const record of Object.values(manifest.pages)) {
      if (!record.reads) continue;
      const named = record.reads.map((place) => reads[place]);
      // A place outside the table: not a manifest this code wrote.
      if (named.some((read) => typeof read !== 'string')) return null;
      (record as PageRecord).reads = named as string[];
    }
    return manifest as BuildManifest;
  } catch {
    return null;
  }
}

/** A page's record as far as a spare's needs it. */
const spareRecord = ({ inputs, pageData, indexable }: PageRecord): SpareRecord => ({ inputs, pageData, indexable });

/**
 * `manifest.before`: the previous version's manifest as far as it differs from `manifest` (which
 * replaces it), a few records for a one-document rebuild.
 */
export function beforeOf(manifest: BuildManifest, previous: BuildManifest): NonNullable<BuildManifest['before']> {
  const differs: Record<string, SpareRecord | null> = {};
  for (const [file, record] of Object.entries(manifest.pages)) {
    const was = previous.pages[file];
    if (!was) differs[file] = null;
    else if (was.inputs !== record.inputs || was.pageData !== record.pageData || was.indexable !== record.indexable) {
      differs[file] = spareRecord(was);
    }
  }
  for (const [file, was] of Object.entries(previous.pages)) if (!(file in manifest.pages)) differs[file] = spareRecord(was);
  return { version: previous.version, codeHash: previous.codeHash, differs };
}

/**
 * The manifest of the version `live` replaced (the spare now), from `live.before`: its pages'
 * records as far as a build keeping files in place needs them. Undefined when `live` does not say.
 */
export function spareOf(live: BuildManifest): SpareManifest | undefined {
  if (!live.before) return undefined;
  const { version, codeHash, differs } = live.before;
  const pages: Record<string, SpareRecord> = {};
  for (const [file, record] of Object.entries(live.pages)) if (!(file in differs)) pages[file] = spareRecord(record);
  for (const [file, record] of Object.entries(differs)) if (record) pages[file] = record;
  return { version, codeHash, pages };
}

export function newManifest(version: string, buildHash: string, codeHash: string): BuildManifest {
  return { format: MANIFEST_FORMAT, version, buildHash, codeHash, pages: {} };
}

/** Writes a new file into the staged folder (never over a link: the caller linked nothing there). */
export function writeNew(stagedDir: string, file: string, content: string, madeDirs: Set<string>): void {
  const target = join(stagedDir, file);
  makeParent(target, madeDirs);
  writeFileSync(target, content);
}

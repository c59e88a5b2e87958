// What a build needs of every page document without holding it whole: its route, its sitemap
// fields and the entries the site's lists may show of it (its card, the people it holds). A
// page's lists read every document's card, so a build used to read and parse every snapshot
// to re-render the few pages one edit touched. The summaries are kept in
// the work folder between builds, each by the identity of the snapshot file it was made from:
// a document whose file is as it was is not read again, and a page is read whole only when it
// is resolved (docs/performance.md "Documents not read again").
import { readFileSync, rmSync, stat, statSync, type Stats } from 'node:fs';
import { realpath } from 'node:fs/promises';
import { join } from 'node:path';
import { sitemapFieldsOf, type SitemapPage } from '../../site/lib/sitemap-entries.ts';
import type { ValidContent, ValidPage } from '../../content/schema/problems.ts';
import { listedSitesIn } from '../../content/schema/data-source.ts';
import { readPageDocument, readSnapshotDocument, snapshotLayout } from './index.ts';
import { writeWholeFile } from '../write/files.ts';
import { asciiJson } from '../write/stable-json.ts';
import type { LeftOutModule } from '../../site/lib/left-out.ts';

/** A page document as the build plans, lists and maps it. */
export interface PageSummary<Entry> extends SitemapPage {
  /** Its snapshot file, relative to the snapshot folder. */
  file: string;
  id: string;
  translationGroup: string;
  templateType: string;
  /** The digest of its snapshot text (pipeline/snapshots `readPageDocument`). */
  digest: string;
  /** What lists may show of it (pipeline/resolve `listEntriesOf`). */
  entries: Entry[];
  /**
   * The sites its lists name in their data source's `site` ('all' included), when any: the
   * build reads those sites' entries too (docs/site-family.md "Lists across the family").
   */
  listedSites?: string[];
  /** The modules it names that the library does not have (sync left them out): the build lists them. */
  leftOutModules?: LeftOutModule[];
}

/** The snapshots of one site as a build reads them: site and regions whole, pages summarised. */
export interface SummarisedContent<Entry> {
  site: ValidContent['site'];
  regions: ValidContent['regions'];
  /** Every page document, in the snapshot manifest's order (the order a full read gives). */
  pages: Array<PageSummary<Entry>>;
  /** A page's whole document: read now, unless it was read to summarise it. */
  document(page: PageSummary<Entry>): ValidPage;
  /** How many page documents were read to summarise them (the others' summaries were kept). */
  read: number;
  /** When the sync that wrote these snapshots ran (its manifest). */
  syncedAt: string | undefined;
  /** What changed since the summaries were last kept, for answers a build need not make again. */
  changes: SummaryChanges;
}

/**
 * What changed between the summaries as the last build kept them (`since`) and now (`state`):
 * a build whose previous manifest was made with the summaries in state `since` knows that a
 * read none of these touch has the answer it recorded (pipeline/resolve/reads.ts `unchangedAnswers`).
 */
export interface SummaryChanges {
  /** The state the summaries were read in; null when they were made anew (nothing is known). */
  since: string | null;
  /** Their state now, as kept for the next build. */
  state: string;
  /** The ids and translation groups of the list entries of every document changed, added or removed, as they were and are. */
  touched: Set<string>;
  /** Whether a document was added or removed, or changed a sitemap field (title, path, dates, indexing, languages). */
  sitemap: boolean;
}

/** Bump when a summary's shape changes. */
const SUMMARIES_FORMAT = 4;

/**
 * Beyond this many changed documents the summaries are written whole again; below, only what
 * changed, into a journal beside them: writing every summary again for one edit was a sizeable
 * share of a one-document rebuild.
 */
const JOURNAL_LIMIT = 500;

type SummaryRecords<Entry> = Record<string, { identity: string; summary: PageSummary<Entry> }>;

interface SummariesFile<Entry> {
  format: number;
  /** Summaries made by other code may list other entries: they are made again. */
  codeHash: string;
  /** Names this writing of the file: a journal written for another is not applied to it. */
  generation: string;
  /** Names the summaries as written, with the journal's changes or without (`SummaryChanges`). */
  state: string;
  /** Snapshot file → the identity of the file it was made from, and the summary. */
  pages: SummaryRecords<Entry>;
}

/** The summaries changed since the file was written whole: a record, or null for a document gone. */
interface SummariesJournal<Entry> {
  generation: string;
  state: string;
  pages: Record<string, SummaryRecords<Entry>[string] | null>;
}

/** What a manual list looks an entry up by (pipeline/resolve/list-source.ts `selectManual`). */
interface ListEntryKeys {
  group: string;
  card: { id: string };
}

/**
 * What the summaries ask of a watching process's session (the watch's build session is one): declared
 * here so that the snapshots stage does not import the watch, which sits above it.
 */
export interface SummariesSession {
  /** The snapshot files written since `reader` last asked, or undefined when the session does not know. */
  touchedSnapshotFiles: (folder: string, reader: string) => ReadonlySet<string> | undefined;
  /** What `parse` makes of `files`, parsed ahead between builds when those files are unchanged. */
  read<T>(key: string, files: readonly string[], parse: () => T | Promise<T>): Promise<T>;
}

export interface SummariesOptions<Entry> {
  /**
   * The folder of the work folder where the summaries are kept between builds: a file per site
   * (`default.json` for the site at the snapshots' root, `<key>.json` for another), its journal beside it.
   */
  cacheDir: string;
  /** The code that makes the entries: another code hash makes every summary again. */
  codeHash: string;
  entriesOf: (page: ValidPage) => Entry[];
  /** A watching process's summaries parsed between builds (pipeline/watch/session.ts). */
  session?: SummariesSession | undefined;
}

/**
 * The identity of a snapshot file: the sync's digest of its text (its manifest), with the file's
 * inode, size and modification time, so that a snapshot changed by hand after the sync is read again.
 */
const identity = (manifestDigest: string | undefined, file: Pick<Stats, 'ino' | 'size' | 'mtimeMs'>): string =>
  `${manifestDigest}:${file.ino}:${file.size}:${file.mtimeMs}`;

/**
 * The identities of the files (relative to `root`), asked of libuv's threads all at once: they
 * look the files up while this thread parses the kept summaries. One after the other on this
 * thread, the lookups were a measurable part of every build's start.
 */
function identitiesOf(root: string, files: readonly string[], manifest: Record<string, string>): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const identities = new Array<string>(files.length);
    let left = files.length;
    if (left === 0) resolve(identities);
    files.forEach((file, at) => {
      stat(join(root, file), (error, found) => {
        if (error) return reject(error);
        identities[at] = identity(manifest[file], found);
        left -= 1;
        if (left === 0) resolve(identities);
      });
    });
  });
}

/** The options with the summaries' file for the site being read. */
type KeptAt<Entry> = SummariesOptions<Entry> & { cacheFile: string };

const journalFile = (cacheFile: string) => `${cacheFile.replace(/\.json$/, '')}.journal.json`;

const readJson = <T>(file: string): T | null => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    // Missing or unreadable: as if there were none.
    return null;
  }
};

/** The summaries kept, their journal applied; `journal`: what the journal holds, to be added to. */
function readSummaries<Entry>(options: KeptAt<Entry>): {
  generation: string | null;
  state: string | null;
  pages: SummaryRecords<Entry>;
  journal: SummariesJournal<Entry>['pages'];
} {
  const file = readJson<SummariesFile<Entry>>(options.cacheFile);
  if (file?.format !== SUMMARIES_FORMAT || file.codeHash !== options.codeHash || typeof file.pages !== 'object') {
    return { generation: null, state: null, pages: {}, journal: {} };
  }
  const journal = readJson<SummariesJournal<Entry>>(journalFile(options.cacheFile));
  const applies = journal?.generation === file.generation && typeof journal.pages === 'object';
  const changed = applies ? journal.pages : {};
  for (const [name, record] of Object.entries(changed)) {
    if (record) file.pages[name] = record;
    else delete file.pages[name];
  }
  const state = applies ? journal.state : file.state;
  return { generation: file.generation, state: typeof state === 'string' ? state : null, pages: file.pages, journal: changed };
}

/** A new name for the summaries' state: each writing of them has its own. */
const newState = () => `${Date.now().toString(36)}-${process.pid}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * Keeps the summaries for the next build: the journal with this build's changes added, or, when
 * it grows long (or there is no file to add to), every summary in a file of a new generation.
 * A build killed between the two files leaves a journal of the old generation, not applied.
 */
async function writeSummaries<Entry>(
  options: KeptAt<Entry>,
  kept: ReturnType<typeof readSummaries<Entry>>,
  pages: SummaryRecords<Entry>,
  changed: SummariesJournal<Entry>['pages'],
  state: string,
): Promise<void> {
  // Each file written beside and renamed over (writeWholeFile): a build killed while writing leaves the last file whole.
  const journal = { ...kept.journal, ...changed };
  if (kept.generation !== null && Object.keys(journal).length <= JOURNAL_LIMIT) {
    await writeWholeFile(
      journalFile(options.cacheFile),
      asciiJson({ generation: kept.generation, state, pages: journal } satisfies SummariesJournal<Entry>),
    );
    return;
  }
  const generation = `${Date.now().toString(36)}-${process.pid}`;
  await writeWholeFile(
    options.cacheFile,
    asciiJson({ format: SUMMARIES_FORMAT, codeHash: options.codeHash, generation, state, pages } satisfies SummariesFile<Entry>),
  );
  rmSync(journalFile(options.cacheFile), { force: true });
}

/** Adds to `changes` what a document changing from `before` to `after` (either absent) touches. */
function noteChange<Entry extends ListEntryKeys>(
  changes: SummaryChanges,
  before: PageSummary<Entry> | undefined,
  after: PageSummary<Entry> | undefined,
): void {
  for (const summary of [before, after]) {
    for (const entry of summary?.entries ?? []) changes.touched.add(entry.card.id).add(entry.group);
  }
  if (!before || !after || JSON.stringify(sitemapFieldsOf(before)) !== JSON.stringify(sitemapFieldsOf(after))) changes.sitemap = true;
}

function summarise<Entry>(file: string, page: ValidPage, digest: string, entriesOf: (page: ValidPage) => Entry[]): PageSummary<Entry> {
  const { id, translationGroup, templateType } = page;
  const listedSites = listedSitesIn(page.template);
  return {
    file,
    ...sitemapFieldsOf(page),
    id,
    translationGroup,
    templateType,
    digest,
    entries: entriesOf(page),
    ...(listedSites.length > 0 ? { listedSites } : {}),
    ...(page.leftOutModules?.length ? { leftOutModules: page.leftOutModules } : {}),
  };
}

/**
 * The default site's snapshots, or with `siteKey` that site's, with every page summarised: from
 * the kept summaries where the file is the one they were made from, else read and summarised now
 * (and kept whole for the build, which resolves it).
 */
export async function readSummarisedContent<Entry extends ListEntryKeys>(
  dir: string,
  siteKey: string | undefined,
  options: SummariesOptions<Entry>,
): Promise<SummarisedContent<Entry>> {
  // The version the snapshot folder names now: a sync that switches it while this build reads
  // documents later (when it resolves them) does not mix two syncs' documents.
  const root = await realpath(dir).catch(() => dir);
  const layout = await snapshotLayout(root, siteKey);
  // By the site read, not by the name it was asked by: a lone site read by its key and without
  // one is the same site (the command names it, a build from code may not), with one record of
  // what changed since the last build of it.
  const at: KeptAt<Entry> = { ...options, cacheFile: join(options.cacheDir, `${layout.folder === '' ? 'default' : siteKey}.json`) };
  // A watching process knows which files were written since its last build; a file it names
  // that is none of the sync's documents (a folder renamed, an editor's temporary file) is not
  // understood, and every file is looked up.
  const written = at.session?.touchedSnapshotFiles(root, at.cacheFile);
  const touched = written && [...written].every((file) => file in layout.manifest.documents) ? written : undefined;
  const identities = touched ? undefined : identitiesOf(root, layout.pageFiles, layout.manifest.documents);
  // Awaited below; meanwhile a failure must not count as unhandled.
  identities?.catch(() => undefined);
  const kept = at.session
    ? await at.session.read(`summaries:${at.cacheFile}:${at.codeHash}`, [at.cacheFile, journalFile(at.cacheFile)], () => readSummaries(at))
    : readSummaries(at);
  const identityOfFile = identities
    ? await identities
    : layout.pageFiles.map((file) => {
        const record = (touched as ReadonlySet<string>).has(file) ? undefined : kept.pages[file];
        return record?.identity ?? identity(layout.manifest.documents[file], statSync(join(root, file)));
      });
  const next: SummaryRecords<Entry> = {};
  const changed: SummariesJournal<Entry>['pages'] = {};
  const changes: SummaryChanges = { since: kept.state, state: kept.state ?? newState(), touched: new Set(), sitemap: false };
  const whole = new Map<string, ValidPage>();
  const pages = layout.pageFiles.map((file, at) => {
    const fileIdentity = identityOfFile[at] as string;
    const known = kept.pages[file];
    if (known?.identity === fileIdentity) {
      next[file] = known;
      return known.summary;
    }
    const { page, digest } = readPageDocument(root, file);
    whole.set(file, page);
    const summary = summarise(file, page, digest, options.entriesOf);
    next[file] = changed[file] = { identity: fileIdentity, summary };
    noteChange(changes, known?.summary, summary);
    return summary;
  });
  for (const [file, known] of Object.entries(kept.pages)) {
    if (file in next) continue;
    changed[file] = null;
    noteChange(changes, known.summary, undefined);
  }
  if (Object.keys(changed).length > 0) {
    changes.state = newState();
    await writeSummaries(at, kept, next, changed, changes.state);
  }
  return {
    site: readSnapshotDocument(root, `${layout.folder}site.json`) as ValidContent['site'],
    regions: readSnapshotDocument(root, 'regions.json') as ValidContent['regions'],
    pages,
    read: whole.size,
    syncedAt: layout.manifest.syncedAt,
    changes,
    document: (summary) => whole.get(summary.file) ?? readPageDocument(root, summary.file).page,
  };
}

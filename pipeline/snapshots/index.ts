// content/snapshots/: what `unisite sync` wrote, one pretty key-sorted JSON file per document.
// Written to a temporary sibling and swapped in whole, so a failed or interrupted sync leaves
// the previous snapshots byte-for-byte intact.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pageDataKey } from '../../site/lib/paths.ts';
import { userError } from '../errors.ts';
import { stageDir } from '../write/atomic-dir.ts';
import { pauseAt } from '../write/test-pause.ts';
import { stableJson } from '../write/stable-json.ts';
import type { RawContent, ValidContent } from '../sync/validate.ts';

/**
 * The shape of the snapshot files. Bump it whenever a change to content/schema or to how sync
 * writes documents makes older snapshots unreadable: the build then asks for a re-sync instead
 * of failing on a field deep inside a page.
 */
export const SNAPSHOT_SCHEMA_VERSION = 1;

export interface SnapshotManifest {
  /** SNAPSHOT_SCHEMA_VERSION of the unisite that wrote them (absent before versions existed). */
  schemaVersion?: number;
  /** Where the content came from (CMS URL, or 'embedded'). */
  source: string;
  syncedAt: string;
  /** Snapshot file → sha256 of its bytes. */
  documents: Record<string, string>;
}

export interface SnapshotDiff {
  added: string[];
  changed: string[];
  removed: string[];
  unchanged: number;
}

export const MANIFEST_FILE = 'manifest.json';

/** The snapshot file of a page, relative to the snapshot folder: pages/es/noticias.json. */
export function pageSnapshotFile(path: string): string {
  return `pages/${pageDataKey(path)}.json`;
}

function sha256(text: string | Uint8Array): string {
  return createHash('sha256').update(text).digest('hex');
}

export async function readManifest(dir: string): Promise<SnapshotManifest | null> {
  try {
    return JSON.parse(await readFile(join(dir, MANIFEST_FILE), 'utf8')) as SnapshotManifest;
  } catch {
    return null;
  }
}

export function diffManifests(before: SnapshotManifest | null, after: SnapshotManifest): SnapshotDiff {
  const old = before?.documents ?? {};
  const diff: SnapshotDiff = { added: [], changed: [], removed: [], unchanged: 0 };
  for (const [file, hash] of Object.entries(after.documents)) {
    if (!(file in old)) diff.added.push(file);
    else if (old[file] !== hash) diff.changed.push(file);
    else diff.unchanged += 1;
  }
  for (const file of Object.keys(old)) if (!(file in after.documents)) diff.removed.push(file);
  return diff;
}

/** `files`: binary files stored with the snapshots, e.g. media/thumbnails/… (pipeline/sync/media-thumbnails.ts). */
/** `beforeWrite` sees what would change and may refuse it by throwing (the removal guard of sync). */
export async function writeSnapshots(
  dir: string,
  content: ValidContent,
  source: string,
  files: ReadonlyMap<string, Uint8Array> = new Map(),
  beforeWrite: (diff: SnapshotDiff, before: SnapshotManifest | null) => void = () => undefined,
): Promise<{ manifest: SnapshotManifest; diff: SnapshotDiff }> {
  const before = await readManifest(dir);
  const documents = new Map<string, string | Uint8Array>([
    ['site.json', stableJson(content.site)],
    ['regions.json', stableJson(content.regions)],
  ]);
  for (const page of content.pages) documents.set(pageSnapshotFile(page.path), stableJson(page));
  for (const [file, bytes] of files) documents.set(file, bytes);

  const manifest: SnapshotManifest = {
    schemaVersion: SNAPSHOT_SCHEMA_VERSION,
    source,
    syncedAt: new Date().toISOString(),
    documents: Object.fromEntries([...documents].sort(([a], [b]) => a.localeCompare(b)).map(([file, text]) => [file, sha256(text)])),
  };
  const diff = diffManifests(before, manifest);
  beforeWrite(diff, before);
  const staged = await stageDir(dir);
  try {
    let written = 0;
    for (const [file, text] of documents) {
      const target = join(staged.path, file);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, text);
      written += 1;
      if (written === Math.ceil(documents.size / 2)) await pauseAt('snapshots:half-written');
    }
    await writeFile(join(staged.path, MANIFEST_FILE), stableJson(manifest));
    await staged.commit();
  } catch (error) {
    await staged.discard();
    throw error;
  }
  return { manifest, diff };
}

/** Reads snapshots back as raw content, to be validated again by the build. */
export async function readSnapshots(dir: string): Promise<RawContent> {
  const manifest = await readManifest(dir);
  if (!manifest) {
    throw userError('SNAPSHOTS_MISSING', {
      what: `No snapshots in ${dir}.`,
      why: 'The build renders from snapshots, which only `unisite sync` writes.',
      fix: 'Run `unisite sync` first (or `unisite build --sync`).',
    });
  }
  if (manifest.schemaVersion !== SNAPSHOT_SCHEMA_VERSION) {
    throw userError('SNAPSHOT_SCHEMA_MISMATCH', {
      what: `The snapshots in ${dir} have schema version ${manifest.schemaVersion ?? '(none)'}; this unisite reads version ${SNAPSHOT_SCHEMA_VERSION}.`,
      why: 'They were written for another version of the content schemas, so their documents may have other fields.',
      fix: 'Rewrite them: run `unisite sync` again (or `unisite build --sync`).',
    });
  }
  const read = async (file: string) => JSON.parse(await readFile(join(dir, file), 'utf8')) as unknown;
  const pageFiles = Object.keys(manifest.documents).filter((file) => file.startsWith('pages/'));
  return {
    site: await read('site.json'),
    regions: await read('regions.json'),
    pages: await Promise.all(pageFiles.map(read)),
  };
}

// content/snapshots/: what `unisite sync` wrote, one pretty key-sorted JSON file per document.
// Written to a temporary sibling and swapped in whole, so a failed or interrupted sync leaves
// the previous snapshots byte-for-byte intact.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pageDataKey } from '../../site/lib/paths.ts';
import { stageDir } from '../write/atomic-dir.ts';
import { stableJson } from '../write/stable-json.ts';
import type { RawContent, ValidContent } from '../sync/validate.ts';
import { SCHEMA_VERSION } from '../../generated/template-definitions.ts';
import { UserError } from '../errors.ts';

export interface SnapshotManifest {
  /** The schemas the snapshots were validated with (generated SCHEMA_VERSION). */
  schemaVersion?: string;
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
export async function writeSnapshots(
  dir: string,
  content: ValidContent,
  source: string,
  files: ReadonlyMap<string, Uint8Array> = new Map(),
): Promise<{ manifest: SnapshotManifest; diff: SnapshotDiff }> {
  const before = await readManifest(dir);
  const documents = new Map<string, string | Uint8Array>([
    ['site.json', stableJson(content.site)],
    ['regions.json', stableJson(content.regions)],
  ]);
  for (const page of content.pages) documents.set(pageSnapshotFile(page.path), stableJson(page));
  for (const [file, bytes] of files) documents.set(file, bytes);

  const manifest: SnapshotManifest = {
    schemaVersion: SCHEMA_VERSION,
    source,
    syncedAt: new Date().toISOString(),
    documents: Object.fromEntries([...documents].sort(([a], [b]) => a.localeCompare(b)).map(([file, text]) => [file, sha256(text)])),
  };
  const staged = await stageDir(dir);
  try {
    for (const [file, text] of documents) {
      const target = join(staged.path, file);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, text);
    }
    await writeFile(join(staged.path, MANIFEST_FILE), stableJson(manifest));
    await staged.commit();
  } catch (error) {
    await staged.discard();
    throw error;
  }
  return { manifest, diff: diffManifests(before, manifest) };
}

/** Reads snapshots back as raw content, to be validated again by the build. */
export async function readSnapshots(dir: string): Promise<RawContent> {
  const manifest = await readManifest(dir);
  if (!manifest) {
    throw new SnapshotsMissingError(dir);
  }
  const read = async (file: string) => JSON.parse(await readFile(join(dir, file), 'utf8')) as unknown;
  const pageFiles = Object.keys(manifest.documents).filter((file) => file.startsWith('pages/'));
  return {
    site: await read('site.json'),
    regions: await read('regions.json'),
    pages: await Promise.all(pageFiles.map(read)),
  };
}

/**
 * The snapshots as the build uses them: validated once, at sync, by the same schemas this code
 * was built with (the manifest's schema version says so), so the build does not validate again.
 */
export async function readContent(dir: string): Promise<ValidContent> {
  const manifest = await readManifest(dir);
  if (manifest && manifest.schemaVersion !== SCHEMA_VERSION) {
    throw new UserError('SNAPSHOTS_OUTDATED', {
      what: `The snapshots in ${dir} were written by another version of the content schemas (${manifest.schemaVersion ?? 'none'}, this code has ${SCHEMA_VERSION}).`,
      why: 'The build trusts snapshots validated by the schemas it was built with, and these were not.',
      fix: 'Run `unisite sync` again (or `unisite build --sync`).',
    });
  }
  const raw = await readSnapshots(dir);
  return raw as unknown as ValidContent;
}

export class SnapshotsMissingError extends Error {
  constructor(dir: string) {
    super(`No snapshots in ${dir}: run \`unisite sync\` first (or \`unisite build --sync\`).`);
    this.name = 'SnapshotsMissingError';
  }
}

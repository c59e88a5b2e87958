// Whether dist/ holds a complete build `unisite start` may serve before it builds again: a
// build's manifest describes the version dist/ names only once that version was committed whole
// (pipeline/site-build/steps/10-commit.ts; a shard's build keeps none), and a `start` whose
// images were still being encoded in the background when it was stopped left its version
// without some of them: that version is named in a note in the work folder until they all are.
import { rm, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { previousManifest } from './manifest.ts';
import { linkedVersion } from '../write/atomic-dir.ts';
import { hostDirOf } from '../write/host-dir.ts';

/** The note naming a version of dist/ that still lacks image variants. */
const imagesPendingNote = (workDir: string) => join(workDir, 'start-images-pending.json');

/** The version dist/ names when it holds a complete build; null when there is none to serve. */
export async function lastCompleteBuild(dist: string, workDir: string): Promise<string | null> {
  const version = await linkedVersion(dist);
  if (!version || !(await previousManifest(hostDirOf(dist), version))) return null;
  const pending = await readFile(imagesPendingNote(workDir), 'utf8')
    .then((text) => (JSON.parse(text) as { version?: unknown }).version)
    .catch(() => null);
  return pending === version ? null : version;
}

/** Notes that the version dist/ names now lacks image variants (until `imagesInPlace`). */
export async function imagesPending(dist: string, workDir: string): Promise<void> {
  await writeFile(imagesPendingNote(workDir), JSON.stringify({ version: await linkedVersion(dist) }));
}

/** Every variant is in dist/ now: its build is complete. */
export async function imagesInPlace(workDir: string): Promise<void> {
  await rm(imagesPendingNote(workDir), { force: true });
}

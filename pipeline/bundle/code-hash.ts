// The code hash: one digest of every source file that can change what a build writes (the site's
// components and styles, themes, the pipeline, the content schemas, generated code, the locked
// dependencies). Content is not part of it: pages carry their own input hashes in the build
// manifest (docs/performance.md), so a content publish does not change the build hash and
// does not reload every open page.
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { writeWholeFile } from '../write/files.ts';

/** Folders and files, relative to the project root, whose bytes the output depends on. */
export const CODE_SOURCES = ['site', 'themes', 'pipeline', 'content/schema', 'generated', 'package-lock.json'];

const SOURCE_FILE = /\.(tsx?|mjs|js|css|json|graphql|svg)$/;
/** Tests and their snapshots live beside components but never reach a build. */
const NOT_CODE = /\.test\.tsx?$|__snapshots__|__screenshots__/;

async function filesUnder(root: string, entry: string): Promise<string[]> {
  const full = join(root, entry);
  const listed = await readdir(full, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOTDIR') return null;
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (listed === null) return [entry];
  return listed
    .filter((item) => item.isFile() && SOURCE_FILE.test(item.name))
    .map((item) => relative(root, join(item.parentPath, item.name)).split(sep).join('/'))
    .filter((file) => !NOT_CODE.test(file));
}

/**
 * sha256 over the sorted list of (path, bytes) of the code sources; 20 hex characters.
 *
 * With `recordFile` (in the work folder), the hash is kept there with the identity of every source
 * it was made from (its path, size, modification time and inode): while they are all the same, the
 * hash is the recorded one, without reading every source again at every build's start.
 */
export async function codeHash(root: string, recordFile?: string): Promise<string> {
  const files = (await Promise.all(CODE_SOURCES.map((entry) => filesUnder(root, entry)))).flat().sort();
  if (!recordFile) return hashOf(root, files);
  const identities = createHash('sha256');
  for (const file of files) {
    const { size, mtimeMs, ino } = statSync(join(root, file));
    identities.update(`${file}\0${size}:${mtimeMs}:${ino}\0`);
  }
  const sources = identities.digest('hex');
  const recorded = await readFile(recordFile, 'utf8')
    .then((text) => JSON.parse(text) as Partial<CodeHashRecord>)
    .catch(() => undefined);
  if (recorded?.sources === sources && typeof recorded.hash === 'string') return recorded.hash;
  const hash = await hashOf(root, files);
  await writeWholeFile(recordFile, JSON.stringify({ sources, hash } satisfies CodeHashRecord));
  return hash;
}

/** The code hash and the identities of the sources it was made from, kept between builds. */
interface CodeHashRecord {
  sources: string;
  hash: string;
}

async function hashOf(root: string, files: readonly string[]): Promise<string> {
  const digest = createHash('sha256');
  const contents = await Promise.all(files.map((file) => readFile(join(root, file))));
  files.forEach((file, index) => {
    digest
      .update(file)
      .update('\0')
      .update(contents[index] as Buffer)
      .update('\0');
  });
  return digest.digest('hex').slice(0, 20);
}

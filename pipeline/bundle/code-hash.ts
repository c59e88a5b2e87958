// The code hash: one digest of every source file that can change what a build writes (the site's
// components and styles, themes, the pipeline, the content schemas, generated code, the locked
// dependencies). Content is not part of it: pages carry their own input hashes in the build
// manifest (docs/performance.md), so a content publish does not change the build hash and
// does not reload every open page.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

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

/** sha256 over the sorted list of (path, bytes) of the code sources; 20 hex characters. */
export async function codeHash(root: string): Promise<string> {
  const files = (await Promise.all(CODE_SOURCES.map((entry) => filesUnder(root, entry)))).flat().sort();
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

import { randomUUID } from 'node:crypto';
import { constants, copyFileSync, linkSync, mkdirSync, readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import pLimit from 'p-limit';

/** Writes a file under a root folder, creating its parent folders. */
export async function writeOut(root: string, file: string, content: string | Uint8Array): Promise<void> {
  const target = join(root, file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, content);
}

/**
 * Replaces `file` whole: written beside it under a name of its own, then renamed over it, so that
 * a process killed meanwhile leaves the old file or the new one, and two writing at once never
 * mix their bytes. Its folder is made if missing.
 */
export async function writeWholeFile(file: string, content: string | Uint8Array): Promise<void> {
  const temporary = `${file}.tmp-${process.pid}-${randomUUID()}`;
  try {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(temporary, content);
    await rename(temporary, file);
  } finally {
    await rm(temporary, { force: true });
  }
}

/**
 * Creates folders under a root (relative paths, parents included), parents first and many at a
 * time: a folder per page is tens of thousands of mkdir calls, each slow on a busy disk, and one
 * at a time they were most of a one-document rebuild's write phase. Returns the
 * absolute paths of every folder it made.
 */
export async function makeFolders(root: string, folders: Iterable<string>): Promise<Set<string>> {
  const all = withParents(folders);
  const byDepth = new Map<number, string[]>();
  for (const folder of all) {
    const depth = folder.split('/').length;
    const level = byDepth.get(depth);
    if (level) level.push(folder);
    else byDepth.set(depth, [folder]);
  }
  const limit = pLimit(64);
  for (const depth of [...byDepth.keys()].sort((a, b) => a - b)) {
    await Promise.all((byDepth.get(depth) ?? []).map((folder) => limit(() => mkdir(join(root, folder), { recursive: true }))));
  }
  return new Set([...all].map((folder) => join(root, folder)));
}

/** The folders (relative paths) with every parent folder of theirs. */
export function withParents(folders: Iterable<string>): Set<string> {
  const all = new Set<string>();
  for (let folder of folders) {
    while (folder !== '.' && folder !== '' && !all.has(folder)) {
      all.add(folder);
      folder = dirname(folder);
    }
  }
  return all;
}

/**
 * Makes the folder `target` goes in unless `madeDirs` (absolute paths) has it, and adds it. The
 * links, writes and folders of a build's pages are synchronous calls: tens of thousands of them a
 * build, each a few microseconds of system call, where an asynchronous call costs a round trip
 * through libuv's thread pool with its promise, several times that in CPU (docs/performance.md
 * "File system calls").
 */
export function makeParent(target: string, madeDirs: Set<string>): void {
  const parent = dirname(target);
  if (madeDirs.has(parent)) return;
  mkdirSync(parent, { recursive: true });
  madeDirs.add(parent);
}

/**
 * Gives `toDir` the files of `fromDir` (relative paths) by hard links: no bytes are copied, and
 * the files stay untouched where they are (nothing ever writes into a linked file: every output
 * of a build is a new file), so a live version keeps serving them. All or none: false (and
 * nothing left linked) when one is gone; the caller makes the files instead. Synchronous, as
 * `makeParent` says why.
 */
export function linkFiles(fromDir: string, toDir: string, files: readonly string[], madeDirs: Set<string>): boolean {
  const linked: string[] = [];
  for (const file of files) {
    const target = join(toDir, file);
    makeParent(target, madeDirs);
    try {
      linkSync(join(fromDir, file), target);
      linked.push(target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      for (const done of linked) unlinkSync(done);
      return false;
    }
  }
  return true;
}

/**
 * Links into `toDir` the files at the top of `liveDir` whose names match `name` (for what a build
 * knows unchanged without making it again), by `linkFiles`: all or none. Their names; none when
 * there is no live version or one of them is gone.
 */
export function keepLiveFiles(liveDir: string | null, toDir: string, name: RegExp, madeDirs: Set<string>): string[] {
  if (liveDir === null) return [];
  let names: string[];
  try {
    names = readdirSync(liveDir, { withFileTypes: true })
      .filter((entry) => entry.isFile() && name.test(entry.name))
      .map((entry) => entry.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return linkFiles(liveDir, toDir, names, madeDirs) ? names : [];
}

/**
 * Writes `file` under `root` as a new file, or, when `sameDir` holds the file with the same
 * bytes, links that one instead: a build's site-wide files (artefacts, assets, site data) are
 * mostly what the live version has, and creating a file costs the disk far more than linking one (the
 * live version is never written into, so sharing its file is safe). Synchronous, as
 * `makeParent` says why.
 */
export function placeFile(root: string, file: string, content: string | Uint8Array, sameDir: string | null, madeDirs: Set<string>): void {
  const target = join(root, file);
  makeParent(target, madeDirs);
  if (sameDir !== null) {
    const bytes = typeof content === 'string' ? Buffer.from(content) : content;
    const from = join(sameDir, file);
    let same = false;
    try {
      same = statSync(from).size === bytes.length && readFileSync(from).equals(bytes);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' && (error as NodeJS.ErrnoException).code !== 'EISDIR') throw error;
    }
    if (same) return replacing(target, () => linkSync(from, target));
  }
  // Never into an existing file ('wx'): it may be a link to the live version's.
  replacing(target, () => writeFileSync(target, content, { flag: 'wx' }));
}

/**
 * Places the file `from` as `file` under `root` by a hard link: for files nothing ever writes
 * into once made, such as the kept bundle's client assets (pipeline/bundle), which every version
 * of the site then shares without a byte read or copied. Copied instead where links cannot be
 * made (`from` on another file system, or one without hard links). Synchronous, as `makeParent`
 * says why.
 */
export function placeLinked(root: string, file: string, from: string, madeDirs: Set<string>): void {
  const target = join(root, file);
  makeParent(target, madeDirs);
  try {
    replacing(target, () => linkSync(from, target));
  } catch (error) {
    if (!['EXDEV', 'EPERM', 'EMLINK'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
    replacing(target, () => copyFileSync(from, target, constants.COPYFILE_EXCL));
  }
}

/** Makes `target` by `make`, removing what is there first when it exists already (a file written twice). */
function replacing(target: string, make: () => void): void {
  try {
    make();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    unlinkSync(target);
    make();
  }
}

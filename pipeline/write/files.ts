import { randomUUID } from 'node:crypto';
import { constants, copyFileSync, linkSync, mkdirSync, readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';

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
 * Creates folders under a root (relative paths, parents included), parents first: a folder per
 * page is tens of thousands of mkdir calls. They are made by a worker thread of their own, one
 * synchronous call after another, while this thread goes on: through libuv's thread pool each call
 * cost several times its system call in CPU (20,000 folders: 1.7 CPU-s against 0.65), and the
 * calls queued there held up every other file operation of the build until they were done. A few
 * folders are made here and now. Returns the absolute paths of every folder it made.
 */
export async function makeFolders(root: string, folders: Iterable<string>): Promise<Set<string>> {
  const all = withParents(folders);
  // Parents first: a parent's path is a prefix of its folder's, so shorter ones first.
  const ordered = [...all].sort((a, b) => a.length - b.length);
  const paths = ordered.map((folder) => join(root, folder));
  if (paths.length <= FOLDERS_HERE) for (const path of paths) mkdirSync(path, { recursive: true });
  else await makeFoldersApart(paths);
  return new Set(paths);
}

/** Up to this many folders are made on the calling thread (a worker's start costs more). */
const FOLDERS_HERE = 256;

/** The worker `makeFoldersApart` starts: makes each folder it is given, in order, and says how it went. */
const FOLDER_MAKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { mkdirSync } = require('node:fs');
try {
  for (const path of workerData) mkdirSync(path, { recursive: true });
  parentPort.postMessage(null);
} catch (error) {
  parentPort.postMessage({ message: error.message, code: error.code, syscall: error.syscall, path: error.path });
}
`;

/** Makes the folders (absolute paths, parents first) in a worker thread; rejects with the file system's error. */
function makeFoldersApart(paths: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(FOLDER_MAKER, { eval: true, workerData: paths });
    type Failure = Pick<NodeJS.ErrnoException, 'message' | 'code' | 'syscall' | 'path'>;
    worker.once('message', (failure: Failure | null) => {
      if (failure) reject(Object.assign(new Error(failure.message), failure));
      else resolve();
    });
    worker.once('error', reject);
    // Settled already, unless the worker ended without a word (it was stopped).
    worker.once('exit', (code) => reject(new Error(`the worker making the build's folders ended (exit code ${code}) before it was done`)));
  });
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

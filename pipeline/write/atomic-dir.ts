// Every folder a user could lose (content/snapshots, dist) is crash-safe: at every instant a
// complete old or complete new copy exists under its name (docs/crash-safety.md).
//
// The name is a symbolic link to a versioned sibling folder (`.dist.v-<id>`). A new version is
// written into `.dist.tmp-<id>`, renamed to `.dist.v-<id>` once complete, and published by
// renaming a fresh link over the old one: rename(2) replaces a link atomically, so a reader (or
// a SIGKILL) sees the old version or the new one, never neither. Node cannot reach Linux's
// renameat2(RENAME_EXCHANGE), which could swap two real folders; a link works on every POSIX system.
import { renameSync } from 'node:fs';
import { lstat, mkdir, readdir, readFile, readlink, rename, rm, stat, symlink } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';
import { spawn } from 'node:child_process';
import { heldVersions } from './reader-lease.ts';
import { markSwitched, undoOnInterrupt } from './interrupt.ts';
import { pauseAt } from './test-pause.ts';

export interface StagedDir {
  /** Write everything here. */
  path: string;
  /** The version folder's name once committed (a sibling of the target), e.g. `.dist.v-<id>`. */
  versionName: string;
  /**
   * Publish the staged folder under the target's name. The superseded version is removed before
   * this returns; with `removePrevious: 'background'` renamed aside and removed by a detached
   * process, so the caller does not wait for tens of thousands of unlinks; with `'keep'` kept as
   * the spare (`recycleSpare`), and an older spare removed in the background.
   */
  commit(options?: { removePrevious?: 'wait' | 'background' | 'keep' }): Promise<void>;
  /** Throw the staged folder away (the target is untouched); removed in the background. */
  discard(): Promise<void>;
}

/** Sortable by creation time: base-36 milliseconds, then the pid and a little randomness. */
function versionId(): string {
  return `${Date.now().toString(36).padStart(9, '0')}-${process.pid}-${randomBytes(3).toString('hex')}`;
}

function siblings(target: string) {
  const parent = dirname(target);
  const name = basename(target);
  return {
    parent,
    name,
    temp: (id: string) => join(parent, `.${name}.tmp-${id}`),
    version: (id: string) => join(parent, `.${name}.v-${id}`),
    link: (id: string) => join(parent, `.${name}.link-${id}`),
    /** A superseded version on its way out: never restored, always removable. */
    trash: (id: string) => join(parent, `.${name}.trash-${id}`),
    /**
     * The version before the live one, kept to be made into the next version in place
     * (`recycleSpare`): named after the version it was, `.dist.v-<id>` → `.dist.spare-<id>`.
     */
    spare: (versionName: string) => join(parent, versionName.replace(`.${name}.v-`, `.${name}.spare-`)),
    isSpare: (entry: string) => entry.startsWith(`.${name}.spare-`),
    versionOfSpare: (entry: string) => entry.replace(`.${name}.spare-`, `.${name}.v-`),
    /** Sibling names this module (or the two-rename swap before it) may leave behind. */
    isLeftover: (entry: string) =>
      [`.${name}.tmp-`, `.${name}.link-`, `.${name}.trash-`, `.${name}.old-`, `.${name}.v-`, `${name}.tmp-`, `${name}.old-`].some(
        (prefix) => entry.startsWith(prefix),
      ),
    isVersion: (entry: string) => entry.startsWith(`.${name}.v-`),
    isTrash: (entry: string) => entry.startsWith(`.${name}.trash-`),
    /** Complete copies a killed run may have left while the name was missing. */
    isCompleteCopy: (entry: string) =>
      entry.startsWith(`.${name}.v-`) || entry.startsWith(`.${name}.old-`) || entry.startsWith(`${name}.old-`),
  };
}

const missing = (error: NodeJS.ErrnoException) => {
  if (error.code === 'ENOENT') return null;
  throw error;
};

/** The version folder the target's link names, or null for a real folder, a dangling link or nothing. */
export async function linkedVersion(target: string): Promise<string | null> {
  const info = await lstat(target).catch(missing);
  if (!info?.isSymbolicLink()) return null;
  const pointee = await readlink(target);
  return (await stat(join(dirname(target), pointee)).catch(missing)) ? basename(pointee) : null;
}

/** Points the target's name at `versionName` (a sibling) in one rename. */
async function switchLink(target: string, versionName: string, id: string): Promise<void> {
  const names = siblings(target);
  const link = names.link(id);
  await symlink(versionName, link);
  const info = await lstat(target).catch(missing);
  if (info?.isDirectory()) {
    // A real folder (written by an older unisite, or copied by hand) cannot be replaced by a
    // link in one step. Moving it aside as a version first leaves the name missing for one
    // rename, once; a killed run is repaired by `recoverDir` from the complete versions.
    await rename(target, names.version(`${versionId()}-moved`));
    await pauseAt(`swap:${names.name}:moving-real-folder`);
  }
  await rename(link, target);
}

export async function stageDir(target: string): Promise<StagedDir> {
  const id = versionId();
  const staged = siblings(target).temp(id);
  await mkdir(staged, { recursive: true });
  return stagedAt(target, id);
}

/**
 * The spare version (the one before the live one, kept by a commit with `removePrevious: 'keep'`)
 * taken as the staged folder of the next version, with the name of the version it was: the
 * caller makes it into the new version in place, and must know from its own records what that
 * version held. Null when there is no spare. One rename makes it a temporary folder, so a run
 * killed while it is being changed leaves nothing a recovery would restore.
 */
export async function recycleSpare(target: string): Promise<{ staged: StagedDir; wasVersion: string } | null> {
  const names = siblings(target);
  const spare = (await readdir(names.parent).catch(missing))?.filter(names.isSpare).sort(byAge).at(-1);
  if (!spare) return null;
  const id = versionId();
  await rename(join(names.parent, spare), names.temp(id));
  return { staged: stagedAt(target, id), wasVersion: names.versionOfSpare(spare) };
}

/** The staged folder `.<name>.tmp-<id>` (it exists), committed as `.<name>.v-<id>`. */
function stagedAt(target: string, id: string): StagedDir {
  const names = siblings(target);
  const staged = names.temp(id);
  // Ctrl+C before the commit: the unfinished version goes, the target stays as it was.
  const forget = undoOnInterrupt(() => {
    const trash = names.trash(id);
    renameSync(staged, trash);
    removeDetached(trash);
  });
  return {
    path: staged,
    versionName: basename(names.version(id)),
    async commit({ removePrevious = 'wait' } = {}) {
      await pauseAt(`swap:${names.name}:staged`);
      const version = names.version(id);
      forget();
      // From here an interrupt leaves an unpublished `.v-` version, which the next run removes.
      await rename(staged, version);
      await pauseAt(`swap:${names.name}:versioned`);
      const previous = await linkedVersion(target);
      await switchLink(target, basename(version), id);
      markSwitched(target);
      await pauseAt(`swap:${names.name}:switched`);
      // Readers that resolved the old link a moment ago may still be reading it; they hold open
      // files, which outlive the unlink on POSIX. A reader that holds the version for its whole
      // run (a build, pipeline/write/reader-lease.ts) keeps it: a later run removes it (recoverDir).
      if (!previous || previous === basename(version)) return;
      const held = await heldVersions(target);
      if (held.has(previous) || held.has('*')) return;
      if (removePrevious === 'wait') {
        await rm(join(names.parent, previous), { recursive: true, force: true });
        return;
      }
      if (removePrevious === 'keep') {
        // One spare: an older one (a build that did not recycle it) goes.
        for (const entry of (await readdir(names.parent)).filter(names.isSpare)) {
          await moveToTrash(join(names.parent, entry), names.trash(`${versionId()}-spare`));
        }
        await rename(join(names.parent, previous), names.spare(previous));
        return;
      }
      // One rename takes it out of the versions a recovery could restore; if the detached
      // removal is killed, the next run's recoverDir removes what is left of it.
      await moveToTrash(join(names.parent, previous), names.trash(id));
    },
    async discard() {
      forget();
      // Renamed out of the way at once; a recycled spare holds tens of thousands of files.
      await moveToTrash(staged, names.trash(id)).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') await rm(staged, { recursive: true, force: true });
      });
    },
  };
}

/** Renames a folder to a trash name and removes it in the background. */
export async function moveToTrash(path: string, trash: string): Promise<void> {
  await rename(path, trash);
  removeDetached(trash);
}

/** A trash folder beside `target` for what a run removes in the background (`moveToTrash`, `removeDetached`). */
export function trashFor(target: string): string {
  return siblings(target).trash(versionId());
}

const REMOVER = (path: string) => ['rm', '-rf', path];

/** Removes a folder in a process of its own that outlives this one (POSIX `rm`). */
export function removeDetached(path: string): void {
  const [command, ...args] = REMOVER(path) as [string, ...string[]];
  const child = spawn(command, args, { detached: true, stdio: 'ignore' });
  // A failed spawn leaves the folder to the next run's recoverDir.
  child.on('error', () => undefined);
  child.unref();
}

/** Whether a process's command line (`/proc/<pid>/cmdline`: arguments ended by NUL) is the removal of `path`. */
export function isRemovalOf(cmdline: string, path: string): boolean {
  return cmdline === `${REMOVER(path).join('\0')}\0`;
}

/**
 * Whether a detached removal of `path` is running: two would walk the same tree side by side.
 * Linux lists processes in /proc; where it cannot be read the answer is no, and a second
 * removal is started (harmless, only more disk work).
 */
async function removalRunning(path: string): Promise<boolean> {
  const pids = ((await readdir('/proc').catch(() => [])) as string[]).filter((entry) => /^\d+$/.test(entry));
  for (const pid of pids) {
    if (isRemovalOf(await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => ''), path)) return true;
  }
  return false;
}

/**
 * Repairs what a killed run left (call it holding the folder's lock): a missing name is linked
 * to the newest complete copy, then every temporary, unpublished or superseded sibling is
 * removed. Returns what it did, for the reporter.
 */
export async function recoverDir(target: string): Promise<{ restored: string | null; removed: string[] }> {
  const names = siblings(target);
  const entries = (await readdir(names.parent).catch(missing)) ?? [];
  let restored: string | null = null;
  let current = await linkedVersion(target);
  const info = await lstat(target).catch(missing);
  const realFolder = Boolean(info?.isDirectory());
  if (!current && !realFolder) {
    const newest = entries.filter(names.isCompleteCopy).sort(byAge).at(-1);
    if (newest) {
      const id = versionId();
      const version = names.isVersion(newest) ? newest : basename(names.version(`${id}-restored`));
      if (version !== newest) await rename(join(names.parent, newest), join(names.parent, version));
      await switchLink(target, version, id);
      restored = version;
      current = version;
    }
  }
  const removed: string[] = [];
  // Versions a running reader holds (a build of the snapshots a sync has replaced since) stay
  // until it ends; '*': a reader is resolving the link now, and holds the current version.
  const held = await heldVersions(target);
  for (const entry of await readdir(names.parent).catch(() => [])) {
    // Not a leftover: the spare, a complete older version that a build may make into its next (recycleSpare).
    if (!names.isLeftover(entry) || entry === current || held.has(entry)) continue;
    if (names.isTrash(entry)) {
      // A superseded version on its way out, most often still being removed by the detached
      // process of the run before (tens of thousands of files: a build started right after a
      // build used to wait a long while for it). Nothing reads it, so this run does not wait either; it
      // starts a removal only when none is running (one whose removal was killed).
      const trash = join(names.parent, entry);
      if (!(await removalRunning(trash))) removeDetached(trash);
      continue;
    }
    await rm(join(names.parent, entry), { recursive: true, force: true });
    removed.push(entry);
  }
  return { restored, removed };
}

/** Oldest first: versions carry their creation time in their name; older swaps' folders a timestamp suffix. */
function byAge(a: string, b: string): number {
  const key = (entry: string) => {
    const version = /\.(?:v|spare)-([0-9a-z]{9})-/.exec(entry);
    if (version?.[1]) return Number.parseInt(version[1], 36);
    const stamp = /-(\d{13})$/.exec(entry);
    return stamp?.[1] ? Number(stamp[1]) : 0;
  };
  return key(a) - key(b);
}

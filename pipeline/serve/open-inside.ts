// What `unisite serve` may send: a regular file whose real path lies inside the version of
// dist/ the request resolved. dist/ itself is a link to that version (docs/crash-safety.md), and
// everything a build puts in a version is a file of its own or a hard link (the client's assets
// share the kept bundle's files by hard link: the same file, under a name inside the version),
// so a build never needs a symbolic link inside dist/. One placed there by hand, or by another
// tool, is followed only while it stays inside the version; one leading anywhere else (the work
// folder, the snapshots, /etc) is answered as a missing file.
//
// The file is opened first and its place checked on the open file (Linux names it in
// /proc/self/fd), so a link swapped in between a check and the open cannot send another file.
// Where /proc is missing, the path is resolved after the open and must be the same file.
import { constants, type Stats } from 'node:fs';
import { open, readlink, realpath, stat, type FileHandle } from 'node:fs/promises';

/** The version a request was answered from was switched away and removed meanwhile. */
export class VersionGone extends Error {}

/** Where the open file is now; undefined when it was removed. */
async function placeOf(handle: FileHandle, path: string): Promise<string | undefined> {
  const proc = await readlink(`/proc/self/fd/${handle.fd}`).catch(() => undefined);
  if (proc !== undefined) return proc.endsWith(' (deleted)') ? undefined : proc;
  const real = await realpath(path).catch(() => undefined);
  if (real === undefined) return undefined;
  const [opened, named] = await Promise.all([handle.stat(), stat(real)]);
  return opened.ino === named.ino && opened.dev === named.dev ? real : undefined;
}

/**
 * Opens `file` (a path under `root`, the version's real path ending in a separator) when it is a
 * regular file inside the version: its handle and size, else undefined. Throws VersionGone when
 * the file was found but its version has been removed since (the request is answered again).
 */
export async function openInside(root: string, file: string): Promise<{ handle: FileHandle; size: number } | undefined> {
  let handle: FileHandle;
  try {
    // Non-blocking: a FIFO placed in dist/ must not hold the request (it is refused below).
    handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch {
    if (!(await exists(root))) throw new VersionGone();
    return undefined;
  }
  let stats: Stats;
  let place: string | undefined;
  try {
    stats = await handle.stat();
    place = stats.isFile() ? await placeOf(handle, file) : undefined;
  } catch (error) {
    await handle.close();
    throw error;
  }
  if (place?.startsWith(root)) return { handle, size: stats.size };
  await handle.close();
  // Removed with its version (renamed to the trash, or unlinked) while this request read it.
  if (stats.isFile() && !(await exists(root))) throw new VersionGone();
  return undefined;
}

/** Whether the version folder (its path ends in a separator) is still there under its name. */
const exists = (root: string): Promise<boolean> =>
  stat(root.slice(0, -1)).then(
    () => true,
    () => false,
  );

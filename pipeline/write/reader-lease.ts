// A reader of a versioned folder (a build reading content/snapshots) holds one version from its
// start to its end, whatever a writer switches meanwhile (docs/crash-safety.md "Readers that
// hold a version"). It resolves the link once and reads every file from the version's own path,
// and it leaves a lease beside the folder, `.<name>.reader-<pid>-<id>`, naming that version; a
// writer that switches the link does not remove a version a running reader's lease names, and a
// later run (recoverDir) removes it once no running process holds it.
//
// The order makes it safe without a lock: the reader writes its lease before it resolves the
// link, and the writer reads the leases after it switched the link. A lease the writer misses was
// written after the switch, so its reader resolved the new version; a lease written before the
// switch may still name nothing (its reader between the two steps), and then protects every version.
import { randomBytes } from 'node:crypto';
import { readdir, readFile, realpath, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { isRunning, thisProcess, type ProcessIdentity } from './process-identity.ts';

interface Lease extends ProcessIdentity {
  /** The version folder's name (`.snapshots.v-<id>`); null until the link is resolved. */
  version: string | null;
}

const prefix = (target: string) => `.${basename(target)}.reader-`;

export interface HeldVersion {
  /** The version's own path: read everything from here. The folder's path when it is not a link to a version. */
  dir: string;
  /** Ends the lease; the version may be removed from then on. */
  release(): Promise<void>;
}

/** Resolves `target` once and keeps the version it names from being removed until `release`. */
export async function holdVersion(target: string): Promise<HeldVersion> {
  const parent = dirname(resolve(target));
  const file = join(parent, `${prefix(target)}${process.pid}-${randomBytes(4).toString('hex')}`);
  const me = thisProcess();
  // A writer reading it while it is (re)written finds it empty or cut short: then it counts as
  // holding every version, which is safe.
  const write = (lease: Lease) => writeFile(file, JSON.stringify(lease));
  await write({ ...me, version: null });
  const release = () => unlink(file).catch(() => undefined);
  let dir: string;
  try {
    dir = await realpath(target);
  } catch {
    // Nothing there: the reader reports it by the name it was given.
    await release();
    return { dir: target, release: async () => undefined };
  }
  // Only a sibling version can be held; a real folder (written by an older unisite) is read
  // through its name, as before.
  if (dirname(dir) !== (await realpath(parent)) || relative(parent, dir).includes(sep)) {
    await release();
    return { dir: target, release: async () => undefined };
  }
  await write({ ...me, version: basename(dir) });
  return { dir, release };
}

/**
 * The versions beside `target` that running readers hold; `'*'` when one is still resolving the
 * link (it may hold any). Leases of processes that are gone are removed.
 */
export async function heldVersions(target: string): Promise<Set<string>> {
  const parent = dirname(resolve(target));
  const held = new Set<string>();
  const entries = await readdir(parent).catch(() => [] as string[]);
  for (const entry of entries.filter((name) => name.startsWith(prefix(target)))) {
    let lease: Lease;
    try {
      lease = JSON.parse(await readFile(join(parent, entry), 'utf8')) as Lease;
    } catch (error) {
      // Released meanwhile; or being written (or left empty by a reader killed then): its process
      // id is in its name.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      const pid = Number(/^(\d+)-/.exec(entry.slice(prefix(target).length))?.[1]);
      lease = { pid, host: hostname(), version: null };
    }
    if (!isRunning(lease)) {
      await unlink(join(parent, entry)).catch(() => undefined);
      continue;
    }
    held.add(lease.version ?? '*');
  }
  return held;
}

/** Whether a sibling name is a reader's lease of `target`. */
export const isLease = (target: string, entry: string): boolean => entry.startsWith(prefix(target));

// One writer per folder: `unisite sync` and `unisite build` hold `.<name>.lock` beside the folder
// they replace, so two runs cannot interleave their swaps (docs/crash-safety.md, "Locking").
// A lock whose process is gone (killed, crashed, a zombie, or its id now another process's:
// pipeline/write/process-identity.ts) is stale and taken over at once; the run that takes the
// folder then removes what the killed run left behind.
import { randomBytes } from 'node:crypto';
import { readFileSync, unlinkSync } from 'node:fs';
import { link, mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { userError, warning } from '../errors/index.ts';
import { recoverDir } from './atomic-dir.ts';
import { undoOnInterrupt } from './interrupt.ts';
import { isRunning, thisProcess, type ProcessIdentity } from './process-identity.ts';
import { pauseAt } from './test-pause.ts';

interface Holder extends ProcessIdentity {
  command: string;
  since: string;
}

export function lockFile(target: string): string {
  return join(dirname(target), `.${basename(target)}.lock`);
}

async function readHolder(file: string): Promise<Holder | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Holder;
  } catch {
    // Unreadable: a run killed between creating and writing the file.
    return null;
  }
}

async function acquire(target: string, command: string): Promise<() => Promise<void>> {
  const file = lockFile(target);
  await mkdir(dirname(file), { recursive: true });
  const me: Holder = { ...thisProcess(), command, since: new Date().toISOString() };
  const own = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
  // Written whole under a name of its own, then linked to the lock's name: link(2) fails when
  // the name exists, like O_EXCL, and the lock is never seen empty or half-written.
  await writeFile(own, JSON.stringify(me));
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await link(own, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const holder = await readHolder(file);
        if (holder && isRunning(holder)) throw locked(target, file, holder);
        if (attempt > 2) throw error;
        await takeOver(target, file);
      }
    }
  } finally {
    await unlink(own).catch(() => undefined);
  }
  // Ctrl+C gives the lock back at once (a lock of a process that is gone would be taken over anyway).
  const forget = undoOnInterrupt(() => {
    if ((JSON.parse(readFileSync(file, 'utf8')) as Holder).pid === process.pid) unlinkSync(file);
  });
  return async () => {
    forget();
    const holder = await readHolder(file);
    if (holder?.pid === process.pid) await unlink(file).catch(() => undefined);
  };
}

function locked(target: string, file: string, holder: Holder) {
  return userError('FOLDER_LOCKED', {
    folder: target,
    lockFile: file,
    command: holder.command,
    pid: holder.pid,
    host: holder.host,
    since: holder.since,
  });
}

/**
 * Removes a stale lock (its process is gone). Renamed away first and read again: two runs that
 * both found it stale must not both remove it, the second removing the lock the first has just
 * taken. A live lock renamed by mistake is linked back.
 */
async function takeOver(target: string, file: string): Promise<void> {
  const claimed = `${file}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await rename(file, claimed);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const holder = await readHolder(claimed);
  try {
    if (holder && isRunning(holder)) {
      await link(claimed, file).catch(() => undefined);
      throw locked(target, file, holder);
    }
  } finally {
    await unlink(claimed).catch(() => undefined);
  }
}

/**
 * Runs `work` holding the folder's lock, after repairing what killed runs left behind
 * (a missing name relinked to its newest complete copy, temporary folders removed).
 */
export async function withFolderLock<T>(
  target: string,
  command: string,
  work: () => Promise<T>,
  warn: (message: string) => void = () => undefined,
): Promise<T> {
  const release = await acquire(target, command);
  try {
    const { restored, removed } = await recoverDir(target);
    if (restored) warn(warning('FOLDER_RESTORED', { folder: target, from: restored }));
    if (removed.length > 0) warn(warning('LEFTOVERS_REMOVED', { folder: target, count: removed.length }));
    await pauseAt(`lock:${basename(target)}:held`);
    return await work();
  } finally {
    await release();
  }
}

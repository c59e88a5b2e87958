// One writer per folder: `unisite sync` and `unisite build` hold `.<name>.lock` beside the folder
// they replace, so two runs cannot interleave their swaps (docs/crash-safety.md, "Locking").
// A lock whose process is gone (killed, crashed) is stale and taken over; the run that takes
// the folder then removes what the killed run left behind.
import { mkdir, open, readFile, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { userError } from '../errors.ts';
import { recoverDir } from './atomic-dir.ts';
import { pauseAt } from './test-pause.ts';

interface Holder {
  pid: number;
  host: string;
  command: string;
  since: string;
}

export function lockFile(target: string): string {
  return join(dirname(target), `.${basename(target)}.lock`);
}

function alive(holder: Holder): boolean {
  // Another machine's process cannot be checked: treat its lock as held (shared folders).
  if (holder.host !== hostname()) return true;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
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
  const me: Holder = { pid: process.pid, host: hostname(), command, since: new Date().toISOString() };
  for (let attempt = 0; ; attempt += 1) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(JSON.stringify(me));
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = await readHolder(file);
      if (holder && (holder.pid === process.pid || alive(holder))) {
        throw userError('FOLDER_LOCKED', {
          what: `${target} is being written by \`${holder.command}\` (process ${holder.pid} on ${holder.host}, since ${holder.since}).`,
          why: 'Two runs replacing the same folder at once would interleave their work.',
          fix: `Wait for that run to finish and try again. If no such process exists any more, delete ${file}.`,
        });
      }
      if (attempt > 0) throw error;
      await unlink(file).catch(() => undefined);
    }
  }
  return async () => {
    const holder = await readHolder(file);
    if (holder?.pid === process.pid) await unlink(file).catch(() => undefined);
  };
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
    if (restored) warn(`${target} was missing after an interrupted run: restored it from ${restored}`);
    if (removed.length > 0) warn(`removed ${removed.length} folder(s) left by interrupted runs beside ${target}`);
    await pauseAt(`lock:${basename(target)}:held`);
    return await work();
  } finally {
    await release();
  }
}

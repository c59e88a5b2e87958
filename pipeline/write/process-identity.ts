// Which process holds a lock or a reader's lease (pipeline/write/lock.ts, reader-lease.ts): its
// id alone is not enough. A killed process can stay a zombie (its parent, or a container's first
// process, never collects it) and still answer `kill(pid, 0)`; and after a restart, or many
// processes later, the same id names another process. So a holder records its id, when it started
// (Linux: /proc/<pid>/stat, in clock ticks since boot) and the boot's id, and it is running only
// when all three still match. Where /proc cannot be read, the id alone decides.
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';

export interface ProcessIdentity {
  pid: number;
  host: string;
  /** The process's start, in clock ticks since boot (Linux); absent where unknown. */
  started?: string | undefined;
  /** /proc/sys/kernel/random/boot_id (Linux); absent where unknown. */
  boot?: string | undefined;
}

function readProc(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** State and start time of a process from /proc/<pid>/stat (the fields after the name, which may hold spaces). */
function procStat(pid: number): { state: string; started: string } | undefined {
  const text = readProc(`/proc/${pid}/stat`);
  if (!text) return undefined;
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // Field 3 is the state, field 22 the start time; the list above starts at field 3.
  const state = fields[0];
  const started = fields[19];
  return state && started ? { state, started } : undefined;
}

const bootId = (): string | undefined => readProc('/proc/sys/kernel/random/boot_id')?.trim();

/** This process, as a lock or a lease records it. */
export function thisProcess(): ProcessIdentity {
  return { pid: process.pid, host: hostname(), started: procStat(process.pid)?.started, boot: bootId() };
}

/**
 * Whether the process a lock or lease names is still running. A process of another machine
 * (a shared folder) cannot be checked: it counts as running.
 */
export function isRunning(holder: ProcessIdentity): boolean {
  if (holder.host !== hostname()) return true;
  const boot = bootId();
  if (holder.boot && boot && holder.boot !== boot) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = procStat(holder.pid);
  if (!stat) return true;
  // A zombie (Z) or a dying process (X) holds nothing any more.
  if (stat.state === 'Z' || stat.state === 'X') return false;
  return !holder.started || holder.started === stat.started;
}

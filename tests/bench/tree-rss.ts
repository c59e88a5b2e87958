// The resident memory of a process and every process below it (Vite's child, the Pagefind
// indexers), sampled from /proc: what the machine must have free while a step runs. A process's
// own `maxRSS` leaves its children out, and the kernel's figure for children is the largest one,
// not their sum. Shared pages (a library mapped by several processes) count once per process,
// so the sum errs high, never low. Linux only; elsewhere it reports 0.
import { readFileSync, readdirSync } from 'node:fs';

const PAGE_BYTES = 4096;

/** Every process's parent and resident bytes, from /proc/<pid>/stat. */
function processes(): Map<number, { parent: number; rss: number }> {
  const found = new Map<number, { parent: number; rss: number }>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return found;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // After the command name (which may hold spaces): state is field 3, ppid 4, rss 24.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      found.set(Number(entry), { parent: Number(fields[1]), rss: Number(fields[21]) * PAGE_BYTES });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return found;
}

/** Resident bytes of `root` and its descendants now. */
export function treeRssBytes(root: number): number {
  const all = processes();
  const children = new Map<number, number[]>();
  for (const [pid, { parent }] of all) {
    const siblings = children.get(parent);
    if (siblings) siblings.push(pid);
    else children.set(parent, [pid]);
  }
  let total = 0;
  const pending = [root];
  while (pending.length > 0) {
    const pid = pending.pop() as number;
    total += all.get(pid)?.rss ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Samples the tree under `root` every `intervalMs` until stopped; `stop` returns the peak in MiB. */
export function sampleTreeRss(root: number, intervalMs = 50): { stop: () => number } {
  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, treeRssBytes(root));
  };
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return peak / 2 ** 20;
    },
  };
}

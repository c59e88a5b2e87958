// CPU time of the processes a benchmark waited for, from /proc.
import { readFileSync } from 'node:fs';

/**
 * CPU seconds of the child processes this one has waited for (the search indexer is a binary
 * of its own): /proc's cutime and cstime, in clock ticks of 1/100 s on Linux; 0 elsewhere.
 */
export function childCpuSeconds(): number {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the command name: state is field 3, cutime field 16 and cstime field 17.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return 0;
  }
}

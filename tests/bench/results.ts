// The benchmarks' history (docs/performance.md "Reading the results"): each bench run appends one
// record, a line of JSON, to docs/benchmarks/results.jsonl, saying when it ran, on what machine, from
// which commit, with what command, and its figures. Figures belong there, not in prose or
// comments, where nothing says what they were measured on and they go stale unseen.
// `--no-record` (or UNISITE_BENCH_RESULTS=off) leaves the file alone; UNISITE_BENCH_RESULTS=<file>
// appends elsewhere.
import { execFileSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
export const RESULTS_FILE = resolve(root, 'docs/benchmarks/results.jsonl');

export interface BenchRecord {
  /** When the run ended, ISO 8601 (seeded records from the old notes carry the day only). */
  date: string;
  /** Which benchmark: build, images, runtime, page-js, lighthouse (and, seeded, hand measurements). */
  bench: string;
  /** The command as typed, so the run can be repeated. */
  command: string;
  /** The commit the code was at, with `+` when the work tree had changes; null when unknown. */
  commit: string | null;
  machine: { cores: number; cpu?: string; memoryGiB?: number; node: string | null; loadAverage?: number[]; note?: string };
  /** What the run was for, in a few words (`--note "…"`), or null. */
  note: string | null;
  figures: Record<string, unknown>;
}

function commit(): string | null {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8' }).trim();
    return dirty ? `${head}+` : head;
  } catch {
    return null;
  }
}

/** The value of `--note "…"` on the command line, if any. */
export function noteArgument(args = process.argv.slice(2)): string | null {
  const at = args.indexOf('--note');
  return at >= 0 ? (args[at + 1] ?? null) : null;
}

/** The command that started this process, as a user would type it: the npm script when there is one. */
function commandLine(script: string, args: string[]): string {
  const shown = args.map((arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : JSON.stringify(arg)));
  return shown.length > 0 ? `npm run ${script} -- ${shown.join(' ')}` : `npm run ${script}`;
}

/**
 * Appends one record for this run to the results file (and says where), unless `--no-record` was
 * given. `loadAtStart` is the load average when the benchmark began: with the one at its end it
 * tells how busy the shared machine was, which moves every wall-time figure.
 */
export function recordResult(script: string, bench: string, figures: Record<string, unknown>, loadAtStart?: number): void {
  const args = process.argv.slice(2);
  const target = process.env.UNISITE_BENCH_RESULTS;
  if (args.includes('--no-record') || target === 'off') return;
  const file = target ? resolve(target) : RESULTS_FILE;
  const record: BenchRecord = {
    date: new Date().toISOString(),
    bench,
    command: commandLine(script, args),
    commit: commit(),
    machine: {
      cores: availableParallelism(),
      cpu: cpus()[0]?.model.trim(),
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      loadAverage: [...(loadAtStart === undefined ? [] : [loadAtStart]), loadavg()[0] as number].map((value) => Number(value.toFixed(2))),
    },
    note: noteArgument(args),
    figures,
  };
  appendFileSync(file, `${JSON.stringify(record)}\n`);
  console.log(`recorded in ${file}`);
}

// What the build benchmarks share (build.bench.ts, peers.bench.ts): a measured step in a fresh
// process, sampled from outside, and the medians they print.
import { spawn, type SpawnOptions } from 'node:child_process';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { NODE_FLAGS, processEnv } from '../../pipeline/process-options.mjs';
import { childCpuSeconds } from './child-cpu.ts';
import { sampleTreeRss } from './tree-rss.ts';

export type Row = Record<string, number> & { phases?: Record<string, number> };

const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const once = resolve(import.meta.dirname, 'build-once.ts');

/**
 * Runs a process to its end, collecting its standard output (and its standard error when
 * `stderr` is 'pipe'), with the peak resident memory of its whole process tree (its Vite and
 * Pagefind children included), sampled from here while it runs, and its wall and CPU seconds
 * seen from here: from its start to its end, every process it waited for included.
 */
export async function runSampled(
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; stderr: 'pipe' | 'inherit'; cwd?: string },
): Promise<{ code: number | null; output: string; treePeakRssMiB: number; outerWallSeconds: number; outerCpuSeconds: number }> {
  const wall = performance.now();
  const cpu = childCpuSeconds();
  const spawnOptions: SpawnOptions = { stdio: ['ignore', 'pipe', options.stderr], env: options.env, cwd: options.cwd };
  const child = spawn(command, args, spawnOptions);
  const sampler = sampleTreeRss(child.pid as number);
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  // Null when inherited: the step's messages go straight to the terminal.
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const code = await new Promise<number | null>((done, failed) => child.on('error', failed).on('close', done));
  return {
    code,
    output,
    treePeakRssMiB: sampler.stop(),
    outerWallSeconds: (performance.now() - wall) / 1000,
    // Counted once the child is reaped, which 'close' follows.
    outerCpuSeconds: childCpuSeconds() - cpu,
  };
}

/**
 * Runs one step of build-once.ts in a fresh process and returns what it printed last (JSON),
 * with its tree's peak memory and its wall and CPU seconds seen from outside.
 */
export async function step(work: string, ...args: string[]): Promise<Row> {
  // Started as `unisite` starts a build (bin/unisite.js): the same Node flags and allocator options.
  const { code, output, treePeakRssMiB, outerWallSeconds, outerCpuSeconds } = await runSampled(
    process.execPath,
    [...NODE_FLAGS, '--import', tsx, once, args[0] as string, work, ...args.slice(1)],
    { env: processEnv(process.env), stderr: 'inherit' },
  );
  if (code !== 0) throw new Error(`bench step ${args[0]} failed (exit code ${code})`);
  const row = JSON.parse(output.trim().split('\n').pop() as string) as Row;
  Object.assign(row, { treePeakRssMiB, outerWallSeconds, outerCpuSeconds });
  return row;
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

export const round = (value: number, digits = 2): number => Number(value.toFixed(digits));

/** "median (min–max)". */
export const spread = (values: number[], digits = 2): string =>
  `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;

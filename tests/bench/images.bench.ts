// `npm run bench:images`: cold and warm runs of the image build step (SPEC §9 "Images") on the
// demo site, each in its own process. Reports medians of several runs: images, variants,
// seconds, peak memory, and variants encoded on the warm run (must be 0).
//   npm run bench:images                  # the demo site's pages, 3 runs
//   npm run bench:images -- --runs 5      # more runs
//   npm run bench:images -- --all-media   # every demo image as hero + card (a media-heavy site)
// The medians are appended to docs/benchmarks/results.jsonl (tests/bench/results.ts; `--no-record` not).
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { silentReporter } from '../../pipeline/reporter.ts';
import { sync } from '../../pipeline/sync/index.ts';
import { recordResult } from './results.ts';

interface Run {
  images: number;
  variants: number;
  encoded: number;
  seconds: number;
  /** CPU time of the process (user + system): steadier than wall time on a shared machine. */
  cpuSeconds: number;
  peakRssMb: number;
  rssBeforeMb: number;
}

const args = process.argv.slice(2);
const loadAtStart = loadavg()[0] as number;
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const mode = args.includes('--all-media') ? 'all-media' : 'site';
const root = resolve(import.meta.dirname, '../..');
const work = await mkdtemp(join(tmpdir(), 'unisite-bench-'));
const snapshotsDir = join(work, 'snapshots');
await sync({ snapshotsDir, reporter: silentReporter });

const once = (cacheDir: string): Run =>
  JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', join(root, 'tests/bench/images-run.ts'), snapshotsDir, cacheDir, mode], {
      cwd: root,
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .pop() as string,
  ) as Run;

const cold: Run[] = [];
const warm: Run[] = [];
for (let run = 1; run <= runs; run += 1) {
  const cacheDir = join(work, `cache-${run}`);
  cold.push(once(cacheDir));
  warm.push(once(cacheDir));
  process.stderr.write(`run ${run}/${runs}: cold ${cold.at(-1)?.seconds.toFixed(2)} s, warm ${warm.at(-1)?.seconds.toFixed(2)} s\n`);
}
await rm(work, { recursive: true, force: true });

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};
const row = (label: string, list: Run[]) =>
  `${label.padEnd(5)} ${String(median(list.map((r) => r.images))).padStart(6)} ${String(median(list.map((r) => r.variants))).padStart(9)} ${String(median(list.map((r) => r.encoded))).padStart(8)} ${median(
    list.map((r) => r.seconds),
  )
    .toFixed(2)
    .padStart(8)} ${median(list.map((r) => r.cpuSeconds))
    .toFixed(2)
    .padStart(8)} ${median(list.map((r) => r.peakRssMb))
    .toFixed(0)
    .padStart(13)} ${median(list.map((r) => r.rssBeforeMb))
    .toFixed(0)
    .padStart(11)}`;

console.log(`image step, ${mode === 'all-media' ? 'every demo image as hero + card' : 'demo site pages'}: medians of ${runs} runs`);
console.log(
  `run   images  variants  encoded  seconds    cpu s  peak RSS (MB)  before (MB)   (load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores)`,
);
console.log(row('cold', cold));
console.log(row('warm', warm));
const medians = (list: Run[]) =>
  Object.fromEntries(
    (['images', 'variants', 'encoded', 'seconds', 'cpuSeconds', 'peakRssMb', 'rssBeforeMb'] as const).map((key) => [
      key,
      Number(median(list.map((r) => r[key])).toFixed(2)),
    ]),
  );
recordResult('bench:images', 'images', { mode, runs, cold: medians(cold), warm: medians(warm) }, loadAtStart);
const warmEncoded = Math.max(...warm.map((r) => r.encoded));
if (warmEncoded !== 0) {
  console.error(`✗ a warm run encoded ${warmEncoded} variants; it must encode none`);
  process.exitCode = 1;
} else {
  console.log('✓ warm runs encoded 0 variants');
}

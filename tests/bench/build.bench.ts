// `npm run bench`: is the build near the render floor? Builds a synthetic site and, in the same
// run, interleaved, times the floor (plain renderToString of the same pages' templates + writeFile,
// one thread), a full build, and a one-document incremental rebuild, each in a fresh process, then
// the same rebuild from the shell and in a watching process (`unisite build --watch`).
// Prints medians with min–max, CPU seconds (steadier on a shared machine), build / floor ratios,
// peak RSS (of the step's whole process tree, sampled from here, and of its process alone) and
// bytes per page; `--profile` adds the phases of the build (docs/performance.md). The medians are
// appended to docs/benchmarks/results.jsonl (tests/bench/results.ts).
//
// Usage: npm run bench -- [--pages N] [--runs R] [--seed S] [--profile] [--note "…"] [--no-record]
//        (defaults: 1000 pages per language, 3 runs, seed 1)
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { editOneDocument } from './edit.ts';
import { recordResult } from './results.ts';
import { median, round, runSampled, spread, step, type Row } from './steps.ts';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '3' },
    seed: { type: 'string', default: '1' },
    profile: { type: 'boolean', default: false },
    note: { type: 'string' },
    'no-record': { type: 'boolean', default: false },
  },
});
const pages = Number(values.pages);
const runs = Number(values.runs);

/**
 * One edited document rebuilt as a user rebuilds it: `unisite build` (bin/unisite.js, its start,
 * TypeScript loader and imports included) on the reference build's folders, started from here so
 * that its process tree is the command's alone. CPU is of every process the command waited for.
 */
async function shellStep(work: string, run: number): Promise<Row> {
  const { env } = (await step(work, 'edit', String(run))) as unknown as { env: Record<string, string> };
  const { code, output, treePeakRssMiB, outerWallSeconds, outerCpuSeconds } = await runSampled(
    process.execPath,
    [resolve(import.meta.dirname, '../../bin/unisite.js'), 'build'],
    {
      env: { ...process.env, ...env, CI: '1' },
      stderr: 'pipe',
    },
  );
  if (code !== 0) throw new Error(`unisite build failed (exit code ${code}):\n${output}`);
  // "(12 resolved, 23 rendered, 9979 unchanged …)": the resolved count is left out when every page was.
  const [, resolved, rendered] = /\((?:(\d+) resolved, )?(\d+) rendered/.exec(output) ?? [];
  return {
    wallSeconds: outerWallSeconds,
    cpuSeconds: outerCpuSeconds,
    treePeakRssMiB,
    resolved: Number(resolved ?? Number.NaN),
    rendered: Number(rendered ?? Number.NaN),
  };
}

/** Edits a watching process rebuilds in each run; the first is left out (its code is not warm yet). */
const WATCH_EDITS = 6;

/**
 * The same kind of edit rebuilt by a watching process (`unisite build --watch` on the reference
 * build's folders): from the moment the edited document is written to the moment the process
 * prints its ✓ line, its quiet wait for more edits included. The median of the edits after its
 * first, and the time its ✓ line reports.
 */
async function watchStep(work: string, run: number): Promise<Row> {
  const { env } = (await step(work, 'edit', String(run))) as unknown as { env: Record<string, string> };
  const child = spawn(process.execPath, [resolve(import.meta.dirname, '../../bin/unisite.js'), 'build', '--watch'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, CI: '1' },
  });
  let output = '';
  const lines: Array<() => void> = [];
  const onOutput = (chunk: string) => {
    output += chunk;
    for (const wake of lines.splice(0)) wake();
  };
  child.stdout.setEncoding('utf8').on('data', onOutput);
  child.stderr.setEncoding('utf8').on('data', onOutput);
  // Its end wakes whoever waits for a line, which then reports how it ended.
  const exited = new Promise<number | null>((done) =>
    child.on('close', (code) => {
      done(code);
      for (const wake of lines.splice(0)) wake();
    }),
  );
  const count = (pattern: RegExp) => output.match(pattern)?.length ?? 0;
  const until = async (pattern: RegExp, times: number) => {
    while (count(pattern) < times) {
      if (child.exitCode !== null) throw new Error(`unisite build --watch ended (exit code ${child.exitCode}):\n${output}`);
      await new Promise<void>((wake) => lines.push(wake));
    }
  };
  const watching = /watching .* for changes/g;
  const built = /✓.* in ([\d.]+) s →/g;
  try {
    await until(watching, 1);
    const seconds: number[] = [];
    const reported: number[] = [];
    for (let edit = 1; edit <= WATCH_EDITS; edit += 1) {
      await editOneDocument(env.UNISITE_SNAPSHOTS_DIR as string, `Edited summary, round ${run}.${edit}, rebuilt by a watching process.`);
      const wall = performance.now();
      await until(built, edit + 1);
      seconds.push((performance.now() - wall) / 1000);
      reported.push(Number([...output.matchAll(built)].pop()?.[1]));
      // Its reading ahead for the next build, as between an editor's edits.
      await until(watching, edit + 1);
    }
    child.kill('SIGINT');
    if ((await exited) !== 0) throw new Error(`unisite build --watch did not end cleanly:\n${output}`);
    return { wallSeconds: median(seconds.slice(1)), reportedSeconds: median(reported.slice(1)) };
  } finally {
    child.kill('SIGKILL');
  }
}

const loadAtStart = loadavg()[0] as number;
const work = await mkdtemp(join(tmpdir(), 'unisite-bench-'));
try {
  console.log(`synthetic site: ${pages} pages per language, seed ${values.seed}; setting up (sync, reference build, warm image cache)…`);
  const setup = await step(work, 'setup', String(pages), values.seed as string);
  console.log(
    `sync of ${setup.syncPages} pages: ${setup.syncSeconds?.toFixed(2)} s wall, ${setup.syncCpuSeconds?.toFixed(2)} s CPU; ` +
      `sync with 1 changed document: ${setup.syncOneSeconds?.toFixed(2)} s (${setup.syncOneChanged} reported changed, ${setup.syncOneWritten} files written)`,
  );
  const rows: Record<'floor' | 'build' | 'cached' | 'rebuild' | 'compose' | 'shell' | 'watch', Row[]> = {
    floor: [],
    build: [],
    cached: [],
    rebuild: [],
    compose: [],
    shell: [],
    watch: [],
  };
  for (let run = 1; run <= runs; run += 1) {
    // Interleaved, and the order alternates, so a noisy neighbour weighs on all of them alike. The
    // build with the work folder kept follows the full build, whose work folder it keeps.
    const order = run % 2 ? (['floor', 'build', 'cached', 'rebuild'] as const) : (['rebuild', 'build', 'cached', 'floor'] as const);
    for (const kind of order) {
      const args = kind !== 'rebuild' && kind !== 'floor' && values.profile ? ['--profile'] : kind === 'rebuild' ? [String(run)] : [];
      // The last run's output goes first, in a process of its own (build-once.ts says why).
      if (kind !== 'rebuild') await step(work, 'clean', ...(kind === 'cached' ? ['--keep-work'] : []));
      const row = await step(work, kind, ...args);
      rows[kind].push(row);
      console.log(
        `run ${run}/${runs} ${kind.padEnd(7)}: ${row.wallSeconds?.toFixed(2)} s wall, ${row.cpuSeconds?.toFixed(2)} s CPU, ` +
          `peak RSS ${row.treePeakRssMiB?.toFixed(0)} MiB (the process alone ${row.peakRssMiB?.toFixed(0)})${kind === 'rebuild' ? `, ${row.read} documents read, ${row.resolved} pages resolved, ${row.rendered} rendered` : ''}`,
      );
      if (kind !== 'rebuild') continue;
      // What a family's build adds to the rebuilt site: its composition into the family's dist/.
      const composed = await step(work, 'compose');
      rows.compose.push(composed);
      console.log(
        `run ${run}/${runs} compose: ${composed.wallSeconds?.toFixed(2)} s wall, ${composed.cpuSeconds?.toFixed(2)} s CPU${composed.recycled ? ', from the spare' : ''}`,
      );
      // The same kind of edit rebuilt as a user runs it: `unisite build`, its start included.
      const shell = await shellStep(work, run);
      rows.shell.push(shell);
      console.log(
        `run ${run}/${runs} shell  : ${shell.wallSeconds?.toFixed(2)} s wall, ${shell.cpuSeconds?.toFixed(2)} s CPU, ` +
          `peak RSS ${shell.treePeakRssMiB?.toFixed(0)} MiB, ${shell.resolved} pages resolved, ${shell.rendered} rendered`,
      );
      // And by a process that stays: `unisite build --watch`.
      const watched = await watchStep(work, run);
      rows.watch.push(watched);
      console.log(
        `run ${run}/${runs} watch  : ${watched.wallSeconds?.toFixed(2)} s from the edit to the build's end (median of edits 2–${WATCH_EDITS}; ` +
          `its line says ${watched.reportedSeconds?.toFixed(1)} s)`,
      );
    }
  }
  const of = (kind: keyof typeof rows, key: string) => rows[kind].map((row) => row[key] as number);
  const floorWall = median(of('floor', 'wallSeconds'));
  const floorCpu = median(of('floor', 'cpuSeconds'));
  const floorHtml = median(of('floor', 'htmlBytesPerPage'));
  console.log(`\nmedians of ${runs} (min–max), ${setup.pages} pages:`);
  console.log(
    '| | CPU s | wall s | peak RSS MiB (process tree) | the build process alone | HTML per page KB | page-data per page KB | × floor (wall) | × floor (CPU) |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const kind of ['floor', 'build', 'cached', 'rebuild', 'compose', 'shell', 'watch'] as const) {
    if (kind === 'watch') {
      const wall = median(of(kind, 'wallSeconds'));
      console.log(
        `| one-document rebuild in \`unisite build --watch\`, from the edit to its ✓ line | | ${spread(of(kind, 'wallSeconds'))} | | | | | ${(wall / floorWall).toFixed(2)} | |`,
      );
      continue;
    }
    const label = {
      floor: 'floor: plain renderToString + write, one thread',
      build: 'unisite build (full, warm images)',
      cached: 'the same with the work folder kept (a CI that caches `.unisite`)',
      rebuild: 'one-document rebuild',
      compose: '+ its composition into a family dist/',
      shell: 'one-document rebuild as `unisite build` from the shell (its start included)',
    }[kind];
    const html =
      kind === 'rebuild' || kind === 'compose' || kind === 'shell' ? '' : `${(median(of(kind, 'htmlBytesPerPage')) / 1024).toFixed(1)}`;
    const data = kind === 'build' ? `${(median(of(kind, 'pageDataBytesPerPage')) / 1024).toFixed(1)}` : '';
    const ratio = (value: number, base: number) => (kind === 'floor' ? '1.00' : (value / base).toFixed(2));
    console.log(
      `| ${label} | ${spread(of(kind, 'cpuSeconds'))} | ${spread(of(kind, 'wallSeconds'))} | ${spread(of(kind, 'treePeakRssMiB'), 0)} | ${kind === 'shell' ? '' : spread(of(kind, 'peakRssMiB'), 0)} | ${html} | ${data} | ` +
        `${ratio(median(of(kind, 'wallSeconds')), floorWall)} | ${ratio(median(of(kind, 'cpuSeconds')), floorCpu)} |`,
    );
  }
  console.log(`HTML per page: ${(median(of('build', 'htmlBytesPerPage')) / floorHtml).toFixed(2)} × the floor's`);
  const phaseNames = [...new Set(rows.build.flatMap((row) => Object.keys(row.phases ?? {})))];
  const phasesOf = (kind: 'build' | 'cached' | 'rebuild') =>
    Object.fromEntries(phaseNames.map((name) => [name, round(median(rows[kind].map((row) => row.phases?.[name] ?? 0)))]));
  if (values.profile) {
    console.log('\nphases, wall s (median of runs): full build | work folder kept | one-document rebuild');
    const build = phasesOf('build');
    const cached = phasesOf('cached');
    const rebuild = phasesOf('rebuild');
    for (const name of phaseNames) {
      console.log(
        `  ${name.padEnd(10)} ${build[name]?.toFixed(2).padStart(7)} | ${cached[name]?.toFixed(2).padStart(7)} | ${rebuild[name]?.toFixed(2).padStart(7)}`,
      );
    }
  }
  // The same medians, kept: one record per run of the benchmark.
  const medianOf = (kind: keyof typeof rows, keys: string[]) =>
    Object.fromEntries(
      keys.filter((key) => rows[kind].some((row) => typeof row[key] === 'number')).map((key) => [key, round(median(of(kind, key)))]),
    );
  const timed = ['wallSeconds', 'cpuSeconds', 'treePeakRssMiB', 'peakRssMiB'];
  const perPage = (kind: 'floor' | 'build', key: string) => round(median(of(kind, key)) / 1024, 1);
  recordResult(
    'bench',
    'build',
    {
      pagesPerLanguage: pages,
      pages: setup.pages,
      runs,
      sync: {
        seconds: round(setup.syncSeconds as number),
        cpuSeconds: round(setup.syncCpuSeconds as number),
        oneChangedSeconds: round(setup.syncOneSeconds as number),
        oneChangedWritten: setup.syncOneWritten,
      },
      floor: { ...medianOf('floor', timed), htmlKBPerPage: perPage('floor', 'htmlBytesPerPage') },
      build: {
        ...medianOf('build', timed),
        htmlKBPerPage: perPage('build', 'htmlBytesPerPage'),
        pageDataKBPerPage: perPage('build', 'pageDataBytesPerPage'),
      },
      cached: medianOf('cached', timed),
      rebuild: medianOf('rebuild', [...timed, 'read', 'resolved', 'rendered']),
      compose: medianOf('compose', ['wallSeconds', 'cpuSeconds']),
      shell: medianOf('shell', ['wallSeconds', 'cpuSeconds', 'treePeakRssMiB']),
      watch: medianOf('watch', ['wallSeconds', 'reportedSeconds']),
      ...(values.profile ? { phases: { build: phasesOf('build'), cached: phasesOf('cached'), rebuild: phasesOf('rebuild') } } : {}),
    },
    loadAtStart,
  );
} finally {
  await rm(work, { recursive: true, force: true });
}

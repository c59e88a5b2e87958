// `npm run bench:family`: does a family cost what its pages cost? The same synthetic pages
// (tests' scale generator, content/cms/scale.ts) as one site and as a family of several sites
// (24 by default: the research centre and the 23 units), each synced once from the embedded CMS,
// then built with `unisite build` in a fresh process, interleaved, cold (no output, no work
// folder: its bundle, render and search all made again; the image cache is shared and warm, the
// pictures being the same). Prints medians with min–max of wall and CPU seconds, and the
// family / one-site ratios; appends them to docs/benchmarks/results.jsonl.
//
// Usage: npm run bench:family -- [--pages N] [--sites S] [--runs R] [--note "…"] [--no-record]
//        (defaults: 5000 pages per language, 10,000 in all; 24 sites; 3 runs)
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { generateScaleContent } from '../../content/cms/scale.ts';
import { startCms } from '../../pipeline/cms.ts';
import { silentReporter } from '../../pipeline/reporter.ts';
import { sync } from '../../pipeline/sync/index.ts';
import { hostDirOf } from '../../pipeline/write/host-dir.ts';
import { childCpuSeconds } from './child-cpu.ts';
import { noteArgument, recordResult } from './results.ts';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '5000' },
    sites: { type: 'string', default: '24' },
    runs: { type: 'string', default: '3' },
    note: { type: 'string' },
    'no-record': { type: 'boolean', default: false },
  },
});
const pagesPerLanguage = Number(values.pages);
const siteCount = Number(values.sites);
const runs = Number(values.runs);
const root = resolve(import.meta.dirname, '../..');
const loadAtStart = loadavg()[0];

const work = await mkdtemp(join(tmpdir(), 'unisite-bench-family-'));
const shapes = { one: 1, family: siteCount } as const;
type Shape = keyof typeof shapes;

async function prepare(shape: Shape): Promise<string> {
  const snapshots = join(work, `snapshots-${shape}`);
  const content = await generateScaleContent({ pagesPerLanguage, seed: 1, sites: shapes[shape] });
  const cms = await startCms({ content });
  try {
    await sync({ snapshotsDir: snapshots, cmsUrl: cms.url, reporter: silentReporter });
  } finally {
    await cms.close();
  }
  return snapshots;
}

/** One cold `unisite build` of a shape, in a fresh process: wall and CPU seconds (its children's included). */
async function buildOnce(shape: Shape, snapshots: string): Promise<{ wallSeconds: number; cpuSeconds: number; pages: number }> {
  const dist = join(work, `dist-${shape}`);
  const workDir = join(work, `work-${shape}`);
  await rm(dist, { recursive: true, force: true });
  await rm(`${dist}-sites`, { recursive: true, force: true });
  await rm(hostDirOf(dist), { recursive: true, force: true });
  await rm(workDir, { recursive: true, force: true });
  const cpuBefore = childCpuSeconds();
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'bin/unisite.js'), 'build'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      UNISITE_SNAPSHOTS_DIR: snapshots,
      UNISITE_DIST_DIR: dist,
      UNISITE_WORK_DIR: workDir,
      UNISITE_IMAGE_CACHE: join(work, 'image-cache'),
      CI: '1',
    },
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const code = await new Promise<number | null>((done) => child.on('close', done));
  const wallSeconds = (performance.now() - started) / 1000;
  if (code !== 0) throw new Error(`unisite build (${shape}) failed with exit code ${code}:\n${output}`);
  const pages = Number(/built (?:the family: .*?)?(\d+) pages/.exec(output)?.[1] ?? NaN);
  return { wallSeconds, cpuSeconds: childCpuSeconds() - cpuBefore, pages };
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] as number;
const spread = (list: number[]) => `${median(list).toFixed(1)} (${Math.min(...list).toFixed(1)}–${Math.max(...list).toFixed(1)})`;

try {
  console.log(`› syncing ${pagesPerLanguage} pages per language as one site and as ${siteCount} sites`);
  const snapshots = { one: await prepare('one'), family: await prepare('family') };
  // A first build of each warms the image cache and the file system, unmeasured.
  for (const shape of ['one', 'family'] as const) await buildOnce(shape, snapshots[shape]);
  const results: Record<Shape, Array<{ wallSeconds: number; cpuSeconds: number }>> = { one: [], family: [] };
  for (let run = 1; run <= runs; run += 1) {
    // Interleaved, the order alternating, so a busy moment of the machine falls on both.
    const order: Shape[] = run % 2 === 1 ? ['one', 'family'] : ['family', 'one'];
    for (const shape of order) {
      const result = await buildOnce(shape, snapshots[shape]);
      results[shape].push(result);
      console.log(`  run ${run} ${shape}: ${result.wallSeconds.toFixed(1)} s wall, ${result.cpuSeconds.toFixed(1)} s CPU`);
    }
  }
  const wall = (shape: Shape) => results[shape].map((result) => result.wallSeconds);
  const cpu = (shape: Shape) => results[shape].map((result) => result.cpuSeconds);
  const wallRatio = median(wall('family')) / median(wall('one'));
  const cpuRatio = median(cpu('family')) / median(cpu('one'));
  console.log('');
  console.log(`| ${pagesPerLanguage * 2} pages, cold | wall s | CPU s |`);
  console.log('|---|---|---|');
  console.log(`| one site | ${spread(wall('one'))} | ${spread(cpu('one'))} |`);
  console.log(`| ${siteCount} sites | ${spread(wall('family'))} | ${spread(cpu('family'))} |`);
  console.log(`| family / one site | ${wallRatio.toFixed(2)} | ${cpuRatio.toFixed(2)} |`);
  if (!values['no-record']) {
    recordResult(
      'family.bench.ts',
      'family',
      {
        pagesPerLanguage,
        sites: siteCount,
        runs,
        oneSite: { wallSeconds: median(wall('one')), cpuSeconds: median(cpu('one')) },
        family: { wallSeconds: median(wall('family')), cpuSeconds: median(cpu('family')) },
        wallRatio,
        cpuRatio,
        note: noteArgument(),
      },
      loadAtStart,
    );
  }
} finally {
  await rm(work, { recursive: true, force: true });
}

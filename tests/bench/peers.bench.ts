// `npm run bench:peers`: unisite's cold build beside its peers. The same synthetic pages
// (content/cms/scale.ts, as `npm run bench`) built, interleaved, each in a fresh process, by:
//   floor     plain renderToString of the pages' templates + writeFile, one thread (build-once.ts)
//   Eleventy  3, plain JavaScript templates paginated over the pages' data (tests/bench/peer-site.ts)
//   Astro     5, static output, .astro components, one route over the pages' data
//   unisite   a full build from the snapshots, its output and work folder removed (build-once.ts),
//             the image cache warm as in `npm run bench`
// Eleventy and Astro are not dependencies of unisite: they are installed once, outside them, into
// .unisite/bench-peers (`npm install --no-save --prefix`), and reused. Every build is cold: its
// output and every cache it keeps removed first, untimed, in a step of its own.
// Wall, CPU (every process each waited for included) and the peak RSS of its process tree are
// measured from here, from its start to its end, the same for all four; HTML per page is counted
// after each build. Prints medians with min–max and ratios × floor and × Astro, and appends the
// medians to docs/benchmarks/results.jsonl (tests/bench/results.ts).
//
// Usage: npm run bench:peers -- [--pages N] [--runs R] [--seed S] [--note "…"] [--no-record]
//        (N pages per language, two languages, as `npm run bench`; defaults: 1000, 3 runs, seed 1)
import { mkdir, mkdtemp, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { generateScaleContent } from '../../content/cms/scale.ts';
import { installPeers, peerBin } from './peer-install.ts';
import { astroProject, eleventyProject, peerSite, type ProjectFiles } from './peer-site.ts';
import { recordResult } from './results.ts';
import { median, round, runSampled, spread, step, type Row } from './steps.ts';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '3' },
    seed: { type: 'string', default: '1' },
    note: { type: 'string' },
    'no-record': { type: 'boolean', default: false },
  },
});
const pages = Number(values.pages);
const runs = Number(values.runs);
const seed = Number(values.seed);

const root = resolve(import.meta.dirname, '../..');
const PEERS_DIR = join(root, '.unisite/bench-peers');

async function writeProject(dir: string, files: ProjectFiles): Promise<void> {
  for (const [file, text] of Object.entries(files)) {
    const target = join(dir, file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, text);
  }
  // Astro's compiled components import astro's runtime, resolved from the project's folder.
  await symlink(join(PEERS_DIR, 'node_modules'), join(dir, 'node_modules'));
}

/** Bytes and count of the `index.html` files under `dir`. */
async function htmlOf(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    files += 1;
    bytes += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

type Kind = 'floor' | 'eleventy' | 'astro' | 'unisite';

/** One cold build by a peer: its output and caches removed (untimed), then the build, measured from here. */
async function peerBuild(kind: 'eleventy' | 'astro', dir: string): Promise<Row> {
  for (const entry of ['dist', '.cache', '.astro', '_site']) await rm(join(dir, entry), { recursive: true, force: true });
  const bin = peerBin(PEERS_DIR, kind);
  const args = kind === 'eleventy' ? [bin, '--input=src', '--output=dist', '--quiet'] : [bin, 'build', '--silent'];
  const { code, output, treePeakRssMiB, outerWallSeconds, outerCpuSeconds } = await runSampled(process.execPath, args, {
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    stderr: 'pipe',
    cwd: dir,
  });
  if (code !== 0) throw new Error(`${kind} build failed (exit code ${code}):\n${output}`);
  const html = await htmlOf(join(dir, 'dist'));
  return {
    wallSeconds: outerWallSeconds,
    cpuSeconds: outerCpuSeconds,
    treePeakRssMiB,
    pages: html.files,
    htmlBytesPerPage: html.bytes / html.files,
  };
}

/** The floor or unisite's full build (build-once.ts), after its `clean` step: the figures seen from here, and its own. */
async function ownBuild(kind: 'floor' | 'unisite', work: string): Promise<Row> {
  await step(work, 'clean');
  const row = await step(work, kind === 'floor' ? 'floor' : 'build');
  return {
    wallSeconds: row.outerWallSeconds as number,
    cpuSeconds: row.outerCpuSeconds as number,
    treePeakRssMiB: row.treePeakRssMiB as number,
    pages: row.pages as number,
    htmlBytesPerPage: row.htmlBytesPerPage as number,
    innerWallSeconds: row.wallSeconds as number,
    innerCpuSeconds: row.cpuSeconds as number,
  };
}

const versions = installPeers(PEERS_DIR);
const loadAtStart = loadavg()[0] as number;
const work = await mkdtemp(join(tmpdir(), 'unisite-peers-'));
try {
  console.log(
    `synthetic site: ${pages} pages per language, seed ${seed}; Eleventy ${versions.eleventy}, Astro ${versions.astro}; ` +
      'setting up (sync, reference build, warm image cache, the peers’ projects)…',
  );
  await step(work, 'setup', String(pages), String(seed));
  const site = peerSite(await generateScaleContent({ pagesPerLanguage: pages, seed }));
  const projects = { eleventy: join(work, 'eleventy'), astro: join(work, 'astro') };
  await writeProject(projects.eleventy, eleventyProject(site));
  await writeProject(projects.astro, astroProject(site, projects.astro));
  const rows: Record<Kind, Row[]> = { floor: [], eleventy: [], astro: [], unisite: [] };
  const kinds: Kind[] = ['floor', 'eleventy', 'astro', 'unisite'];
  for (let run = 1; run <= runs; run += 1) {
    // Interleaved, the order reversed every other run, so a noisy neighbour weighs on all alike.
    for (const kind of run % 2 ? kinds : [...kinds].reverse()) {
      const row = kind === 'floor' || kind === 'unisite' ? await ownBuild(kind, work) : await peerBuild(kind, projects[kind]);
      rows[kind].push(row);
      console.log(
        `run ${run}/${runs} ${kind.padEnd(8)}: ${row.wallSeconds?.toFixed(2)} s wall, ${row.cpuSeconds?.toFixed(2)} s CPU, ` +
          `peak RSS ${row.treePeakRssMiB?.toFixed(0)} MiB, ${row.pages} pages, ${((row.htmlBytesPerPage as number) / 1024).toFixed(1)} KB HTML per page`,
      );
    }
  }
  const of = (kind: Kind, key: string) => rows[kind].map((row) => row[key] as number);
  const at = (kind: Kind, key: string) => median(of(kind, key));
  const label: Record<Kind, string> = {
    floor: 'floor: renderToString + write, one thread',
    eleventy: `Eleventy ${versions.eleventy}`,
    astro: `Astro ${versions.astro}`,
    unisite: 'unisite build, cold',
  };
  console.log(`\nmedians of ${runs} (min–max), ${pages} pages per language; every figure from the process's start to its end:`);
  console.log(
    '| | wall s | CPU s | peak RSS MiB (process tree) | HTML per page KB | pages | × floor (wall / CPU) | × Astro (wall / CPU) |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const kind of kinds) {
    const ratio = (base: Kind) =>
      `${(at(kind, 'wallSeconds') / at(base, 'wallSeconds')).toFixed(2)} / ${(at(kind, 'cpuSeconds') / at(base, 'cpuSeconds')).toFixed(2)}`;
    console.log(
      `| ${label[kind]} | ${spread(of(kind, 'wallSeconds'))} | ${spread(of(kind, 'cpuSeconds'))} | ${spread(of(kind, 'treePeakRssMiB'), 0)} | ` +
        `${(at(kind, 'htmlBytesPerPage') / 1024).toFixed(1)} | ${at(kind, 'pages')} | ${ratio('floor')} | ${ratio('astro')} |`,
    );
  }
  console.log(
    `inside their processes (as \`npm run bench\` reports them): floor ${at('floor', 'innerWallSeconds').toFixed(2)} s wall, ` +
      `${at('floor', 'innerCpuSeconds').toFixed(2)} s CPU; unisite ${at('unisite', 'innerWallSeconds').toFixed(2)} s wall, ${at('unisite', 'innerCpuSeconds').toFixed(2)} s CPU`,
  );
  const loadAtEnd = loadavg()[0] as number;
  console.log(`load average (1 min): ${loadAtStart.toFixed(2)} at the start, ${loadAtEnd.toFixed(2)} at the end`);
  const figures = (kind: Kind) => ({
    wallSeconds: round(at(kind, 'wallSeconds')),
    cpuSeconds: round(at(kind, 'cpuSeconds')),
    treePeakRssMiB: round(at(kind, 'treePeakRssMiB'), 0),
    htmlKBPerPage: round(at(kind, 'htmlBytesPerPage') / 1024, 1),
    pages: at(kind, 'pages'),
    ...(kind === 'floor' || kind === 'unisite'
      ? { innerWallSeconds: round(at(kind, 'innerWallSeconds')), innerCpuSeconds: round(at(kind, 'innerCpuSeconds')) }
      : {}),
    ...(kind === 'eleventy' || kind === 'astro' ? { version: versions[kind] } : {}),
  });
  recordResult(
    'bench:peers',
    'peers',
    {
      pagesPerLanguage: pages,
      runs,
      floor: figures('floor'),
      eleventy: figures('eleventy'),
      astro: figures('astro'),
      unisite: figures('unisite'),
    },
    loadAtStart,
  );
} finally {
  await rm(work, { recursive: true, force: true });
}

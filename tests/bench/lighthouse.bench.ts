// `npm run bench:lighthouse [-- --port N] [--runs R] [<path> …]`: mobile Lighthouse (performance
// only) on a built site. Builds nothing: serves the existing dist/ with `unisite serve` and runs
// Lighthouse 12.8.2 through npx (it is not a dependency: docs/performance.md) against Debian's
// Chromium, R times per page (default 3: one run varies by several points on a busy machine),
// printing every run and each page's median performance score with its CLS, LCP and TBT, the
// largest paint's element and the machine's load average when the run ended (the score moves
// with it). `--keep` keeps every run's JSON report and prints where. The medians are appended to
// docs/benchmarks/results.jsonl (tests/bench/results.ts; `--no-record` not, `--note "…"` says why).
import { spawn, execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { recordResult } from './results.ts';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const root = resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const option = (name: string, fallback: number): { value: number; at: number } => {
  const at = args.indexOf(name);
  return { value: at === -1 ? fallback : Number(args[at + 1]), at };
};
const port = option('--port', 4650);
const runs = option('--runs', 3);
const keep = args.indexOf('--keep');
const note = args.indexOf('--note');
const optionArgs = new Set(
  [port.at, port.at + 1, runs.at, runs.at + 1, keep, note, note >= 0 ? note + 1 : -1, args.indexOf('--no-record')].filter((at) => at >= 0),
);
const paths = args.filter((_, index) => !optionArgs.has(index));
if (paths.length === 0) paths.push('/', '/news/', '/news/succession-barometer-2026/');
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';

interface Report {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; displayValue?: string; details?: unknown }>;
}

/** The first DOM node a report's audit details name (Lighthouse nests them in tables). */
function firstNode(details: unknown): string {
  if (!details || typeof details !== 'object') return '';
  const node = (details as { node?: { snippet?: string } }).node;
  if (node?.snippet) return node.snippet.replace(/\s+/g, ' ').slice(0, 90);
  for (const value of Object.values(details)) {
    const found = firstNode(value);
    if (found) return found;
  }
  return '';
}

async function waitForServer(url: string): Promise<void> {
  // Polls the server's readiness (not a timed wait): the first answer ends it.
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((next) => setTimeout(next, 100));
  }
  throw new Error(`unisite serve did not answer at ${url}`);
}

interface Run {
  score: number;
  cls: number;
  lcp: string;
  tbt: string;
  element: string;
  load: string;
}

async function lighthouse(url: string, file: string): Promise<Run> {
  await promisify(execFile)(
    'npx',
    [
      '-y',
      LIGHTHOUSE,
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${file}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      '--quiet',
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(await readFile(file, 'utf8')) as Report;
  const audit = (id: string) => report.audits[id]?.displayValue ?? '—';
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    element: firstNode(report.audits['largest-contentful-paint-element']?.details),
    load: loadavg()
      .map((value) => value.toFixed(1))
      .join(' '),
  };
}

async function main(): Promise<void> {
  if (!existsSync(join(root, 'dist', 'index.html'))) throw new Error('no built dist/: run `npm run build` first');
  const server = spawn(process.execPath, [join(root, 'bin/unisite.js'), 'serve', '--port', String(port.value)], {
    cwd: root,
    stdio: 'ignore',
  });
  const out = await mkdtemp(join(tmpdir(), 'unisite-lighthouse-'));
  try {
    const base = `http://localhost:${port.value}`;
    await waitForServer(`${base}/app-data.json`);
    const row = (page: string, run: Run) =>
      `| ${page} | ${run.score} | ${run.cls.toFixed(3)} | ${run.lcp} | ${run.tbt} | ${run.load} | \`${run.element.replace(/\|/g, '\\|')}\` |`;
    const header = '| performance | CLS | LCP | TBT | load average | largest paint |\n|---|---|---|---|---|---|---|';
    const medians: string[] = [];
    const figures: Record<string, { score: number; cls: number; lcp: string; tbt: string; scores: number[] }> = {};
    const loadAtStart = loadavg()[0] as number;
    console.log(`| page (run) ${header}`);
    for (const path of paths) {
      const results: Run[] = [];
      for (let index = 1; index <= runs.value; index += 1) {
        const name = `${path.replace(/\W+/g, '-')}${index}.json`.replace(/^-/, '');
        const run = await lighthouse(`${base}${path}`, join(out, name));
        results.push(run);
        console.log(row(`${path} (${index})`, run));
      }
      // The run with the median score, reported whole (its CLS, LCP and TBT belong together).
      const median = [...results].sort((a, b) => a.score - b.score)[Math.floor((results.length - 1) / 2)] as Run;
      medians.push(row(path, median));
      figures[path] = { score: median.score, cls: median.cls, lcp: median.lcp, tbt: median.tbt, scores: results.map((run) => run.score) };
    }
    console.log(`\nmedian of ${runs.value}:\n| page ${header}\n${medians.join('\n')}`);
    recordResult('bench:lighthouse', 'lighthouse', { runs: runs.value, lighthouse: LIGHTHOUSE, pages: figures }, loadAtStart);
    if (keep >= 0) console.log(`\nreports kept in ${out}`);
  } finally {
    server.kill();
    if (keep < 0) await rm(out, { recursive: true, force: true });
  }
}

await main();

// `npm run bench:lighthouse [-- --port N] [<path> …]`: mobile Lighthouse (performance only) on
// a built site. Builds nothing: serves the existing dist/ with `unisite serve` and runs
// Lighthouse 12.8.2 through npx (it is not a dependency: docs/performance.md) against Debian's
// Chromium, printing each page's performance score and cumulative layout shift.
import { spawn, execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const root = resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const portAt = args.indexOf('--port');
const port = portAt === -1 ? 4650 : Number(args[portAt + 1]);
const paths = args.filter((_, index) => index !== portAt && index !== portAt + 1);
if (paths.length === 0) paths.push('/', '/news/', '/news/succession-barometer-2026/');
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';

interface Report {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; displayValue?: string }>;
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

async function main(): Promise<void> {
  if (!existsSync(join(root, 'dist', 'index.html'))) throw new Error('no built dist/: run `npm run build` first');
  const server = spawn(process.execPath, [join(root, 'bin/unisite.js'), 'serve', '--port', String(port)], {
    cwd: root,
    stdio: 'ignore',
  });
  const out = await mkdtemp(join(tmpdir(), 'unisite-lighthouse-'));
  try {
    const base = `http://localhost:${port}`;
    await waitForServer(`${base}/app-data.json`);
    console.log('| page | performance | CLS | LCP | TBT |\n|---|---|---|---|---|');
    for (const path of paths) {
      const file = join(out, 'report.json');
      await promisify(execFile)(
        'npx',
        [
          '-y',
          LIGHTHOUSE,
          `${base}${path}`,
          '--only-categories=performance',
          '--output=json',
          `--output-path=${file}`,
          '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
          '--quiet',
        ],
        { cwd: root, env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 },
      );
      const report = JSON.parse(await readFile(file, 'utf8')) as Report;
      const score = Math.round((report.categories.performance.score ?? 0) * 100);
      const audit = (id: string) => report.audits[id]?.displayValue ?? '—';
      const cls = report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
      console.log(`| ${path} | ${score} | ${cls.toFixed(3)} | ${audit('largest-contentful-paint')} | ${audit('total-blocking-time')} |`);
    }
  } finally {
    server.kill();
    await rm(out, { recursive: true, force: true });
  }
}

await main();

// `npm run compare-output -- <git ref>`: does this checkout publish the same bytes as another
// commit? A refactoring must not change what visitors get. Syncs and builds the demo family and a
// synthetic site of 2,000 pages per language (`--pages N` for another size) with each commit's own
// `unisite`, both stamped with one SOURCE_DATE_EPOCH, and lists every file of dist/ that differs,
// is missing or is new. Exits 1 when anything differs.
//
// The build hash is a digest of the code itself (pipeline/bundle/code-hash.ts: it tells open pages
// that a new build is out), so any change of code changes it, a comment included: it is read from
// each build's app-data.json and compared as a placeholder. Everything else must be the same bytes.
//
// The other commit is checked out beside this one (a git worktree under the run's temporary
// folder, sharing node_modules by hard links) and removed afterwards.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const root = resolve(import.meta.dirname, '../..');
const { values, positionals } = parseArgs({ allowPositionals: true, options: { pages: { type: 'string', default: '2000' } } });
const ref = positionals[0];
if (!ref) {
  console.error('usage: npm run compare-output -- <git ref> [--pages N]');
  process.exit(2);
}
// 2026-01-01T00:00:00Z: any fixed moment; what matters is that both commits use the same.
const SOURCE_DATE_EPOCH = '1767225600';

function run(command: string, args: string[], options: { cwd: string; env?: Record<string, string> }): Promise<void> {
  const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: ['ignore', 'ignore', 'inherit'] });
  return new Promise((done, fail) =>
    child.on('close', (code) => (code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} in ${options.cwd}: exit ${code}`)))),
  );
}

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

/** Syncs and builds the demo family, then the synthetic site, with the `unisite` of `tree`. */
async function publish(tree: string, out: string): Promise<{ demo: string; scale: string }> {
  const cli = (args: string[], env: Record<string, string>) =>
    run(process.execPath, [join(tree, 'bin/unisite.js'), ...args], { cwd: tree, env: { SOURCE_DATE_EPOCH, CI: '1', ...env } });
  const dirs = (name: string) => ({
    UNISITE_SNAPSHOTS_DIR: join(out, name, 'snapshots'),
    UNISITE_DIST_DIR: join(out, name, 'dist'),
    UNISITE_WORK_DIR: join(out, name, 'work'),
  });
  await cli(['build', '--sync'], dirs('demo'));
  const port = await freePort();
  const cms = spawn(process.execPath, [join(tree, 'bin/unisite.js'), 'cms', '--scale', values.pages, '--port', String(port)], {
    cwd: tree,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((done, fail) => {
      cms.stdout.on('data', (chunk: Buffer) => /127\.0\.0\.1/.test(chunk.toString()) && done());
      cms.on('close', (code) => fail(new Error(`the synthetic CMS ended (exit ${code})`)));
    });
    await cli(['build', '--sync'], { ...dirs('scale'), CMS_URL: `http://127.0.0.1:${port}/graphql` });
  } finally {
    cms.kill();
  }
  return { demo: join(out, 'demo', 'dist'), scale: join(out, 'scale', 'dist') };
}

/** The files of a build by path, each a digest of its bytes with the build's hash replaced. */
async function digestBuild(dir: string): Promise<Record<string, string>> {
  const { webpackCompilationHash: buildHash } = JSON.parse(await readFile(join(dir, 'app-data.json'), 'utf8')) as {
    webpackCompilationHash: string;
  };
  const out: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const bytes = await readFile(path);
    const text = bytes.includes(buildHash) ? Buffer.from(bytes.toString('latin1').replaceAll(buildHash, 'BUILD_HASH'), 'latin1') : bytes;
    out[path.slice(dir.length + 1)] = createHash('sha256').update(text).digest('hex');
  }
  return out;
}

function differences(before: Record<string, string>, after: Record<string, string>): string[] {
  const lines: string[] = [];
  for (const file of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (!(file in after)) lines.push(`missing now: ${file}`);
    else if (!(file in before)) lines.push(`new: ${file}`);
    else if (before[file] !== after[file]) lines.push(`differs: ${file}`);
  }
  return lines.sort();
}

const work = await mkdtemp(join(tmpdir(), 'unisite-compare-'));
const other = join(work, 'tree');
try {
  await run('git', ['worktree', 'add', '--detach', '--quiet', other, ref], { cwd: root });
  await run('cp', ['-al', join(root, 'node_modules'), join(other, 'node_modules')], { cwd: root });
  console.log(`building ${ref} and this checkout (demo family, synthetic site of ${values.pages} pages per language)…`);
  const before = await publish(other, join(work, 'before'));
  const after = await publish(root, join(work, 'after'));
  let differ = 0;
  for (const name of ['demo', 'scale'] as const) {
    const lines = differences(await digestBuild(before[name]), await digestBuild(after[name]));
    differ += lines.length;
    console.log(`${name}: ${lines.length === 0 ? 'the same bytes (but the build hash)' : `${lines.length} files differ`}`);
    for (const line of lines.slice(0, 50)) console.log(`  ${line}`);
    // Where the first differing file starts to differ, to tell a real change from an expected one.
    const first = lines.find((line) => line.startsWith('differs: '))?.slice('differs: '.length);
    if (first) {
      const [a, b] = await Promise.all([readFile(join(before[name], first), 'latin1'), readFile(join(after[name], first), 'latin1')]);
      let at = 0;
      while (at < a.length && a[at] === b[at]) at += 1;
      console.log(
        `  ${first} from byte ${at}:\n    before: ${a.slice(Math.max(0, at - 60), at + 120)}\n    after:  ${b.slice(Math.max(0, at - 60), at + 120)}`,
      );
    }
  }
  process.exitCode = differ === 0 ? 0 : 1;
} finally {
  await run('git', ['worktree', 'remove', '--force', other], { cwd: root }).catch(() => undefined);
  await rm(work, { recursive: true, force: true });
}

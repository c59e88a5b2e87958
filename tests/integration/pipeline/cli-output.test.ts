// What `unisite` prints for automation: --version, --quiet and --json on sync, --json on build,
// inspect and serve's start-up line, no colour codes in CI, and Ctrl+C stopping a sync or a build
// with one line, exit 130 and the previous snapshots or dist/ kept.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { mkdir, mkdtemp, readdir, readFile, readlink, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, startPausedCli } from '../../helpers/cli.ts';
import { smallSite } from '../../helpers/draft-cms.ts';
import { startFaultCms, type FaultCms } from '../../helpers/fault-cms.ts';
import { digestTree } from '../../helpers/digest-tree.ts';
import { syncContent } from '../../helpers/sync-content.ts';
import { generateScaleContent } from '../../../content/cms/scale.ts';
import { seedWorkDir } from '../../setup/family-build.ts';

const root = resolve(import.meta.dirname, '../../..');
// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[/;

describe('unisite output for automation', () => {
  let workDir: string;
  let cms: FaultCms;
  const env = () => ({ ...cms.env, UNISITE_SNAPSHOTS_DIR: join(workDir, 'snapshots'), UNISITE_WORK_DIR: join(workDir, 'work') });

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'unisite-cli-output-'));
    cms = await startFaultCms({ content: await smallSite() });
  });
  afterAll(async () => {
    await cms?.close();
    await rm(workDir, { recursive: true, force: true });
  });

  it('--version prints the package version', async () => {
    const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
    const result = await runCli(['--version']);
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toBe(version);
  });

  it('sync --json prints one JSON object on stdout and nothing on stderr', async () => {
    const result = await runCli(['sync', '--json'], env());
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toBe('');
    const lines = result.stdout.split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    const object = JSON.parse(lines[0] as string) as { ok: boolean; sync: { pages: number; added: number }; warnings: unknown[] };
    expect(object.ok).toBe(true);
    expect(object.sync.pages).toBeGreaterThan(0);
    expect(object.sync.added).toBeGreaterThan(0);
    expect(Array.isArray(object.warnings)).toBe(true);
  });

  it('inspect --json prints one object: what it found, counts and coded problems; a missing route is a coded error', async () => {
    // After the sync above: its snapshots.
    const list = await runCli(['inspect', '--list', '--json'], env());
    expect(list.code, list.stderr).toBe(0);
    expect(list.stderr).toBe('');
    expect(list.stdout.split('\n').filter(Boolean)).toHaveLength(1);
    const listed = JSON.parse(list.stdout) as {
      command: string;
      ok: boolean;
      inspect: { counts: { routes: number; sites: number }; sites: Array<{ templates: Array<{ template: string; routes: string[] }> }> };
    };
    expect(listed).toMatchObject({ command: 'inspect', ok: true });
    expect(listed.inspect.counts.routes).toBeGreaterThan(0);
    const first = listed.inspect.sites[0]?.templates[0]?.routes[0] as string;

    const one = await runCli(['inspect', first, '--json'], env());
    expect(one.code, one.stderr).toBe(0);
    const found = JSON.parse(one.stdout) as {
      inspect: { route: string; template: string; modules: unknown[]; problems: unknown[]; counts: Record<string, number> };
      warnings: unknown[];
    };
    expect(found.inspect.route).toBe(first);
    expect(found.inspect.template).toBeTruthy();
    expect(found.inspect.counts).toMatchObject({ modules: found.inspect.modules.length, problems: 0 });
    expect(found.warnings).toEqual([]);

    const missing = await runCli(['inspect', '/no-such-page/', '--json'], env());
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe('');
    expect(JSON.parse(missing.stdout)).toMatchObject({ command: 'inspect', ok: false, error: { code: 'ROUTE_NOT_FOUND' } });
  });

  it('serve --json prints one start-up object line (url, port, dist, mode) once it listens', async () => {
    const dist = join(workDir, 'served');
    await mkdir(dist);
    await writeFile(join(dist, 'app-data.json'), '{}');
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>home</title>');
    const child = spawn(process.execPath, [resolve(root, 'bin/unisite.js'), 'serve', '--port', '0', '--json'], {
      cwd: root,
      env: { ...process.env, CI: '1', UNISITE_DIST_DIR: dist, UNISITE_WORK_DIR: join(workDir, 'work') },
    });
    try {
      const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
      const object = JSON.parse(line) as { command: string; ok: boolean; serve: { url: string; port: number; mode: string; dist: string } };
      expect(object).toMatchObject({ command: 'serve', ok: true, serve: { mode: 'static', dist } });
      expect(object.serve.port).toBeGreaterThan(0);
      expect(object.serve.url).toBe(`http://localhost:${object.serve.port}/`);
      expect(await (await fetch(object.serve.url)).text()).toContain('home');
    } finally {
      const ended = once(child, 'close');
      child.kill('SIGTERM');
      await ended;
    }
  });

  it('serve --json without a built site prints the coded error as its object', async () => {
    const result = await runCli(['serve', '--port', '0', '--json'], { UNISITE_DIST_DIR: join(workDir, 'never-built') });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toMatchObject({ command: 'serve', ok: false, error: { code: 'DIST_MISSING' } });
  });

  it('sync --quiet prints the summary line only, without colour codes in CI', async () => {
    const result = await runCli(['sync', '--quiet'], env());
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr.split('\n').filter(Boolean)).toHaveLength(1);
    expect(result.stderr).toMatch(/^✓ synced \d+ pages/);
    expect(result.stderr).not.toMatch(ANSI);
  });

  it('sync --json reports an error as JSON with code, message and fix', async () => {
    cms.setFault('html');
    try {
      const result = await runCli(['sync', '--json'], env());
      expect(result.code).toBe(1);
      const object = JSON.parse(result.stdout) as { ok: boolean; error: { code: string; message: string; fix: string } };
      expect(object.ok).toBe(false);
      expect(object.error.code).toBe('CMS_NOT_JSON');
      expect(object.error.message).toMatch(/HTML page/);
      expect(object.error.fix).toBeTruthy();
    } finally {
      cms.setFault('none');
    }
  });

  it('Ctrl+C mid-sync says so in one line, exits 130 and leaves the snapshots as they were', async () => {
    // Snapshots of its own to keep, so that it runs alone too.
    const dirs = { ...cms.env, UNISITE_SNAPSHOTS_DIR: join(workDir, 'kept', 'snapshots'), UNISITE_WORK_DIR: join(workDir, 'kept', 'work') };
    expect((await runCli(['sync', '--quiet'], dirs)).code).toBe(0);
    const snapshots = dirs.UNISITE_SNAPSHOTS_DIR;
    const before = await digestTree(snapshots);
    cms.setTransform((operation, body) => {
      // A changed title: the interrupted sync had something new to write.
      const text = JSON.stringify(body).replace(/"title":"/, '"title":"Changed ');
      return JSON.parse(text) as unknown;
    });
    const run = startPausedCli(['sync'], 'swap:snapshots:staged', dirs);
    try {
      await run.paused;
      const ended = new Promise<number | null>((done) => run.child.on('close', (code) => done(code)));
      run.child.kill('SIGINT');
      expect(await ended).toBe(130);
      const lines = run
        .output()
        .split('\n')
        .filter((line) => line.includes('[RUN_INTERRUPTED]'));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/stopped \(Ctrl\+C\): .*snapshots\/ was left as it was/);
      expect(await digestTree(snapshots)).toEqual(before);
      // No staged folder and no lock are left behind for the next run to find.
      const left = (await readdir(join(workDir, 'kept'))).filter((entry) => /^\.snapshots\.(tmp-|lock)/.test(entry));
      expect(left).toEqual([]);
    } finally {
      cms.setTransform(null);
      await run.kill();
    }
  });
});

describe('unisite build output for automation', () => {
  let workDir: string;
  const dirs = () => ({
    UNISITE_SNAPSHOTS_DIR: join(workDir, 'snapshots'),
    UNISITE_DIST_DIR: join(workDir, 'dist'),
    UNISITE_WORK_DIR: join(workDir, 'work'),
    UNISITE_IMAGE_CACHE: join(workDir, 'image-cache'),
  });

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'unisite-cli-build-output-'));
    // The Vite bundle of the run's shared build (docs/testing.md): these builds bundle nothing.
    await seedWorkDir(dirs().UNISITE_WORK_DIR);
    await syncContent(await generateScaleContent({ pagesPerLanguage: 8, seed: 3 }), dirs().UNISITE_SNAPSHOTS_DIR);
  });
  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  it('build --json prints one JSON object on stdout with its counts, and nothing on stderr', async () => {
    const result = await runCli(['build', '--json'], dirs(), 150_000);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toBe('');
    const lines = result.stdout.split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    const object = JSON.parse(lines[0] as string) as {
      command: string;
      ok: boolean;
      build: { pages: number; rendered: number; sites: Array<{ key: string; pages: number; languages: string[] }>; seconds: number };
      warnings: unknown[];
    };
    expect(object).toMatchObject({ command: 'build', ok: true });
    // 8 pages a language in two languages, and the pages every site has (home, not-found …).
    expect(object.build.pages).toBeGreaterThanOrEqual(16);
    expect(object.build.rendered).toBeGreaterThanOrEqual(object.build.pages);
    expect(object.build.sites.reduce((sum, site) => sum + site.pages, 0)).toBe(object.build.pages);
    expect(object.build.sites[0]?.languages).toEqual(expect.arrayContaining(['en', 'es']));
    expect(object.build.seconds).toBeGreaterThan(0);
    expect(Array.isArray(object.warnings)).toBe(true);
  });

  it('Ctrl+C mid-build says so in one line, exits 130 and leaves dist/ as it was', async () => {
    // After the build above: its dist/ is the one to keep.
    const dist = dirs().UNISITE_DIST_DIR;
    const before = await digestTree(dist);
    const linked = await readlink(dist);
    // An edited document: the interrupted build had something new to publish.
    const file = join(dirs().UNISITE_SNAPSHOTS_DIR, 'pages/news/item-1.json');
    const page = JSON.parse(await readFile(file, 'utf8')) as { template: { summary: string } };
    page.template.summary = 'Edited before the build that is stopped.';
    await writeFile(file, JSON.stringify(page));
    // Stopped with the new version complete, just before it would be published.
    const run = startPausedCli(['build'], 'swap:dist:versioned', dirs(), 150_000);
    try {
      await run.paused;
      const ended = new Promise<number | null>((done) => run.child.on('close', (code) => done(code)));
      run.child.kill('SIGINT');
      expect(await ended).toBe(130);
      const lines = run
        .output()
        .split('\n')
        .filter((line) => line.includes('[RUN_INTERRUPTED]'));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/`unisite build` stopped \(Ctrl\+C\): .*dist\/ was left as it was/);
      expect(await readlink(dist)).toBe(linked);
      expect(await digestTree(dist)).toEqual(before);
      // No unfinished version and no lock are left behind for the next run to find.
      const left = (await readdir(workDir)).filter((entry) => /^\.dist(-host)?\.(tmp-|lock)/.test(entry));
      expect(left).toEqual([]);
    } finally {
      await run.kill();
    }
  });
});

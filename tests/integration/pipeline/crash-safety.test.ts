// Killed runs never leave less than they found: `unisite sync` and `unisite build` are SIGKILLed
// at chosen moments (the UNISITE_TEST_PAUSE_AT hook stops them there), then the folder must hold
// a complete old or complete new copy under its name, and the next run must succeed and remove
// every leftover. A second run on a locked folder says so and exits.
import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, readlink, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentReporter } from '../../../pipeline/reporter.ts';
import { sync } from '../../../pipeline/sync/index.ts';
import { stageDir } from '../../../pipeline/write/atomic-dir.ts';
import { runCli, startPausedCli } from '../../helpers/cli.ts';
import { startFaultCms, type FaultCms } from '../../helpers/fault-cms.ts';
import { seedWorkDir } from '../../setup/family-build.ts';

async function readTree(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files: Record<string, string> = {};
  for (const entry of entries.filter((e) => e.isFile())) {
    const path = join(entry.parentPath, entry.name);
    files[path.slice(dir.length + 1)] = createHash('sha256')
      .update(await readFile(path))
      .digest('hex');
  }
  return files;
}

/** A complete snapshot set: exactly the files its manifest lists, each with the listed hash. */
async function completeSnapshots(dir: string): Promise<Record<string, string>> {
  const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as { documents: Record<string, string> };
  const { 'manifest.json': _manifest, ...files } = await readTree(dir);
  expect(files).toEqual(manifest.documents);
  return files;
}

/**
 * What may stay beside a folder after a successful run: its link and the version it names (a
 * superseded version being removed in the background is on its way out, so not counted).
 */
async function expectClean(parent: string, name: string): Promise<void> {
  const ours = new RegExp(`^\\.?${name}(\\.|$)`);
  const entries = (await readdir(parent)).filter((entry) => ours.test(entry) && !entry.startsWith(`.${name}.trash-`)).sort();
  expect(entries).toEqual([`.${name}.v-${(await readlink(join(parent, name))).split('.v-')[1]}`, name]);
}

describe('SIGKILL of unisite sync', () => {
  let workDir: string;
  let snapshotsDir: string;
  let cms: FaultCms;
  let oldFiles: Record<string, string>;
  const env = () => ({ UNISITE_SNAPSHOTS_DIR: snapshotsDir, CMS_URL: cms.url });
  /** The "new" content the killed syncs fetch: one changed page title. */
  const changeAPage = () =>
    cms.setTransform((operation, body) => {
      if (operation !== 'PagesContent') return body;
      const pages = body.data?.pages as Array<{ path: string; title: string }>;
      return { data: { pages: pages.map((page) => (page.path === '/contact-us/' ? { ...page, title: 'Changed by the CMS' } : page)) } };
    });

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'unisite-kill-'));
    snapshotsDir = join(workDir, 'snapshots');
    cms = await startFaultCms();
    await sync({ snapshotsDir, cmsUrl: cms.url, reporter: silentReporter });
    oldFiles = await completeSnapshots(snapshotsDir);
  });
  afterAll(async () => {
    await cms?.close();
    await rm(workDir, { recursive: true, force: true });
  });

  it.each([
    ['lock:snapshots:held', 'old'],
    ['snapshots:half-written', 'old'],
    ['swap:snapshots:staged', 'old'],
    ['swap:snapshots:versioned', 'old'],
    ['swap:snapshots:switched', 'new'],
  ] as const)('killed at %s: a complete %s copy is in place; the next sync succeeds and cleans up', async (moment, expected) => {
    changeAPage();
    const run = startPausedCli(['sync'], moment, env());
    await run.paused;
    await run.kill();
    const files = await completeSnapshots(snapshotsDir);
    if (expected === 'old') expect(files).toEqual(oldFiles);
    else expect(files['pages/contact-us.json']).not.toBe(oldFiles['pages/contact-us.json']);

    cms.setTransform(null);
    await sync({ snapshotsDir, cmsUrl: cms.url, reporter: silentReporter });
    expect(await completeSnapshots(snapshotsDir)).toEqual(oldFiles);
    await expectClean(workDir, 'snapshots');
  });

  it('a real folder from an older unisite: killed while it is moved aside, the next sync relinks and succeeds', async () => {
    const linked = await readlink(snapshotsDir);
    await rm(snapshotsDir);
    await cp(join(workDir, linked), snapshotsDir, { recursive: true });
    await rm(join(workDir, linked), { recursive: true });
    // Leftovers of the two-rename swap older versions used, which the next run must remove.
    await mkdir(join(workDir, '.snapshots.old-4242-1700000000000'));
    await mkdir(join(workDir, '.snapshots.tmp-4242-1700000000000'));

    changeAPage();
    const run = startPausedCli(['sync'], 'swap:snapshots:moving-real-folder', env());
    await run.paused;
    await run.kill();
    // The one moment the name is missing (once per folder, docs/crash-safety.md): both
    // complete copies exist beside it, and the next run links the newest.
    const copies = (await readdir(workDir)).filter((entry) => entry.startsWith('.snapshots.v-'));
    expect(copies).toHaveLength(2);
    for (const copy of copies) await completeSnapshots(join(workDir, copy));

    cms.setTransform(null);
    const warnings: string[] = [];
    await sync({ snapshotsDir, cmsUrl: cms.url, reporter: { ...silentReporter, warn: (message) => warnings.push(message) } });
    expect(warnings.join('\n')).toMatch(/was missing after an interrupted run: restored it from \.snapshots\.v-/);
    expect(await completeSnapshots(snapshotsDir)).toEqual(oldFiles);
    await expectClean(workDir, 'snapshots');
  });

  it('a second sync on the same folder says it is locked and exits; a killed holder’s lock is taken over', async () => {
    const holder = startPausedCli(['sync'], 'lock:snapshots:held', env());
    await holder.paused;
    const second = await runCli(['sync'], env(), 30_000);
    expect(second.code).toBe(1);
    expect(second.stderr).toMatch(/✗ \[FOLDER_LOCKED\] .*snapshots is being written by `unisite sync` \(process \d+/);
    await holder.kill();
    await sync({ snapshotsDir, cmsUrl: cms.url, reporter: silentReporter });
    await expectClean(workDir, 'snapshots');
  });
});

describe('SIGKILL of unisite build', () => {
  let workDir: string;
  const paths = () => ({
    UNISITE_SNAPSHOTS_DIR: join(workDir, 'snapshots'),
    UNISITE_DIST_DIR: join(workDir, 'dist'),
    UNISITE_WORK_DIR: join(workDir, 'work'),
  });

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'unisite-kill-build-'));
    // The Vite bundle of the run's shared build (docs/testing.md): these builds bundle nothing.
    await seedWorkDir(paths().UNISITE_WORK_DIR);
    await sync({ snapshotsDir: paths().UNISITE_SNAPSHOTS_DIR, reporter: silentReporter });
    // The smallest "previous build": one file, published by the same swap the build uses.
    const old = await stageDir(paths().UNISITE_DIST_DIR);
    await writeFile(join(old.path, 'index.html'), 'the previous build');
    await old.commit();
  });
  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  it('a second build on the same folder says it is locked', async () => {
    const holder = startPausedCli(['build'], 'lock:dist:held', paths());
    await holder.paused;
    const second = await runCli(['build'], paths(), 30_000);
    await holder.kill();
    expect(second.code).toBe(1);
    expect(second.stderr).toMatch(/✗ \[FOLDER_LOCKED\] .*dist is being written by `unisite build`/);
  });

  it('killed with the new build complete but not yet published: the old dist stays; the next build succeeds and cleans up', async () => {
    const killed = startPausedCli(['build'], 'swap:dist:versioned', paths(), 150_000);
    await killed.paused;
    await killed.kill();
    const dist = paths().UNISITE_DIST_DIR;
    expect(await readFile(join(dist, 'index.html'), 'utf8')).toBe('the previous build');
    expect((await readdir(workDir)).filter((entry) => entry.startsWith('.dist.v-'))).toHaveLength(2);

    const next = await runCli(['build'], paths(), 150_000);
    expect(next.code, next.stderr).toBe(0);
    expect(next.stderr).toMatch(/removed 1 folder\(s\) left by interrupted runs/);
    expect(await readFile(join(dist, 'index.html'), 'utf8')).toMatch(/^<!DOCTYPE html>/i);
    await expectClean(workDir, 'dist');
    // The host snippets beside dist/ are cleaned with it.
    await expectClean(workDir, 'dist-host');
    expect(await readdir(workDir)).not.toContain('.dist.lock');
  }, 300_000);
});

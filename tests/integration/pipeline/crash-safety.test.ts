// Killed syncs never leave less than they found (killed builds: crash-safety-build.test.ts):
// `unisite sync` is SIGKILLed
// at chosen moments (the UNISITE_TEST_PAUSE_AT hook stops them there), then the folder must hold
// a complete old or complete new copy under its name, and the next run must succeed and remove
// every leftover. A second run on a locked folder says so and exits.
import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, readlink, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentReporter } from '../../../pipeline/reporter.ts';
import { sync } from '../../../pipeline/sync/index.ts';
import { runCli, startPausedCli } from '../../helpers/cli.ts';
import { smallSite } from '../../helpers/draft-cms.ts';
import { startFaultCms, type FaultCms } from '../../helpers/fault-cms.ts';

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
  const env = () => ({ UNISITE_SNAPSHOTS_DIR: snapshotsDir, ...cms.env });
  /** The "new" content the killed syncs fetch: one changed page title (the news list's). */
  const changeAPage = () =>
    cms.setTransform((operation, body) => {
      if (operation !== 'PagesContent') return body;
      const pages = body.data?.pages as Array<{ path: string; title: string }>;
      return { data: { pages: pages.map((page) => (page.path === '/news/' ? { ...page, title: 'Changed by the CMS' } : page)) } };
    });

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'unisite-kill-'));
    snapshotsDir = join(workDir, 'snapshots');
    // One small site, home, news and a few items in two languages: a sync is killed at moments of
    // writing and swapping its folder, which do not depend on how much content there is, and the
    // file syncs a dozen times (the small family took 4 s of CPU a sync, this a tenth of it).
    cms = await startFaultCms({ content: await smallSite() });
    await sync({ snapshotsDir, cmsUrl: cms.url, thumbnailEndpoints: cms.thumbnailEndpoints, reporter: silentReporter });
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
    else expect(files['pages/news.json']).not.toBe(oldFiles['pages/news.json']);

    cms.setTransform(null);
    await sync({ snapshotsDir, cmsUrl: cms.url, thumbnailEndpoints: cms.thumbnailEndpoints, reporter: silentReporter });
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
    await sync({
      snapshotsDir,
      cmsUrl: cms.url,
      thumbnailEndpoints: cms.thumbnailEndpoints,
      reporter: { ...silentReporter, warn: (message) => warnings.push(message) },
    });
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
    await sync({ snapshotsDir, cmsUrl: cms.url, thumbnailEndpoints: cms.thumbnailEndpoints, reporter: silentReporter });
    await expectClean(workDir, 'snapshots');
  });
});

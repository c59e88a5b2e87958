// Killed builds never leave less than they found (the build half; killed syncs:
// crash-safety.test.ts, a file of its own so the two halves run side by side): `unisite build` is SIGKILLed
// at chosen moments (the UNISITE_TEST_PAUSE_AT hook stops them there), then the folder must hold
// a complete old or complete new copy under its name, and the next run must succeed and remove
// every leftover. A second run on a locked folder says so and exits.
import { mkdtemp, readdir, readFile, readlink, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateScaleContent } from '../../../content/cms/scale.ts';
import { stageDir } from '../../../pipeline/write/atomic-dir.ts';
import { runCli, startPausedCli } from '../../helpers/cli.ts';
import { syncContent } from '../../helpers/sync-content.ts';
import { seedWorkDir } from '../../setup/family-build.ts';

/** A complete snapshot set: exactly the files its manifest lists, each with the listed hash. */

/**
 * What may stay beside a folder after a successful run: its link and the version it names (a
 * superseded version being removed in the background is on its way out, so not counted).
 */
async function expectClean(parent: string, name: string): Promise<void> {
  const ours = new RegExp(`^\\.?${name}(\\.|$)`);
  const entries = (await readdir(parent)).filter((entry) => ours.test(entry) && !entry.startsWith(`.${name}.trash-`)).sort();
  expect(entries).toEqual([`.${name}.v-${(await readlink(join(parent, name))).split('.v-')[1]}`, name]);
}

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
    // A small synthetic site: where a build is killed and how the next one recovers do not depend
    // on how many pages it renders before.
    await syncContent(await generateScaleContent({ pagesPerLanguage: 8, seed: 1 }), paths().UNISITE_SNAPSHOTS_DIR);
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

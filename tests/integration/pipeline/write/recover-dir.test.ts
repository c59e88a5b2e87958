import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isRemovalOf, recoverDir, recycleSpare, stageDir } from '../../../../pipeline/write/atomic-dir.ts';

/** A new temporary folder for each test, to hold `dist` and its siblings; removed after it. */
function useParent(set: (dir: string) => void): void {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'unisite-recover-'));
    set(dir);
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });
}

describe('recoverDir beside a superseded version still being removed', () => {
  let parent: string;
  useParent((dir) => (parent = dir));

  it('leaves the trash to a background removal: not reported as an interrupted run, gone soon after', async () => {
    const dist = join(parent, 'dist');
    const first = await stageDir(dist);
    await writeFile(join(first.path, 'index.html'), 'first');
    await first.commit();
    // What a build's switch leaves while its detached `rm -rf` works: a trash folder of many files.
    const trash = join(parent, '.dist.trash-000000000-1-abcdef');
    for (let folder = 0; folder < 20; folder += 1) {
      await mkdir(join(trash, `page-${folder}`), { recursive: true });
      await writeFile(join(trash, `page-${folder}`, 'index.html'), 'old');
    }
    // A half-written staged folder of a killed run is removed before the run goes on.
    const killed = join(parent, '.dist.tmp-000000001-2-abcdef');
    await mkdir(killed);

    const { restored, removed } = await recoverDir(dist);
    expect(restored).toBeNull();
    expect(removed).toEqual(['.dist.tmp-000000001-2-abcdef']);
    expect(await readdir(parent)).not.toContain('.dist.tmp-000000001-2-abcdef');
    await vi.waitFor(async () => expect(await readdir(parent)).not.toContain('.dist.trash-000000000-1-abcdef'), { timeout: 10_000 });
  });

  it("recognises a running removal by its command line, so a folder's removal is started once", async () => {
    // A process's arguments as Linux lists them: each ended by a NUL.
    const child = spawn('sleep', ['30'], { stdio: 'ignore' });
    await once(child, 'spawn');
    try {
      const cmdline = await readFile(`/proc/${child.pid}/cmdline`, 'utf8');
      expect(cmdline).toBe('sleep\u000030\u0000');
      expect(isRemovalOf(cmdline, parent)).toBe(false);
      expect(isRemovalOf(`rm\u0000-rf\u0000${parent}\u0000`, parent)).toBe(true);
      expect(isRemovalOf(`rm\u0000-rf\u0000${parent}/other\u0000`, parent)).toBe(false);
    } finally {
      child.kill();
    }
  });
});

describe('the spare version', () => {
  let parent: string;
  useParent((dir) => (parent = dir));

  const publish = async (dist: string, text: string) => {
    const staged = await stageDir(dist);
    await writeFile(join(staged.path, 'index.html'), text);
    await staged.commit({ removePrevious: 'keep' });
    return staged.versionName;
  };
  const spares = async () => (await readdir(parent)).filter((entry) => entry.startsWith('.dist.spare-'));

  it('keeps the version a commit replaces, one at a time, through a recovery', async () => {
    const dist = join(parent, 'dist');
    await publish(dist, 'first');
    expect(await spares()).toEqual([]);
    const second = await publish(dist, 'second');
    const first = (await spares())[0] as string;
    expect(await readFile(join(parent, first, 'index.html'), 'utf8')).toBe('first');
    await publish(dist, 'third');
    // Only the newest replaced version is kept; the older spare goes to the trash.
    expect(await spares()).toEqual([second.replace('.dist.v-', '.dist.spare-')]);
    const { removed } = await recoverDir(dist);
    expect(removed).toEqual([]);
    expect(await spares()).toHaveLength(1);
    expect(await readFile(join(dist, 'index.html'), 'utf8')).toBe('third');
  });

  it('is taken as a staged folder with the name of the version it was; a run killed while it changes leaves only a temporary folder', async () => {
    const dist = join(parent, 'dist');
    const first = await publish(dist, 'first');
    await publish(dist, 'second');
    const recycled = await recycleSpare(dist);
    expect(recycled?.wasVersion).toBe(first);
    expect(await spares()).toEqual([]);
    await writeFile(join(recycled?.staged.path as string, 'index.html'), 'changed in place');
    // Killed here: the recovery removes the half-made version, and the live one is untouched.
    const { removed } = await recoverDir(dist);
    expect(removed).toHaveLength(1);
    expect(removed[0]).toMatch(/^\.dist\.tmp-/);
    expect(await readFile(join(dist, 'index.html'), 'utf8')).toBe('second');
    expect(await recycleSpare(dist)).toBeNull();
  });
});

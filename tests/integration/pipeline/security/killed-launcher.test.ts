// A `unisite` command killed in any way takes its work with it: bin/unisite.js runs the command in
// a child process, and a SIGKILL of the launcher (which cannot be forwarded) must not leave that
// child building, holding the folder's lock, or switching a folder later. And a lock whose
// process is gone — killed, a zombie, or its id reused by another process — is taken over at once.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, readFile, readlink, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateScaleContent } from '../../../../content/cms/scale.ts';
import { startCms, type RunningCms } from '../../../../pipeline/cms.ts';
import { silentReporter } from '../../../../pipeline/reporter.ts';
import { sync } from '../../../../pipeline/sync/index.ts';
import { lockFile, withFolderLock } from '../../../../pipeline/write/lock.ts';
import { isRunning, thisProcess } from '../../../../pipeline/write/process-identity.ts';
import { PAUSED } from '../../../../pipeline/write/test-pause.ts';
import { isolatedEnv } from '../../../setup/run-env.ts';

const root = resolve(import.meta.dirname, '../../../..');

/** Whether a process has ended: no such process, or a zombie nobody collected. */
async function gone(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch {
    return true;
  }
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  return /^[ZX]/.test(stat.slice(stat.lastIndexOf(')') + 2));
}

/** `unisite <args>` through the launcher, paused at `moment`: the launcher and the id of the command's process. */
async function launchPaused(args: string[], moment: string, env: Record<string, string>): Promise<{ launcher: ChildProcess; pid: number }> {
  const base = isolatedEnv();
  const launcher = spawn(process.execPath, [join(root, 'bin/unisite.js'), ...args], {
    cwd: root,
    env: { ...base, CI: '1', ...env, UNISITE_TEST_PAUSE_AT: moment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  launcher.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  launcher.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const pattern = new RegExp(`${PAUSED.replace(/[[\]]/g, '\\$&')} ${moment} \\(process (\\d+)\\)`);
  await vi.waitFor(() => expect(output).toMatch(pattern), { timeout: 60_000, interval: 25 });
  return { launcher, pid: Number(pattern.exec(output)?.[1]) };
}

describe('a SIGKILLed launcher', () => {
  let work: string;
  let cms: RunningCms;
  let snapshots: string;
  const children: number[] = [];
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'unisite-killed-launcher-'));
    snapshots = join(work, 'snapshots');
    cms = await startCms({ content: await generateScaleContent({ pagesPerLanguage: 5, seed: 3 }) });
    await sync({ snapshotsDir: snapshots, cmsUrl: cms.url, reporter: silentReporter });
  });
  afterAll(async () => {
    // A test that failed must not leave its command running.
    for (const pid of children) if (!(await gone(pid))) process.kill(pid, 'SIGKILL');
    await cms?.close();
    await rm(work, { recursive: true, force: true });
  });

  it.each(['lock:snapshots:held', 'swap:snapshots:staged'])(
    'takes the sync with it (paused at %s): nothing is switched, and the next sync takes the lock at once',
    async (moment) => {
      const before = await readlink(snapshots);
      const { launcher, pid } = await launchPaused(['sync'], moment, { UNISITE_SNAPSHOTS_DIR: snapshots, CMS_URL: cms.url });
      children.push(pid);
      expect(await gone(pid)).toBe(false);
      const ended = once(launcher, 'exit');
      launcher.kill('SIGKILL');
      await ended;
      await vi.waitFor(async () => expect(await gone(pid)).toBe(true), { timeout: 10_000, interval: 20 });
      // The link names what it named, and no version was published beside it.
      expect(await readlink(snapshots)).toBe(before);
      expect((await readdir(work)).filter((entry) => entry.startsWith('.snapshots.v-'))).toEqual([before]);
      // The dead command's lock is taken over by the next run, at once.
      await sync({ snapshotsDir: snapshots, cmsUrl: cms.url, reporter: silentReporter });
    },
    90_000,
  );

  it('takes the build with it while it holds the dist lock', async () => {
    const dist = join(work, 'dist');
    const { launcher, pid } = await launchPaused(['build'], 'lock:dist:held', {
      UNISITE_SNAPSHOTS_DIR: snapshots,
      UNISITE_DIST_DIR: dist,
      UNISITE_WORK_DIR: join(work, 'work'),
    });
    children.push(pid);
    const ended = once(launcher, 'exit');
    launcher.kill('SIGKILL');
    await ended;
    await vi.waitFor(async () => expect(await gone(pid)).toBe(true), { timeout: 10_000, interval: 20 });
    // The lock it held names a process that is gone: the next build would take it over.
    const holder = JSON.parse(await readFile(lockFile(dist), 'utf8')) as { pid: number };
    expect(holder.pid).toBe(pid);
    expect(isRunning(holder as Parameters<typeof isRunning>[0])).toBe(false);
    await withFolderLock(dist, 'test', async () => undefined);
  }, 90_000);
});

describe('a lock whose process is gone', () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'unisite-stale-lock-'));
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });
  const holding = (holder: Record<string, unknown>) =>
    writeFile(lockFile(join(work, 'dist')), JSON.stringify({ command: 'unisite build', since: '2026-01-01T00:00:00Z', ...holder }));

  it('is taken over when its process id is now another process’s (another start time, another boot)', async () => {
    const me = thisProcess();
    await holding({ ...me, started: '1' });
    await withFolderLock(join(work, 'dist'), 'test', async () => undefined);
    await holding({ ...me, boot: 'another-boot' });
    await withFolderLock(join(work, 'dist'), 'test', async () => undefined);
  });

  it('is taken over when its process is a zombie', async () => {
    // A shell whose child exits, then becomes `sleep`, which never collects it: a zombie until
    // the sleep ends (Node itself collects its own children at once).
    const parent = spawn('sh', ['-c', '(exit 0) & exec sleep 30'], { stdio: 'ignore' });
    try {
      const children = `/proc/${parent.pid}/task/${parent.pid}/children`;
      let pid = 0;
      await vi.waitFor(
        async () => {
          pid = Number((await readFile(children, 'utf8')).trim());
          expect(pid).toBeGreaterThan(0);
          expect(await readFile(`/proc/${pid}/stat`, 'utf8')).toMatch(/\) Z /);
        },
        { timeout: 10_000, interval: 20 },
      );
      process.kill(pid, 0);
      await holding({ pid, host: hostname() });
      await withFolderLock(join(work, 'dist'), 'test', async () => undefined);
    } finally {
      parent.kill('SIGKILL');
    }
  });

  it('is respected while its process runs', async () => {
    await holding({ ...thisProcess() });
    await expect(withFolderLock(join(work, 'dist'), 'test', async () => undefined)).rejects.toThrow(/FOLDER_LOCKED|being written/);
  });
});

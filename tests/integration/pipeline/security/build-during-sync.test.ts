// A build reads one snapshot version from its start to its end, whatever a sync does meanwhile:
// it resolves content/snapshots once, and the version it holds is not removed by a sync that
// switches the link under it (pipeline/write/reader-lease.ts); a later run removes it once the
// build has ended.
import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, readFile, readlink, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CmsContent } from '../../../../content/cms/documents.ts';
import { generateScaleContent } from '../../../../content/cms/scale.ts';
import { recoverDir, stageDir } from '../../../../pipeline/write/atomic-dir.ts';
import { heldVersions, holdVersion } from '../../../../pipeline/write/reader-lease.ts';
import { startPausedCli } from '../../../helpers/cli.ts';
import { syncContent } from '../../../helpers/sync-content.ts';

const versionsOf = async (parent: string) => (await readdir(parent)).filter((entry) => entry.startsWith('.snapshots.v-')).sort();

/** Publishes a one-file version of `target`, as a sync does (the previous version removed at once). */
async function publish(target: string, text: string): Promise<void> {
  const staged = await stageDir(target);
  await writeFile(join(staged.path, 'manifest.json'), text);
  await staged.commit();
}

describe('a reader holding a version of the snapshots', () => {
  let parent: string;
  let snapshots: string;
  beforeAll(async () => {
    parent = await mkdtemp(join(tmpdir(), 'unisite-lease-'));
    snapshots = join(parent, 'snapshots');
  });
  afterAll(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  it('keeps its version through two switches; the next recovery removes it once released', async () => {
    await publish(snapshots, 'A');
    const held = await holdVersion(snapshots);
    expect(held.dir).toBe(join(parent, await readlink(snapshots)));
    await publish(snapshots, 'B');
    await publish(snapshots, 'C');
    // What the reader reads is A's, under its own path, and only A stays beside the live version.
    expect(await readFile(join(held.dir, 'manifest.json'), 'utf8')).toBe('A');
    expect(await readFile(join(snapshots, 'manifest.json'), 'utf8')).toBe('C');
    expect(await versionsOf(parent)).toHaveLength(2);
    await held.release();
    await recoverDir(snapshots);
    expect(await versionsOf(parent)).toEqual([await readlink(snapshots)]);
    expect(await heldVersions(snapshots)).toEqual(new Set());
  });

  it('protects nothing once its process is gone, and its lease file goes with the next writer', async () => {
    const lease = join(parent, '.snapshots.reader-999999999-dead');
    await writeFile(
      lease,
      JSON.stringify({ pid: 999_999_999, host: (await import('node:os')).hostname(), version: await readlink(snapshots) }),
    );
    // A lease left empty by a reader killed while writing it names its process in its name.
    await writeFile(join(parent, '.snapshots.reader-999999998-dead'), '');
    await publish(snapshots, 'D');
    expect(await versionsOf(parent)).toEqual([await readlink(snapshots)]);
    expect((await readdir(parent)).filter((entry) => entry.includes('.reader-'))).toEqual([]);
  });

  it('reads a real folder (an older unisite’s) through its name', async () => {
    const real = join(parent, 'old-snapshots');
    await mkdir(real);
    const held = await holdVersion(real);
    expect(held.dir).toBe(real);
    await held.release();
    expect((await readdir(parent)).filter((entry) => entry.includes('.reader-'))).toEqual([]);
  });
});

describe('unisite build while a sync switches the snapshots', () => {
  let work: string;
  let before: CmsContent;
  let after: CmsContent;
  const env = () => ({
    UNISITE_SNAPSHOTS_DIR: join(work, 'snapshots'),
    UNISITE_DIST_DIR: join(work, 'dist'),
    UNISITE_IMAGE_CACHE: join(work, 'image-cache'),
  });
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'unisite-build-during-sync-'));
    before = await generateScaleContent({ pagesPerLanguage: 5, seed: 9 });
    // The same site with its home page retitled: what the sync publishes while the build runs.
    after = {
      ...before,
      pages: before.pages.map((page) => (page.path === '/' ? { ...page, title: 'Retitled by the sync during the build' } : page)),
    };
    await syncContent(before, env().UNISITE_SNAPSHOTS_DIR);
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it('builds the version it started with; the sync succeeds and the next one removes that version', async () => {
    const started = await readlink(env().UNISITE_SNAPSHOTS_DIR);
    const build = startPausedCli(['build'], 'build:snapshots:held', env(), 120_000);
    try {
      await build.paused;
      // The sync does not wait for the build (another folder's lock) and publishes its version;
      // the build's stays beside it.
      await syncContent(after, env().UNISITE_SNAPSHOTS_DIR);
      expect(await readlink(env().UNISITE_SNAPSHOTS_DIR)).not.toBe(started);
      expect(await versionsOf(work)).toContain(started);

      const ended = once(build.child, 'close');
      build.child.kill('SIGUSR2');
      const [code] = (await ended) as [number | null];
      expect(code, build.output()).toBe(0);
      const home = await readFile(join(env().UNISITE_DIST_DIR, 'index.html'), 'utf8');
      expect(home).not.toContain('Retitled by the sync during the build');
      expect(JSON.stringify(await readFile(join(env().UNISITE_DIST_DIR, 'page-data/index/page-data.json'), 'utf8'))).not.toContain(
        'Retitled',
      );
      // Released: the next sync's recovery removes the version the build held.
      await syncContent(after, env().UNISITE_SNAPSHOTS_DIR);
      expect(await versionsOf(work)).toEqual([await readlink(env().UNISITE_SNAPSHOTS_DIR)]);
    } finally {
      await build.kill();
    }
  }, 240_000);
});

// Builds of the small family (docs/site-family.md, docs/search.md, docs/performance.md "The spare
// version"), from one sync and one first build that both tests start from:
// - sharded: each shard builds its routes of every site and composes them; copying the shards'
//   dist/ into one folder and indexing it with `unisite search` gives the unsharded build's
//   dist/, byte for byte;
// - incremental: after content edits, from the third build on, the composition is made from the
//   version it replaced two builds ago, in place, and what it publishes is byte for byte what a
//   family build from scratch publishes: the pages edited since then placed again, none left as
//   they were.
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { silentReporter } from '../../../pipeline/reporter.ts';
import { isSearchFile, searchSitesOf, writeSearchIndex } from '../../../pipeline/search/index.ts';
import { buildFamily } from '../../../pipeline/site-build/family/index.ts';
import { sync } from '../../../pipeline/sync/index.ts';
import { digestTree } from '../../helpers/digest-tree.ts';
import { seedWorkDir } from '../../setup/family-build.ts';
import { smallFamilyDocuments } from '../../helpers/small-family.ts';

const root = resolve(import.meta.dirname, '../../..');

describe('family builds of the small family', () => {
  let work: string;
  let snapshotsDir: string;
  const dist = () => join(work, 'dist');
  // Each work folder starts with the Vite bundle of the run's shared build (docs/testing.md).
  const build = async (outDir: string, workDir: string, shard?: { index: number; count: number }) => {
    await seedWorkDir(workDir);
    return buildFamily({ root, snapshotsDir, outDir, workDir, reporter: silentReporter, shard });
  };
  /**
   * The first build of dist/, from scratch: the unsharded build the shards are compared with,
   * and the first of the incremental builds. Made once (by whichever test runs first), before
   * any edit: the sharded test only reads it, and runs first.
   */
  let first: ReturnType<typeof build> | undefined;
  const firstBuild = () => (first ??= build(dist(), join(work, 'work')));

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'unisite-family-builds-'));
    snapshotsDir = join(work, 'snapshots');
    await sync({ snapshotsDir, documentsDir: await smallFamilyDocuments(join(work, 'documents')), reporter: silentReporter });
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it('gives, once the shards are copied together and indexed, the unsharded dist/ byte for byte', async () => {
    await firstBuild();
    const expected = await digestTree(dist());
    const merged = join(work, 'merged');
    const pagesOf: string[][] = [];
    for (const index of [1, 2]) {
      const outDir = join(work, `dist-shard-${index}`);
      await build(outDir, join(work, 'work-shards'), { index, count: 2 });
      const tree = await digestTree(outDir);
      // Both sites are in every shard, and no shard holds a search index.
      expect(Object.keys(tree).some((file) => file.startsWith('business-school/'))).toBe(true);
      expect(Object.keys(tree).some((file) => file.startsWith('news/'))).toBe(true);
      expect(Object.keys(tree).filter(isSearchFile)).toEqual([]);
      pagesOf.push(Object.keys(tree).filter((file) => file.endsWith('/index.html')));
      await cp(outDir, merged, { recursive: true, dereference: true });
    }
    // Each page is built by one shard only.
    const [one = [], two = []] = pagesOf;
    expect(one.length).toBeGreaterThan(0);
    expect(one.filter((file) => two.includes(file))).toEqual([]);
    await writeSearchIndex(merged, silentReporter, await searchSitesOf(snapshotsDir));
    // One index per site, below its prefix.
    expect(
      Object.keys(expected)
        .filter((file) => file.endsWith('pagefind-entry.json'))
        .sort(),
    ).toEqual(['business-school/pagefind/pagefind-entry.json', 'pagefind/pagefind-entry.json']);
    expect(await digestTree(merged)).toEqual(expected);
  }, 600_000);

  /** Edits a page document's summary in the snapshots, as a sync of that one change would. */
  async function edit(file: string, text: string): Promise<void> {
    const path = join(snapshotsDir, file);
    const document = JSON.parse(await readFile(path, 'utf8')) as { title: string };
    document.title = `${document.title} ${text}`;
    await writeFile(path, `${JSON.stringify(document, null, 2)}\n`);
  }

  it('composes from its spare version in place and publishes what a build from scratch does', async () => {
    const workDir = join(work, 'work');
    const school = 'sites/business-school/pages/business-school/programmes/online-mba.json';
    const centre = (await readdir(join(snapshotsDir, 'pages'))).find((file) => file.endsWith('.json')) as string;
    expect(centre).toBeDefined();

    const built = await firstBuild();
    expect(built.sites.length).toBeGreaterThan(1);
    expect(built.recycled).toBe(false);
    await edit(school, 'Zanzibar');
    // The version the first build made is kept as the spare: the next composition has none yet.
    expect((await build(dist(), workDir)).recycled).toBe(false);
    const rounds: Array<[string, string]> = [
      [`pages/${centre}`, 'Quokka'],
      [school, 'Axolotl'],
    ];
    for (const [file, text] of rounds) {
      await edit(file, text);
      expect((await build(dist(), workDir)).recycled).toBe(true);
      // What the spare held that the composition does not is removed in the background: none of it stays.
      await vi.waitFor(async () => expect((await readdir(work)).filter((entry) => entry.startsWith('.dist.trash-'))).toEqual([]), {
        timeout: 10_000,
        interval: 50,
      });
    }
    const fresh = join(work, 'dist-fresh');
    await build(fresh, join(work, 'work-fresh'));
    const incremental = await digestTree(dist());
    expect(incremental).toEqual(await digestTree(fresh));
    // The edits are published (in the page and in the search index's fragments).
    const published = JSON.stringify(await readFile(join(dist(), 'business-school/programmes/online-mba/index.html'), 'utf8'));
    expect(published).toContain('Zanzibar Axolotl');
  }, 300_000);
});

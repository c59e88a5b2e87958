// A sharded build of the site family (docs/site-family.md, docs/search.md): each shard builds
// its routes of every site and composes them; copying the shards' dist/ into one folder and
// indexing it with `unisite search` gives the unsharded build's dist/, byte for byte.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentReporter } from '../../../pipeline/reporter.ts';
import { isSearchFile, searchSitesOf, writeSearchIndex } from '../../../pipeline/search/index.ts';
import { buildFamily } from '../../../pipeline/site-build/family/index.ts';
import { sync } from '../../../pipeline/sync/index.ts';
import { digestTree } from '../../helpers/digest-tree.ts';
import { seedWorkDir } from '../../setup/family-build.ts';
import { smallFamilyDocuments } from '../../helpers/small-family.ts';

const root = resolve(import.meta.dirname, '../../..');

describe('a sharded build of the family', () => {
  let work: string;
  let snapshotsDir: string;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'unisite-family-shards-'));
    snapshotsDir = join(work, 'snapshots');
    await sync({ snapshotsDir, documentsDir: await smallFamilyDocuments(join(work, 'documents')), reporter: silentReporter });
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it('gives, once the shards are copied together and indexed, the unsharded dist/ byte for byte', async () => {
    // One work folder: the Vite bundle is built once and reused by every build.
    const workDir = join(work, 'work');
    const whole = join(work, 'dist');
    await seedWorkDir(workDir);
    await buildFamily({ root, snapshotsDir, outDir: whole, workDir, reporter: silentReporter });
    const merged = join(work, 'merged');
    for (const index of [1, 2]) {
      const outDir = join(work, `dist-shard-${index}`);
      await buildFamily({ root, snapshotsDir, outDir, workDir, reporter: silentReporter, shard: { index, count: 2 } });
      const tree = await digestTree(outDir);
      // Both sites are in every shard, and no shard holds a search index.
      expect(Object.keys(tree).some((file) => file.startsWith('business-school/'))).toBe(true);
      expect(Object.keys(tree).some((file) => file.startsWith('news/'))).toBe(true);
      expect(Object.keys(tree).filter(isSearchFile)).toEqual([]);
      await cp(outDir, merged, { recursive: true, dereference: true });
    }
    await writeSearchIndex(merged, silentReporter, await searchSitesOf(snapshotsDir));
    const expected = await digestTree(whole);
    // One index per site, below its prefix.
    expect(
      Object.keys(expected)
        .filter((file) => file.endsWith('pagefind-entry.json'))
        .sort(),
    ).toEqual(['business-school/pagefind/pagefind-entry.json', 'pagefind/pagefind-entry.json']);
    expect(await digestTree(merged)).toEqual(expected);
  }, 600_000);
});

// The family's composed dist/ after content edits (docs/site-family.md, docs/performance.md "The
// spare version"): from the third build on, the composition is made from the version it
// replaced two builds ago, in place, and what it publishes is byte for byte what a family build
// from scratch publishes: the pages edited since then placed again, none left as they were.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { silentReporter } from '../../../pipeline/reporter.ts';
import { buildFamily } from '../../../pipeline/site-build/family/index.ts';
import { sync } from '../../../pipeline/sync/index.ts';
import { digestTree } from '../../helpers/digest-tree.ts';
import { seedWorkDir } from '../../setup/family-build.ts';
import { smallFamilyDocuments } from '../../helpers/small-family.ts';

const root = resolve(import.meta.dirname, '../../..');

describe('family build, incremental', () => {
  let work: string;
  let snapshotsDir: string;
  // Each work folder starts with the Vite bundle of the run's shared build (docs/testing.md).
  const build = async (outDir: string, workDir: string) => {
    await seedWorkDir(workDir);
    return buildFamily({ root, snapshotsDir, outDir, workDir, reporter: silentReporter });
  };

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'unisite-family-incremental-'));
    snapshotsDir = join(work, 'snapshots');
    await sync({ snapshotsDir, documentsDir: await smallFamilyDocuments(join(work, 'documents')), reporter: silentReporter });
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  /** Edits a page document's summary in the snapshots, as a sync of that one change would. */
  async function edit(file: string, text: string): Promise<void> {
    const path = join(snapshotsDir, file);
    const document = JSON.parse(await readFile(path, 'utf8')) as { title: string };
    document.title = `${document.title} ${text}`;
    await writeFile(path, `${JSON.stringify(document, null, 2)}\n`);
  }

  it('composes from its spare version in place and publishes what a build from scratch does', async () => {
    const dist = join(work, 'dist');
    const workDir = join(work, 'work');
    const school = 'sites/business-school/pages/business-school/programmes/online-mba.json';
    const centre = (await readdir(join(snapshotsDir, 'pages'))).find((file) => file.endsWith('.json')) as string;
    expect(centre).toBeDefined();

    const first = await build(dist, workDir);
    expect(first.sites.length).toBeGreaterThan(1);
    expect(first.recycled).toBe(false);
    await edit(school, 'Zanzibar');
    // The version the first build made is kept as the spare: the next composition has none yet.
    expect((await build(dist, workDir)).recycled).toBe(false);
    const rounds: Array<[string, string]> = [
      [`pages/${centre}`, 'Quokka'],
      [school, 'Axolotl'],
    ];
    for (const [file, text] of rounds) {
      await edit(file, text);
      expect((await build(dist, workDir)).recycled).toBe(true);
      // What the spare held that the composition does not is removed in the background: none of it stays.
      await vi.waitFor(async () => expect((await readdir(work)).filter((entry) => entry.startsWith('.dist.trash-'))).toEqual([]), {
        timeout: 10_000,
        interval: 50,
      });
    }
    const fresh = join(work, 'dist-fresh');
    await build(fresh, join(work, 'work-fresh'));
    const incremental = await digestTree(dist);
    expect(incremental).toEqual(await digestTree(fresh));
    // The edits are published (in the page and in the search index's fragments).
    const published = JSON.stringify(await readFile(join(dist, 'business-school/programmes/online-mba/index.html'), 'utf8'));
    expect(published).toContain('Zanzibar Axolotl');
  }, 300_000);
});

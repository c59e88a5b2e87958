// A build keeps a page without resolving it when its document and what resolving it read are as
// they were (docs/performance.md "Pages not resolved again"). What a page shows also depends on
// files that are not content: an image replaced in the media library under the same name gives
// the page other variants, so such a page is resolved after all, and the result is still the
// bytes of a build from scratch.
import { copyFile, cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateScaleContent } from '../../../content/cms/scale.ts';
import { silentReporter } from '../../../pipeline/reporter.ts';
import { buildSite, type BuildResult } from '../../../pipeline/site-build/index.ts';
import { digestTree } from '../../helpers/digest-tree.ts';
import { syncContent } from '../../helpers/sync-content.ts';

const root = resolve(import.meta.dirname, '../../..');

describe('pages not resolved again', () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'unisite-resolve-skip-'));
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  const build = (outDir: string): Promise<BuildResult> =>
    buildSite({
      root,
      snapshotsDir: join(work, 'snapshots'),
      outDir: join(work, outDir),
      workDir: join(work, `work-${outDir}`),
      imageCacheDir: join(work, 'image-cache'),
      mediaDir: join(work, 'media'),
      reporter: silentReporter,
    });

  it('resolves a kept page after all when an image it shows was replaced, and writes the bytes of a full build', async () => {
    await syncContent(await generateScaleContent({ pagesPerLanguage: 16, seed: 5 }), join(work, 'snapshots'));
    await cp(join(root, 'content/cms/media'), join(work, 'media'), { recursive: true });
    await build('dist');
    const unchanged = await build('dist');
    expect(unchanged.resolved).toBe(2);

    // The home page's first image, replaced by another picture of the library under its name.
    const home = JSON.parse(await readFile(join(work, 'dist/page-data/index/page-data.json'), 'utf8')) as {
      result: { pageContext: { images?: Record<string, unknown> } };
    };
    const shown = Object.keys(home.result.pageContext.images ?? {}).find((url) => url.startsWith('/media/') && /\.(jpe?g|png)$/.test(url));
    expect(shown).toBeDefined();
    const name = (shown as string).slice('/media/'.length);
    const other = (await readdir(join(work, 'media'))).find(
      (file) => file !== name && /\.(jpe?g|png)$/.test(file) && file.endsWith(name.slice(-4)),
    );
    expect(other).toBeDefined();
    await copyFile(join(work, 'media', other as string), join(work, 'media', name));

    const replaced = await build('dist');
    // The home page (and every page showing that image) resolved again, with the not-found pages.
    expect(replaced.resolved).toBeGreaterThan(2);
    expect(replaced.rendered).toBeGreaterThan(0);
    await build('dist-full');
    expect(await digestTree(join(work, 'dist'))).toEqual(await digestTree(join(work, 'dist-full')));
  }, 240_000);
});

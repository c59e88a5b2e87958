// A build keeps a page without resolving it when its document and what resolving it read are as
// they were (docs/performance.md "Pages not resolved again"). What a page shows also depends on
// files that are not content: an image replaced in the media library under the same name gives
// the page other variants, so such a page is resolved after all, and the result is still the
// bytes of a build from scratch.
import { copyFile, cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CmsPageRecord } from '../../../content/cms/documents.ts';
import { generateScaleContent } from '../../../content/cms/scale.ts';
import { silentReporter } from '../../../pipeline/reporter.ts';
import { buildSite, type BuildResult } from '../../../pipeline/site-build/index.ts';
import { digestTree } from '../../helpers/digest-tree.ts';
import { syncContent } from '../../helpers/sync-content.ts';
import { seedWorkDir } from '../../setup/family-build.ts';

const root = resolve(import.meta.dirname, '../../..');

/**
 * A folder of its own for a block's tests (with a copy of the media library), removed after them,
 * and a build of the snapshots synced into it: each output folder with a work folder of its own.
 */
function tempSite(prefix: string): { dir: () => string; build: (outDir: string) => Promise<BuildResult> } {
  let work = '';
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), prefix));
    await cp(join(root, 'content/cms/media'), join(work, 'media'), { recursive: true });
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });
  return {
    dir: () => work,
    build: async (outDir) => {
      // The Vite bundle of the run's shared build (docs/testing.md): this build bundles nothing.
      await seedWorkDir(join(work, `work-${outDir}`));
      return buildSite({
        root,
        snapshotsDir: join(work, 'snapshots'),
        outDir: join(work, outDir),
        workDir: join(work, `work-${outDir}`),
        imageCacheDir: join(work, 'image-cache'),
        mediaDir: join(work, 'media'),
        reporter: silentReporter,
      });
    },
  };
}

describe('pages not resolved again', () => {
  const site = tempSite('unisite-resolve-skip-');
  const build = site.build;

  it('resolves a kept page after all when an image it shows was replaced, and writes the bytes of a full build', async () => {
    const work = site.dir();
    await syncContent(await generateScaleContent({ pagesPerLanguage: 16, seed: 5 }), join(work, 'snapshots'));
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

// A hand-picked list's answer is not made again while none of its ids changed since the last
// build (pipeline/resolve/reads.ts `unchangedAnswers`): the list of an item whose related news
// names an edited item must show the edit, also when a failed build read the edit first.
describe('hand-picked lists after an edit', () => {
  const site = tempSite('unisite-manual-reads-');
  const build = site.build;

  it('shows the picked item as edited, and writes the bytes of a full build, after a failed build too', async () => {
    const work = site.dir();
    const content = await generateScaleContent({ pagesPerLanguage: 24, seed: 3 });
    const news = content.pages.filter((page) => String(page.id).startsWith('scale-news-') && page.locale === 'en');
    const pickerOf = (item: CmsPageRecord) =>
      news.find(
        (page) =>
          page !== item && JSON.stringify((page.template as { mainSection: unknown }).mainSection).includes(`"${item.translationGroup}"`),
      );
    // The oldest item some other item picks: no "latest news" shows it.
    const byAge = [...news].sort((a, b) => String(a.published).localeCompare(String(b.published)));
    const picked = byAge.find((item) => pickerOf(item)) as CmsPageRecord;
    const picker = pickerOf(picked) as CmsPageRecord;
    const pickerHtml = () => readFile(join(work, 'dist', String(picker.path), 'index.html'), 'utf8');
    const sync = () => syncContent(content, join(work, 'snapshots'));
    await sync();
    await build('dist');
    await build('dist');

    const retitle = (title: string) => {
      picked.title = title;
      (picked.template as { title: string }).title = title;
    };
    retitle('First edit of a picked item');
    await sync();
    const edited = await build('dist');
    expect(await pickerHtml()).toContain('First edit of a picked item');
    expect(edited.resolved).toBeLessThan(edited.pages);

    // A build that fails after reading the snapshots (no not-found page): the next one must still
    // know the item changed since the live version was built.
    retitle('Second edit of a picked item');
    const notFound = content.pages.filter((page) => page.templateType === 'Error404');
    content.pages = content.pages.filter((page) => page.templateType !== 'Error404');
    await sync();
    await expect(build('dist')).rejects.toThrow();
    content.pages.push(...notFound);
    await sync();
    await build('dist');
    expect(await pickerHtml()).toContain('Second edit of a picked item');
    await build('dist-full');
    expect(await digestTree(join(work, 'dist'))).toEqual(await digestTree(join(work, 'dist-full')));
  }, 240_000);
});

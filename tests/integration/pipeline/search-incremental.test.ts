// A content edit re-indexes only the search segments holding a page whose indexed text changed
// (docs/search.md "A part whose pages did not change is kept"). Editing a news item's summary
// re-renders its page, the news list and every item whose "related news" shows it; the related
// news cards are not indexed (data-pagefind-ignore), so the segments holding only those are kept,
// and the index published is still the one a build from scratch writes.
import { mkdtemp, readdir, realpath, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CmsContent } from '../../../content/cms/documents.ts';
import { generateScaleContent } from '../../../content/cms/scale.ts';
import { silentReporter, type Reporter } from '../../../pipeline/reporter.ts';
import { isSearchFile } from '../../../pipeline/search/index.ts';
import { BUILD_MANIFEST_FILE } from '../../../pipeline/site-build/manifest.ts';
import { SPARE_MANIFEST_FILE } from '../../../pipeline/site-build/staged-version.ts';
import { hostDirOf } from '../../../pipeline/write/host-dir.ts';
import { segmentCount, segmentOf } from '../../../pipeline/search/parts.ts';
import { buildSite } from '../../../pipeline/site-build/index.ts';
import { digestTree } from '../../helpers/digest-tree.ts';
import { removeBuildOutput } from '../../helpers/remove-output.ts';
import { syncContent } from '../../helpers/sync-content.ts';
import { seedWorkDir } from '../../setup/family-build.ts';

// Segments of six pages on average: the 24 pages of a language fall into four segments.
const SEGMENT_PAGES = 6;
const PAGES_PER_LANGUAGE = 24;

const root = resolve(import.meta.dirname, '../../..');

describe('search index after a content edit', () => {
  let work: string;
  /** The CMS's content as the last sync saw it. */
  let content: CmsContent;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'unisite-search-incremental-'));
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  const syncFrom = (content: CmsContent): Promise<void> => syncContent(content, join(work, 'snapshots'));

  /**
   * Builds into `outDir`; the search's report line ("… kept from the last build: K of N parts"),
   * and the phases and progress reported, in order.
   */
  async function build(outDir: string): Promise<{ rendered: number; searchLine: string; events: string[] }> {
    let searchLine = '';
    const events: string[] = [];
    const reporter: Reporter = {
      ...silentReporter,
      info: (message) => void (message.startsWith('search:') && (searchLine = message)),
      phase: (name) => void events.push(`phase ${name}`),
      progress: (done, total) => void events.push(`progress ${done}/${total}`),
    };
    // The Vite bundle of the run's shared build (docs/testing.md): this build bundles nothing.
    await seedWorkDir(join(work, `work-${outDir}`));
    const result = await buildSite({
      root,
      snapshotsDir: join(work, 'snapshots'),
      outDir: join(work, outDir),
      workDir: join(work, `work-${outDir}`),
      imageCacheDir: join(work, 'image-cache'),
      searchSegmentPages: SEGMENT_PAGES,
      reporter,
    });
    return { rendered: result.rendered, searchLine, events };
  }

  it('re-indexes the segments of the edited page and the list showing it, not those of pages showing it as related news', async () => {
    content = await generateScaleContent({ pagesPerLanguage: PAGES_PER_LANGUAGE, seed: 3 });
    await syncFrom(content);
    await build('dist');
    const englishPages = (await readdir(join(work, 'dist'), { recursive: true }))
      .filter((file) => file.endsWith('index.html') && !file.startsWith('es/') && !isSearchFile(file))
      .sort();
    const segments = segmentCount(englishPages.length, SEGMENT_PAGES);
    expect(segments).toBe(4);
    // None empty (a segment without pages would have the site indexed in one piece).
    expect(new Set(englishPages.map((file) => segmentOf(file, segments))).size).toBe(segments);
    const segment = (path: string) => segmentOf(`${path.replace(/^\//, '')}index.html`, segments);

    // An English news item that other items picked as related news, some of them in segments
    // that neither it nor the news list is in.
    const news = content.pages.filter((page) => String(page.id).startsWith('scale-news-') && page.locale === 'en');
    const pickersOf = (group: unknown) =>
      news.filter((page) => JSON.stringify((page.template as { mainSection: unknown }).mainSection).includes(`"${String(group)}"`));
    const edited = news.find((page) => {
      const indexed = new Set([segment(String(page.path)), segment('/news/')]);
      return pickersOf(page.translationGroup).some((picker) => !indexed.has(segment(String(picker.path))));
    });
    expect(edited).toBeDefined();
    if (!edited) return;
    (edited.template as { summary: string }).summary = 'A summary written again for the search test.';
    await syncFrom(content);
    const incremental = await build('dist');
    const pickers = pickersOf(edited.translationGroup);
    const renderedSegments = new Set([edited, ...pickers].map((page) => segment(String(page.path))).concat(segment('/news/')));
    // Its page, the news list and the pickers were rendered again …
    expect(incremental.rendered).toBeGreaterThanOrEqual(1 + pickers.length);
    // … but only the segments of its page and of the list were indexed again: every Spanish part,
    // and every English one holding only pickers or untouched pages, was kept.
    const indexedAgain = new Set([segment(String(edited.path)), segment('/news/')]);
    expect(renderedSegments.size).toBeGreaterThan(indexedAgain.size);
    expect(incremental.searchLine).toMatch(new RegExp(`kept from the last build: ${8 - indexedAgain.size} of 8 parts$`));

    // The same bytes as a build from scratch.
    await build('dist-full');
    expect(await digestTree(join(work, 'dist'))).toEqual(await digestTree(join(work, 'dist-full')));
  }, 240_000);

  it('keeps every part, and every page in its cache, when all pages are rendered again with the same indexed text', async () => {
    // Without the build's manifests (of the live version and of the spare) every page is rendered
    // again, as after a code change; what the search is given of them is unchanged, so no part
    // is indexed again …
    for (const file of [BUILD_MANIFEST_FILE, SPARE_MANIFEST_FILE]) await rm(join(hostDirOf(join(work, 'dist')), file));
    const again = await build('dist');
    expect(again.rendered).toBe(2 * PAGES_PER_LANGUAGE + 2);
    expect(again.searchLine).toMatch(/kept from the last build: 8 of 8 parts$/);
    // … and the pages rendered stay in the search's cache: the next edit reads none from the disk.
    const page = content.pages.find((candidate) => candidate.id === 'scale-news-3-es') as CmsContent['pages'][number];
    (page.template as { body: string }).body = '<p>Otro cuerpo.</p>';
    await syncFrom(content);
    const edit = await build('dist');
    expect(edit.searchLine).toMatch(/\(\d+ as rendered, 0 read, \d+ unchanged/);
    expect(edit.searchLine).toMatch(/kept from the last build: 7 of 8 parts$/);
  }, 240_000);

  it('writes only the index files that changed into a recycled spare, and the index of a build from scratch', async () => {
    // From the third build on, the version before the live one (the spare) is made into the next,
    // its index in place: the files of the re-indexed part named as before are the same files
    // (linked or left in place, their modification time the last build's or older).
    const page = content.pages.find((candidate) => candidate.id === 'scale-news-5-es') as CmsContent['pages'][number];
    for (const round of [1, 2]) {
      (page.template as { body: string }).body = `<p>Otro cuerpo, vuelta ${round}.</p>`;
      await syncFrom(content);
      const started = Date.now();
      const edit = await build('dist');
      expect(edit.searchLine).toMatch(/kept from the last build: 7 of 8 parts$/);
      // The search starts beside the render of these few pages, but reports after it: the render's
      // progress is drawn under its own phase, to its end, before the search's phase begins.
      const rendering = edit.events.findIndex((event) => event.startsWith('phase build: rendering'));
      const next = edit.events.findIndex((event, at) => at > rendering && event.startsWith('phase '));
      expect(edit.events[next]).toMatch(/^phase search: indexing/);
      expect(edit.events.slice(rendering + 1, next).at(-1)).toBe(`progress ${edit.rendered}/${edit.rendered}`);
      const index = join(await realpath(join(work, 'dist')), 'pagefind');
      const created: string[] = [];
      for (const entry of await readdir(index, { recursive: true, withFileTypes: true })) {
        const file = join(entry.parentPath, entry.name);
        if (entry.isFile() && (await stat(file)).mtimeMs >= started) created.push(relative(index, file));
      }
      // The edited page's fragment is the only new one of its segment's; its word chunks, filters
      // and metadata, and the entries, are written again.
      expect(created.filter((file) => file.endsWith('.pf_fragment'))).toHaveLength(1);
      expect(created.length).toBeLessThan(20);
    }
    await removeBuildOutput(join(work, 'dist-full'));
    await build('dist-full');
    expect(await digestTree(join(work, 'dist'))).toEqual(await digestTree(join(work, 'dist-full')));
  }, 240_000);

  it('keeps the unchanged parts from the work folder’s copy of the index when there is no dist/ (a CI job with a cached work folder)', async () => {
    // The work folder of the last test's build from scratch, its output gone: every page is
    // rendered again, and no part is indexed again.
    await removeBuildOutput(join(work, 'dist-full'));
    const cached = await build('dist-full');
    expect(cached.rendered).toBe(2 * PAGES_PER_LANGUAGE + 2);
    expect(cached.searchLine).toMatch(/kept from the last build: 8 of 8 parts$/);
    expect(await digestTree(join(work, 'dist-full'))).toEqual(await digestTree(join(work, 'dist')));

    // A file missing from the copy: its part is indexed again, and the index is the same.
    const search = join(work, 'work-dist-full', 'search');
    const copy = join(search, (await readdir(search)).find((entry) => entry.startsWith('index-files-')) ?? 'index-files-missing');
    const fragment = (await readdir(copy, { recursive: true })).find((file) => file.endsWith('.pf_fragment'));
    expect(fragment).toBeDefined();
    await rm(join(copy, fragment as string));
    await removeBuildOutput(join(work, 'dist-full'));
    const repaired = await build('dist-full');
    expect(repaired.searchLine).toMatch(/kept from the last build: 7 of 8 parts$/);
    expect(await digestTree(join(work, 'dist-full'))).toEqual(await digestTree(join(work, 'dist')));
    // … and the copy has the file again.
    expect((await readdir(copy, { recursive: true })).includes(fragment as string)).toBe(true);
  }, 240_000);
});

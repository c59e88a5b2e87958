// Incremental builds (docs/performance.md): after random edits, additions and deletions of
// documents, a build that starts from the previous dist/ writes exactly the bytes a full build
// from scratch writes, re-renders only the pages whose inputs changed, resolves only those whose
// document or reads changed, and keeps the build hash (content is not code). The same holds for
// the builds of a watching process (`unisite build --watch`), which take the summaries and the
// manifest it parsed ahead between builds.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CmsContent, CmsPageRecord } from '../../../content/cms/documents.ts';
import { generateScaleContent } from '../../../content/cms/scale.ts';
import { BuildSession } from '../../../pipeline/watch/session.ts';
import { silentReporter } from '../../../pipeline/reporter.ts';
import { buildSite, type BuildResult } from '../../../pipeline/site-build/index.ts';
import {
  BUILD_MANIFEST_FILE,
  readManifestFile,
  spareOf,
  type BuildManifest,
  type SpareManifest,
} from '../../../pipeline/site-build/manifest.ts';
import { SPARE_MANIFEST_FILE } from '../../../pipeline/site-build/staged-version.ts';
import { hostDirOf } from '../../../pipeline/write/host-dir.ts';
import { digestTree } from '../../helpers/digest-tree.ts';
import { syncContent } from '../../helpers/sync-content.ts';
import { seedWorkDir } from '../../setup/family-build.ts';

const root = resolve(import.meta.dirname, '../../..');
const PAGES_PER_LANGUAGE = 24;

/** mulberry32: the same seed gives the same series of edits on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe.each([
  { process: 'a build from the shell', watching: false },
  { process: 'a watching process', watching: true },
])('incremental build, in $process', ({ watching }) => {
  let work: string;
  // The watching process's: each build of dist/ takes what was parsed ahead after the one before.
  const session = watching ? new BuildSession() : undefined;
  const next = random(7);
  const newsOf = (content: CmsContent) => content.pages.filter((page) => String(page.id).startsWith('scale-news-'));
  const pick = <T>(list: T[]): T => list[Math.floor(next() * list.length)] as T;

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'unisite-incremental-'));
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  const syncFrom = (content: CmsContent): Promise<void> => syncContent(content, join(work, 'snapshots'));

  const build = async (outDir: string): Promise<BuildResult> => {
    const live = outDir === 'dist';
    // The Vite bundle of the run's shared build (docs/testing.md): this build bundles nothing.
    await seedWorkDir(join(work, 'work'));
    const result = await buildSite({
      root,
      snapshotsDir: join(work, 'snapshots'),
      outDir: join(work, outDir),
      workDir: join(work, 'work'),
      imageCacheDir: join(work, 'image-cache'),
      reporter: silentReporter,
      session: live ? session : undefined,
    });
    if (live) await session?.readAll();
    return result;
  };

  /** Incremental build into `dist` and a full build from scratch; both must be the same bytes. */
  async function compareWithFullBuild(round: number): Promise<{ incremental: BuildResult; full: BuildResult }> {
    const live = await digestTree(join(work, 'dist'));
    const incremental = await build('dist');
    // From the third build on, the version before the live one (the spare) is made into the new
    // one in place; the version that was live, which shares files with it by hard link, is the
    // spare now and must hold exactly what it held (nothing was written into a shared file).
    expect(incremental.recycled).toBe(round > 0);
    const spares = (await readdir(work)).filter((entry) => entry.startsWith('.dist.spare-'));
    expect(spares).toHaveLength(1);
    // What the recycled spare held that the new version does not (its assets, images, site
    // data) was moved aside and is removed in the background: none of it stays beside dist/.
    await vi.waitFor(async () => expect((await readdir(work)).filter((entry) => entry.startsWith('.dist.trash-'))).toEqual([]), {
      timeout: 10_000,
      interval: 50,
    });
    expect(await digestTree(join(work, spares[0] as string))).toEqual(live);
    // The live version's manifest names the spare's pages as the spare's own manifest does (the
    // next build reads only the first).
    const host = hostDirOf(join(work, 'dist'));
    const liveManifest = (await readManifestFile(join(host, BUILD_MANIFEST_FILE))) as BuildManifest;
    const spareManifest = (await readManifestFile(join(host, SPARE_MANIFEST_FILE))) as BuildManifest;
    const recordsOf = (manifest: SpareManifest) =>
      Object.fromEntries(
        Object.entries(manifest.pages).map(([file, { inputs, pageData, indexable }]) => [file, { inputs, pageData, indexable }]),
      );
    const fromLive = spareOf(liveManifest) as SpareManifest;
    expect({ version: fromLive.version, codeHash: fromLive.codeHash }).toEqual({
      version: spareManifest.version,
      codeHash: spareManifest.codeHash,
    });
    expect(recordsOf(fromLive)).toEqual(recordsOf(spareManifest));
    const full = await build(`dist-full-${round}`);
    expect(full.rendered).toBe(full.pages + 2); // every page, 404.html and 500.html
    expect(await digestTree(join(work, 'dist'))).toEqual(await digestTree(join(work, `dist-full-${round}`)));
    return { incremental, full };
  }

  it('gives the bytes of a full build after random edits, additions and deletions, re-rendering only what changed', async () => {
    let content = await generateScaleContent({ pagesPerLanguage: PAGES_PER_LANGUAGE, seed: 3 });
    await syncFrom(content);
    const first = await build('dist');
    expect(first.rendered).toBe(first.pages + 2);

    // Nothing changed: nothing is rendered, and the result is still the same bytes.
    const same = await compareWithFullBuild(0);
    expect(same.incremental.rendered).toBe(0);
    // Nor resolved: only the not-found pages (one per language), which every build resolves.
    expect(same.incremental.resolved).toBe(2);
    expect(same.incremental.buildHash).toBe(first.buildHash);

    // An old news item's text: its page and those whose lists show it; far from every page. (Old
    // by date: every detail page's distributor shows the three most recent items, so editing a
    // recent one rightly re-renders every detail page.)
    const byAge = newsOf(content).sort((a, b) => String(a.published).localeCompare(String(b.published)));
    const edited = pick(byAge.slice(0, 6));
    edited.title = `Edited ${Math.floor(next() * 1e6)}`;
    (edited.template as { body: string }).body = '<p>Edited body.</p>';
    await syncFrom(content);
    const edit = await compareWithFullBuild(1);
    expect(edit.incremental.rendered).toBeGreaterThan(0);
    // Its page and the few that show it or link to it: the news list page holding it, its
    // language's sitemap page (the title changed) and the items whose editors picked it as
    // related news; no "latest news" distributor shows an old item.
    const pickers = newsOf(content).filter(
      (page) =>
        page.locale === edited.locale &&
        JSON.stringify((page.template as { mainSection: unknown }).mainSection).includes(`"${edited.translationGroup}"`),
    );
    expect(edit.incremental.rendered).toBeLessThanOrEqual(3 + pickers.length);
    // Resolved: the pages rendered and the not-found pages, no other (what each read is unchanged).
    expect(edit.incremental.resolved).toBeLessThanOrEqual(edit.incremental.rendered + 2);
    expect(edit.incremental.buildHash).toBe(first.buildHash);
    expect(await readFile(join(work, 'dist', String(edited.path), 'index.html'), 'utf8')).toContain('Edited body.');

    // Additions: two more news items in both languages (the generator is deterministic, so the
    // existing items stay the same) with the edit kept.
    const grown = await generateScaleContent({ pagesPerLanguage: PAGES_PER_LANGUAGE + 2, seed: 3 });
    const keptEdit = grown.pages.find((page) => page.id === edited.id) as CmsPageRecord;
    Object.assign(keptEdit, { title: edited.title, template: edited.template });
    content = grown;
    await syncFrom(content);
    const added = await compareWithFullBuild(2);
    expect(added.incremental.pages).toBe(first.pages + 4);

    // Deletions: a random news item in both languages, and an edit in the same round.
    const group = pick(newsOf(content)).translationGroup;
    content = { ...content, pages: content.pages.filter((page) => page.translationGroup !== group) };
    const another = pick(newsOf(content));
    (another.template as { summary: string }).summary = 'A summary written again.';
    await syncFrom(content);
    const removed = await compareWithFullBuild(3);
    expect(removed.incremental.pages).toBe(first.pages + 2);
    expect(removed.incremental.rendered).toBeLessThan(removed.incremental.pages);
    // Every build of dist/ after the first took the summaries parsed ahead, and every one after
    // the second the manifest too (the first had no manifest to read, so none was parsed ahead).
    if (session) expect(session.answeredAhead).toBe(4 + 3);
  }, 240_000);
});

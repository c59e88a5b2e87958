// A build reads a page document only when its snapshot changed since it was summarised
// (pipeline/snapshots/summaries.ts, docs/performance.md "Documents not read again"): what it
// plans, lists and maps from the summaries must be what reading every document gives, after a
// sync's edit, a removal, a snapshot edited by hand, other code, or a journal left by a killed build.
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CmsContent, CmsPageRecord } from '../../../content/cms/documents.ts';
import { generateScaleContent } from '../../../content/cms/scale.ts';
import { listEntriesOf } from '../../../pipeline/resolve/index.ts';
import { pageSnapshotFile, readContent } from '../../../pipeline/snapshots/index.ts';
import { readSummarisedContent } from '../../../pipeline/snapshots/summaries.ts';
import { BuildSession } from '../../../pipeline/watch/session.ts';
import { syncContent } from '../../helpers/sync-content.ts';

describe('page summaries kept between builds', () => {
  let work: string;
  let content: CmsContent;
  const snapshots = () => join(work, 'snapshots');
  const cacheFile = () => join(work, 'work', 'default.json');
  const journal = () => join(work, 'work', 'default.journal.json');
  const summarised = (codeHash = 'code-1', siteKey?: string) =>
    readSummarisedContent(snapshots(), siteKey, { cacheDir: join(work, 'work'), codeHash, entriesOf: listEntriesOf });

  /** The summaries agree with every document read whole, in the same order. */
  async function expectAsRead(summaries: Awaited<ReturnType<typeof summarised>>) {
    const whole = await readContent(snapshots());
    expect(summaries.pages.map((page) => page.path)).toEqual(whole.pages.map((page) => page.path));
    expect(summaries.pages.flatMap((page) => page.entries)).toEqual(whole.pages.flatMap(listEntriesOf));
    expect(summaries.pages.map((page) => [page.title, page.modified, page.indexed, page.pageLanguages])).toEqual(
      whole.pages.map((page) => [page.title, page.modified, page.indexed, page.pageLanguages]),
    );
    const edited = summaries.pages.find((page) => page.path === '/news/item-1/');
    expect(edited && summaries.document(edited)).toEqual(whole.pages.find((page) => page.path === '/news/item-1/'));
  }

  const newsItem = () => content.pages.find((page) => page.id === 'scale-news-1-en') as CmsPageRecord;

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'unisite-summaries-'));
    content = await generateScaleContent({ pagesPerLanguage: 24, seed: 3 });
    await syncContent(content, snapshots());
  }, 60_000);
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it('reads every document once, then none while the snapshots are unchanged', async () => {
    const first = await summarised();
    expect(first.read).toBe(first.pages.length);
    await expectAsRead(first);
    const again = await summarised();
    expect(again.read).toBe(0);
    await expectAsRead(again);
    // Named by its key (as the command names a lone site), it is the same site and the same summaries.
    const byKey = await summarised('code-1', String(content.site.key));
    expect(byKey.read).toBe(0);
    expect(byKey.changes.since).toBe(again.changes.state);
  });

  it('reads only the document a sync changed, and journals it without writing every summary again', async () => {
    const before = await stat(cacheFile());
    newsItem().title = 'Succession, edited';
    await syncContent(content, snapshots());
    const after = await summarised();
    expect(after.read).toBe(1);
    expect(after.pages.find((page) => page.path === '/news/item-1/')?.title).toBe('Succession, edited');
    await expectAsRead(after);
    expect((await stat(cacheFile())).mtimeMs).toBe(before.mtimeMs);
    expect(JSON.parse(await readFile(journal(), 'utf8')).pages).toHaveProperty([pageSnapshotFile('/news/item-1/')]);
    // What changed since, for the answers a build need not make again: the item's ids, and the
    // sitemap (its title); a new state, which the next read starts from.
    expect(after.changes.since).not.toBeNull();
    expect(after.changes.state).not.toBe(after.changes.since);
    expect([...after.changes.touched].sort()).toEqual(['scale-news-1', 'scale-news-1-en']);
    expect(after.changes.sitemap).toBe(true);
    const unchanged = await summarised();
    expect(unchanged.read).toBe(0);
    expect(unchanged.changes).toEqual({ since: after.changes.state, state: after.changes.state, touched: new Set(), sitemap: false });
  }, 60_000);

  it('reads a snapshot edited by hand after the sync, whose manifest did not change', async () => {
    const file = join(snapshots(), pageSnapshotFile('/news/item-1/'));
    const page = JSON.parse(await readFile(file, 'utf8')) as { title: string };
    page.title = 'Edited by hand';
    await writeFile(file, `${JSON.stringify(page, null, 2)}\n`);
    const after = await summarised();
    expect(after.read).toBe(1);
    await expectAsRead(after);
  });

  it('drops the summary of a document removed by a sync', async () => {
    content.pages = content.pages.filter((page) => page.translationGroup !== 'scale-news-2');
    await syncContent(content, snapshots());
    const after = await summarised();
    expect(after.read).toBe(0);
    expect(after.pages.some((page) => page.path === '/news/item-2/')).toBe(false);
    expect([...after.changes.touched].sort()).toEqual(['scale-news-2', 'scale-news-2-en', 'scale-news-2-es']);
    expect(after.changes.sitemap).toBe(true);
    await expectAsRead(after);
  }, 60_000);

  it('summarises everything again for other code, and ignores a journal of another writing', async () => {
    const other = await summarised('code-2');
    expect(other.read).toBe(other.pages.length);
    // Made anew: nothing is known of what changed.
    expect(other.changes.since).toBeNull();
    await expectAsRead(other);
    // A build killed between writing the summaries whole and removing the journal leaves one
    // naming the generation before: its records are not applied over the new file.
    newsItem().title = 'Succession, edited again';
    await syncContent(content, snapshots());
    expect((await summarised('code-2')).read).toBe(1);
    const stale = JSON.parse(await readFile(journal(), 'utf8')) as {
      generation: string;
      pages: Record<string, { summary: { title: string } }>;
    };
    const record = stale.pages[pageSnapshotFile('/news/item-1/')];
    if (record) record.summary.title = 'A title no snapshot has';
    await writeFile(journal(), JSON.stringify({ ...stale, generation: 'another' }));
    const after = await summarised('code-2');
    expect(after.read).toBe(1);
    await expectAsRead(after);
  }, 60_000);

  it('in a watching process, looks up only the files the watch says were written, and every file when a name is not understood', async () => {
    const session = new BuildSession();
    let told: ReadonlySet<string> | undefined;
    session.touchedSnapshotFiles = () => told;
    const watched = () =>
      readSummarisedContent(snapshots(), undefined, {
        cacheDir: join(work, 'work'),
        codeHash: 'code-2',
        entriesOf: listEntriesOf,
        session,
      });
    expect((await watched()).read).toBe(0);
    const file = join(snapshots(), pageSnapshotFile('/news/item-1/'));
    const edit = async (title: string) => {
      const page = JSON.parse(await readFile(file, 'utf8')) as { title: string };
      await writeFile(file, JSON.stringify({ ...page, title }));
    };
    // Told of the edited file: it alone is looked up and read.
    await edit('Edited while watched');
    told = new Set([pageSnapshotFile('/news/item-1/')]);
    const after = await watched();
    expect(after.read).toBe(1);
    expect(after.pages.find((page) => page.path === '/news/item-1/')?.title).toBe('Edited while watched');
    // Told of nothing: the summaries are taken as they are (the watch is trusted).
    await edit('Edited unseen');
    told = new Set();
    expect((await watched()).read).toBe(0);
    // A name that is none of the sync's documents (an editor's temporary file): every file is
    // looked up, and the edit the watch missed is found.
    told = new Set(['pages/news/.item-1.json.swp']);
    const looked = await watched();
    expect(looked.read).toBe(1);
    expect(looked.pages.find((page) => page.path === '/news/item-1/')?.title).toBe('Edited unseen');
  }, 60_000);
});

// Lists across the site family (docs/site-family.md "Lists across the family"), in a real build
// of a small synthetic family: the research centre's home lists the business school's news in
// the page's language, an item missing in it in its other language (marked with its own
// `lang`), at the school's own addresses; when a school page changes, the centre's home is
// built again, and only it; a key that is no site of the family stops the sync, naming document
// and field; and with --strict a link to a page the family does not have stops the build
// (docs/links.md), naming page, field and target, with nothing published.
import { cp, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentReporter } from '../../../pipeline/reporter.ts';
import { buildFamily } from '../../../pipeline/site-build/family/index.ts';
import { sync } from '../../../pipeline/sync/index.ts';
import { seedWorkDir } from '../../setup/family-build.ts';

const root = resolve(import.meta.dirname, '../../..');
const demo = join(root, 'content/cms/documents');

const notFound = (id: string, locale: string, path: string) => ({
  id,
  translationGroup: id,
  locale,
  path,
  templateType: 'Error404',
  title: 'Page not found',
  indexed: false,
  template: { templateType: 'Error404', title: 'Not found', message: 'That page does not exist.', link: { href: '/', text: 'Home' } },
});

const story = (id: string, group: string, locale: string, path: string, title: string, date: string) => ({
  id,
  translationGroup: group,
  locale,
  path,
  templateType: 'NewsDetail',
  title,
  published: date,
  template: { templateType: 'NewsDetail', title, date, summary: `${title}: the summary.`, body: '<p>Text.</p>' },
});

const home = (data: Record<string, unknown>) => ({
  id: 'home-en',
  translationGroup: 'home',
  locale: 'en',
  path: '/',
  templateType: 'Landing',
  isHome: true,
  title: 'Centre',
  template: {
    templateType: 'Landing',
    mainSection: [
      {
        component: 'NewsDistributor',
        title: 'From the business school',
        data: { mode: 'auto', sources: [{ structuredData: 'NewsDetail' }], ...data },
      },
    ],
  },
});

/** The two sites of the demo (their site documents), with a few pages of their own. */
async function writeDocuments(dir: string, homeData: Record<string, unknown>): Promise<void> {
  await mkdir(join(dir, 'sites'), { recursive: true });
  for (const key of ['research-centre', 'business-school']) await cp(join(demo, 'sites', `${key}.json`), join(dir, 'sites', `${key}.json`));
  await cp(join(demo, 'regions'), join(dir, 'regions'), { recursive: true });
  const pages: Record<string, unknown> = {
    'en/home.json': home(homeData),
    'en/page-not-found.json': notFound('not-found-en', 'en', '/page-not-found/'),
    'en/business-school/page-not-found.json': notFound('school-not-found-en', 'en', '/business-school/page-not-found/'),
    'en/business-school/news/new-campus.json': story(
      'school-campus-en',
      'school-campus',
      'en',
      '/business-school/news/new-campus/',
      'A new campus opens',
      '2026-06-01T09:00:00Z',
    ),
    'es/business-school/noticias/nuevo-campus.json': story(
      'school-campus-es',
      'school-campus',
      'es',
      '/es/business-school/noticias/nuevo-campus/',
      'Abre un nuevo campus',
      '2026-06-01T09:00:00Z',
    ),
    'es/business-school/noticias/premio.json': story(
      'school-prize-es',
      'school-prize',
      'es',
      '/es/business-school/noticias/premio/',
      'La escuela gana un premio',
      '2026-05-01T09:00:00Z',
    ),
  };
  for (const [file, document] of Object.entries(pages)) {
    const path = join(dir, 'pages', file);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, JSON.stringify(document));
  }
}

describe('a list of another site of the family, built', () => {
  let work: string;
  let snapshotsDir: string;
  const outDir = () => join(work, 'dist');
  const build = () => buildFamily({ root, snapshotsDir, outDir: outDir(), workDir: join(work, 'work'), reporter: silentReporter });
  const homeHtml = () => readFile(join(outDir(), 'index.html'), 'utf8');

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'unisite-family-lists-'));
    const documentsDir = join(work, 'documents');
    await writeDocuments(documentsDir, { site: 'business-school', preferenceLanguage: true });
    snapshotsDir = join(work, 'snapshots');
    await sync({ snapshotsDir, documentsDir, reporter: silentReporter });
    // The Vite bundle of the run's shared build (docs/testing.md): these builds bundle nothing.
    await seedWorkDir(join(work, 'work'));
  }, 120_000);
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it("lists the school's news on the centre's home, the Spanish-only one marked as Spanish", async () => {
    await build();
    const html = await homeHtml();
    expect(html).toContain('href="/business-school/news/new-campus/"');
    expect(html).toMatch(/<h3[^>]*>\s*<a[^>]*href="\/business-school\/news\/new-campus\/"[^>]*>A new campus opens<\/a>/);
    // Missing in English: listed in Spanish, its texts marked so (WCAG 3.1.2).
    expect(html).toMatch(
      /<h3[^>]*lang="es"[^>]*>\s*<a[^>]*href="\/es\/business-school\/noticias\/premio\/"[^>]*>La escuela gana un premio<\/a>/,
    );
    expect(html).toMatch(/<p[^>]*lang="es"[^>]*>La escuela gana un premio: the summary\.<\/p>/);
    // The Spanish version of a story that has an English one is not listed twice.
    expect(html).not.toContain('Abre un nuevo campus');
  }, 120_000);

  it("builds the centre's home again when a school page it lists changes, and keeps the centre's other pages", async () => {
    const file = join(snapshotsDir, 'sites/business-school/pages/business-school/news/new-campus.json');
    const document = JSON.parse(await readFile(file, 'utf8')) as { template: { title: string } };
    document.template.title = 'A new campus opens in the harbour';
    await writeFile(file, JSON.stringify(document));
    const result = await build();
    const centre = result.sites.find((site) => site.key === 'research-centre')?.result;
    // The home (its list's answer changed) is resolved and rendered again; the not-found page is
    // always resolved (it is the 404 fallback's) but its files are kept.
    expect(centre?.resolved).toBe(2);
    expect(centre?.rendered).toBe(1);
    expect(await homeHtml()).toContain('A new campus opens in the harbour');
    // Nothing changed: nothing of the centre is rendered again.
    const again = (await build()).sites.find((site) => site.key === 'research-centre')?.result;
    expect(again?.rendered).toBe(0);
  }, 120_000);

  it('refuses at sync a key that is no site of the family, naming document and field', async () => {
    const documentsDir = join(work, 'documents-unknown');
    await writeDocuments(documentsDir, { site: ['business-school', 'law-schol'] });
    const error = await sync({ snapshotsDir: join(work, 'snapshots-unknown'), documentsDir, reporter: silentReporter }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(Error);
    expect(String((error as Error).message)).toMatch(
      /page \/ → template\.mainSection\[0\]\.data\.site\[1\]: "law-schol" is not a site of the family/,
    );
  }, 60_000);

  it('with --strict, publishes nothing when a link leads nowhere, naming page, field and target', async () => {
    // The demo's menus and footers link the whole demo, which these few pages are not: here they
    // are left empty, so that the one link that leads nowhere is the page's, below.
    const documentsDir = join(work, 'documents-strict');
    await writeDocuments(documentsDir, { site: 'business-school' });
    for (const key of ['research-centre', 'business-school']) {
      const file = join(documentsDir, 'sites', `${key}.json`);
      const site = JSON.parse(await readFile(file, 'utf8')) as {
        headers: Array<{ mainMenu: { elements: unknown[] }; topMenu: { elements: unknown[] }; options?: unknown }>;
        footers: Array<{ legalMenu: { elements: unknown[] } }>;
      };
      for (const header of site.headers) {
        header.mainMenu.elements = [];
        header.topMenu.elements = [];
        delete header.options;
      }
      for (const footer of site.footers) footer.legalMenu.elements = [];
      await writeFile(file, JSON.stringify(site));
    }
    const story = join(documentsDir, 'pages/en/business-school/news/new-campus.json');
    const document = JSON.parse(await readFile(story, 'utf8')) as { template: { body: string } };
    document.template.body = '<p>Read <a href="/business-school/news/no-such-story/">the older story</a>.</p>';
    await writeFile(story, JSON.stringify(document));
    const strictSnapshots = join(work, 'snapshots-strict');
    await sync({ snapshotsDir: strictSnapshots, documentsDir, reporter: silentReporter });
    const warned: string[] = [];
    const reporter = { ...silentReporter, warn: (line: string) => void warned.push(line) };
    const strictOut = join(work, 'dist-strict');
    await seedWorkDir(join(work, 'work-strict'));
    const error = await buildFamily({
      root,
      snapshotsDir: strictSnapshots,
      outDir: strictOut,
      workDir: join(work, 'work-strict'),
      reporter,
      strict: true,
    }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'LINKS_BROKEN' });
    // The one link, named in the error itself (the warnings may scroll away, or go to --json's list).
    expect((error as Error).message).toMatch(
      /^1 of \d+ links to the family's own pages and files lead nowhere: school-campus-en \(\/business-school\/news\/new-campus\/\) → template\.body: "\/business-school\/news\/no-such-story\/"\./,
    );
    expect(warned.filter((line) => line.includes('LINK_BROKEN'))).toHaveLength(1);
    // Nothing was published.
    expect(await stat(strictOut).catch(() => null)).toBeNull();
  }, 120_000);
});

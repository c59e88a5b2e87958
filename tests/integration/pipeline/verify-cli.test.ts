// `unisite verify` (docs/deploying.md "Checking the merge"): a small family built in two shards
// and copied into one folder, as the CI example merges it, passes; the same folder without one
// page, or with a link that leads nowhere, fails with DIST_INCOMPLETE naming the page (and the
// link's page and target) — though it still has the home page, 404.html and sitemap.xml that
// the example's former `test -f` check looked for.
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentReporter } from '../../../pipeline/reporter.ts';
import { buildFamily } from '../../../pipeline/site-build/family/index.ts';
import { sync } from '../../../pipeline/sync/index.ts';
import { runCli } from '../../helpers/cli.ts';
import { seedWorkDir } from '../../setup/family-build.ts';

const root = resolve(import.meta.dirname, '../../..');
const demo = join(root, 'content/cms/documents');

const page = (id: string, locale: string, path: string, templateType: string, template: Record<string, unknown>, title = id) => ({
  id,
  translationGroup: id.replace(/-(en|es)$/, ''),
  locale,
  path,
  templateType,
  title: String(template.title ?? title),
  indexed: templateType !== 'Error404',
  template: { templateType, ...template },
});

/** A site document's own links (menus, footer) all to the home page: the demo's name pages this family leaves out. */
function homeLinks(value: unknown): unknown {
  if (typeof value === 'string') return value.startsWith('/') || value.startsWith('https://www.ibera.edu/') ? '/' : value;
  if (Array.isArray(value)) return value.map(homeLinks);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        // A school footer's units are links to those sites.
        .filter(([key]) => key !== 'units')
        .map(([key, child]) => [key, homeLinks(child)]),
    );
  return value;
}
const notFound = (id: string, locale: string, path: string) =>
  page(id, locale, path, 'Error404', { title: 'Not found', message: 'That page does not exist.', link: { href: '/', text: 'Home' } });
const story = (id: string, locale: string, path: string, title: string) =>
  page(id, locale, path, 'NewsDetail', { title, date: '2026-06-01T09:00:00Z', summary: `${title}.`, body: '<p>Text.</p>' });

/** Two sites of the demo, their menus and footers leading home, and a few pages each. */
async function writeDocuments(dir: string): Promise<void> {
  await mkdir(join(dir, 'sites'), { recursive: true });
  for (const key of ['research-centre', 'business-school']) {
    const site = JSON.parse(await readFile(join(demo, 'sites', `${key}.json`), 'utf8')) as Record<string, unknown>;
    await writeFile(
      join(dir, 'sites', `${key}.json`),
      JSON.stringify({ ...site, headers: homeLinks(site.headers), footers: homeLinks(site.footers), redirects: [] }),
    );
  }
  await cp(join(demo, 'regions'), join(dir, 'regions'), { recursive: true });
  const pages: Record<string, unknown> = {
    'en/home.json': {
      ...page(
        'home-en',
        'en',
        '/',
        'Landing',
        {
          mainSection: [
            { component: 'NewsDistributor', title: 'From the school', data: { mode: 'auto', sources: [{ structuredData: 'NewsDetail' }] } },
          ],
        },
        'Centre',
      ),
      isHome: true,
    },
    'en/page-not-found.json': notFound('not-found-en', 'en', '/page-not-found/'),
    'en/business-school/page-not-found.json': notFound('school-not-found-en', 'en', '/business-school/page-not-found/'),
    'en/business-school.json': page('school-home-en', 'en', '/business-school/', 'Landing', { mainSection: [] }, 'School'),
    'es/business-school.json': page('school-home-es', 'es', '/es/business-school/', 'Landing', { mainSection: [] }, 'Escuela'),
    'en/business-school/news/new-campus.json': story('campus-en', 'en', '/business-school/news/new-campus/', 'A new campus opens'),
    'en/business-school/news/prize.json': story('prize-en', 'en', '/business-school/news/prize/', 'The school wins a prize'),
    'es/business-school/noticias/nuevo-campus.json': story('campus-es', 'es', '/es/business-school/noticias/nuevo-campus/', 'Nuevo campus'),
  };
  for (const [file, document] of Object.entries(pages)) {
    const path = join(dir, 'pages', file);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, JSON.stringify(document));
  }
}

describe('unisite verify', () => {
  let work: string;
  let merged: string;
  const verify = (dir: string) => runCli(['verify', '--dir', dir], { UNISITE_SNAPSHOTS_DIR: join(work, 'snapshots') });
  /** A copy of the merged folder to break. */
  const copy = async (name: string) => {
    const dir = join(work, name);
    await cp(merged, dir, { recursive: true });
    return dir;
  };
  /** What the example checked before `unisite verify`. */
  const formerCheck = (dir: string) => ['index.html', '404.html', 'sitemap.xml'].every((file) => existsSync(join(dir, file)));

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'unisite-verify-'));
    const snapshotsDir = join(work, 'snapshots');
    await writeDocuments(join(work, 'documents'));
    await sync({ snapshotsDir, documentsDir: join(work, 'documents'), reporter: silentReporter });
    // The Vite bundle of the run's shared build (docs/testing.md): these builds bundle nothing.
    const workDir = join(work, 'work');
    await seedWorkDir(workDir);
    merged = join(work, 'merged');
    for (const index of [1, 2]) {
      const outDir = join(work, `shard-${index}`);
      await buildFamily({ root, snapshotsDir, outDir, workDir, reporter: silentReporter, shard: { index, count: 2 } });
      await cp(outDir, merged, { recursive: true, dereference: true });
    }
  }, 120_000);
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it('passes the merged shards: every page of both sites, their not-found pages and sitemaps, every link', async () => {
    const result = await verify(merged);
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toMatch(/^✓ verified: 8 pages of 2 sites, [1-9]\d* links$/);
    expect(result.code).toBe(0);
  }, 60_000);

  it('fails a merge that lost a page, naming it, where the former check passed', async () => {
    const dir = await copy('lost-page');
    await rm(join(dir, 'business-school/news/prize'), { recursive: true });
    expect(formerCheck(dir)).toBe(true);
    const result = await verify(dir);
    expect(result.stderr).toMatch(/^✗ \[DIST_INCOMPLETE\] /m);
    expect(result.stderr).toContain('missing page /business-school/news/prize/ (business-school): business-school/news/prize/index.html');
    expect(result.code).toBe(1);
  }, 60_000);

  it('fails a folder with a link that leads nowhere, naming its page and target', async () => {
    const dir = await copy('dead-link');
    const file = join(dir, 'business-school/news/new-campus/index.html');
    const html = await readFile(file, 'utf8');
    await writeFile(file, html.replace('</main>', '<a href="/business-school/news/gone/">Gone</a></main>'));
    expect(formerCheck(dir)).toBe(true);
    const result = await verify(dir);
    expect(result.stderr).toMatch(/^✗ \[DIST_INCOMPLETE\] /m);
    expect(result.stderr).toContain('link on /business-school/news/new-campus/ → "/business-school/news/gone/" leads nowhere');
    expect(result.code).toBe(1);
  }, 60_000);
});

// The site family (SPEC §1, docs/site-family.md): the CMS contract lists the sites, pages belong
// to the site of their longest prefix, `sync --site` touches one site's snapshots only, and the
// family's dist/ is composed from the sites' builds (what collides, the sitemap index, the
// sub-sites' not-found pages).
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type RunningCms } from '../../../pipeline/cms.ts';
import { siteOfPath } from '../../../site/lib/prefixes.ts';
import { silentReporter } from '../../../pipeline/reporter.ts';
import { sync } from '../../../pipeline/sync/index.ts';
import { readContent, readManifest, snapshotSites } from '../../../pipeline/snapshots/index.ts';
import { composeFamily, type BuiltSite } from '../../../pipeline/site-build/family/index.ts';
import { serve } from '../../../pipeline/serve/index.ts';
import { SITEINDEX_XSD, schemaErrors } from '../../helpers/xmllint.ts';

async function graphql<T>(cms: RunningCms, query: string): Promise<T> {
  const response = await fetch(cms.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data: T; errors?: Array<{ message: string }> };
  if (body.errors) throw new Error(body.errors.map((error) => error.message).join('; '));
  return body.data;
}

describe('the CMS contract for several sites', () => {
  let cms: RunningCms;
  beforeAll(async () => {
    cms = await startCms();
  });
  afterAll(async () => {
    await cms.close();
  });

  it('lists every site, the root site first, with its key and prefix', async () => {
    const { sites } = await graphql<{ sites: Array<{ id: number; key: string; pathPrefix: string; theme: string }> }>(
      cms,
      '{ sites { id key pathPrefix theme } }',
    );
    // SPEC §1: the research centre and the 23 schools, centres and services, each under its prefix.
    expect(sites).toHaveLength(24);
    expect(sites[0]).toEqual({ id: 12, key: 'research-centre', pathPrefix: '', theme: 'default' });
    expect(sites).toContainEqual({ id: 13, key: 'business-school', pathPrefix: '/business-school', theme: 'business' });
    expect(sites).toContainEqual({ id: 27, key: 'law-school', pathPrefix: '/law-school', theme: 'law' });
    // The rest in the order of their prefixes, so every client sees the same order.
    const prefixes = sites.slice(1).map((site) => site.pathPrefix);
    expect(prefixes).toEqual([...prefixes].sort((a, b) => a.localeCompare(b)));
    expect(new Set(sites.map((site) => site.id)).size).toBe(24);
  });

  it('answers site without an id with the default site, and site(id) with that site', async () => {
    const data = await graphql<{ main: { key: string }; school: { key: string; languages: Array<{ locale: string }> } }>(
      cms,
      '{ main: site { key } school: site(id: 13) { key languages { locale } } }',
    );
    expect(data.main.key).toBe('research-centre');
    expect(data.school).toEqual({ key: 'business-school', languages: [{ locale: 'en' }, { locale: 'es' }] });
    await expect(graphql(cms, '{ site(id: 99) { key } }')).rejects.toThrow(/No site with id 99/);
  });

  it('gives pages(site) the pages under that site’s prefix, and pages without a site the default site’s', async () => {
    const data = await graphql<{ school: Array<{ path: string }>; main: Array<{ path: string }> }>(
      cms,
      '{ school: pages(locale: "es", site: 13) { path } main: pages(locale: "es") { path } }',
    );
    expect(data.school.length).toBeGreaterThanOrEqual(17);
    for (const { path } of data.school) expect(path).toMatch(/^\/es\/business-school\//);
    expect(data.main.map((page) => page.path)).toContain('/es/');
    for (const { path } of data.main) expect(path).not.toMatch(/^\/es\/business-school\//);
  });
});

describe('which site a page belongs to', () => {
  const sites = [
    { id: 1, pathPrefix: '' },
    { id: 2, pathPrefix: '/business-school' },
    { id: 3, pathPrefix: '/business-school/executive' },
  ];
  it.each([
    ['/', 1],
    ['/es/', 1],
    ['/news/', 1],
    ['/business-school/', 2],
    ['/business-school', 2],
    ['/es/business-school/programas/mba-online/', 2],
    ['/business-school-news/', 1],
    ['/business-school/executive/amp/', 3],
    ['/es/business-school/executive/', 3],
  ])('%s belongs to site %i (the longest whole-segment prefix, after the language)', (path, id) => {
    expect(siteOfPath(path, sites, ['es'])?.id).toBe(id);
  });
  it('leaves a page no site claims without a site when there is no root site', () => {
    expect(siteOfPath('/law-school/', [{ id: 2, pathPrefix: '/business-school' }], ['es'])).toBeNull();
  });
});

describe('unisite sync --site', () => {
  let workDir: string;
  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'unisite-family-sync-'));
  });
  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  it('writes the default site at the top and the others under sites/<key>/, then re-syncs one site and keeps the other', async () => {
    const snapshotsDir = join(workDir, 'snapshots');
    const all = await sync({ snapshotsDir, reporter: silentReporter });
    expect(all.sites).toHaveLength(24);
    expect(all.sites[0]).toBe('research-centre');
    const written = await snapshotSites(snapshotsDir);
    expect(written[0]).toEqual({ key: 'research-centre', id: 12, pathPrefix: '', folder: '' });
    expect(written).toContainEqual({ key: 'business-school', id: 13, pathPrefix: '/business-school', folder: 'sites/business-school/' });
    expect(written.map((site) => site.key).sort()).toEqual([...all.sites].sort());
    const school = await readContent(snapshotsDir, 'business-school');
    expect(school.site.theme).toBe('business');
    expect(school.pages.every((page) => /^(\/es)?\/business-school\//.test(page.path))).toBe(true);
    // At least 12 programmes in each language.
    expect(school.pages.filter((page) => page.templateType.startsWith('ProgramDetail')).length).toBeGreaterThanOrEqual(24);
    expect(school.pages.filter((page) => page.templateType === 'SpecializationDetail')).toHaveLength(4);
    const main = await readContent(snapshotsDir);
    expect(main.site.key).toBe('research-centre');
    expect(main.pages.some((page) => page.path.includes('business-school'))).toBe(false);
    const before = await readManifest(snapshotsDir);
    const centreNews = await readFile(join(snapshotsDir, 'pages/news.json'), 'utf8');

    // A site is named by its key, as everything else names it (its CMS id works too).
    await expect(sync({ snapshotsDir, site: 'business', reporter: silentReporter })).rejects.toMatchObject({
      code: 'SYNC_SITE_UNKNOWN',
      message: expect.stringContaining('lists no site with that key'),
    });
    const one = await sync({ snapshotsDir, site: 'business-school', reporter: silentReporter });
    expect(one.sites).toEqual(['business-school']);
    expect(one.diff.removed).toEqual([]);
    expect(one.diff.added).toEqual([]);
    const after = await readManifest(snapshotsDir);
    expect(Object.keys(after?.documents ?? {})).toEqual(Object.keys(before?.documents ?? {}));
    // The research centre was not asked for and is kept as it was.
    expect(await readFile(join(snapshotsDir, 'pages/news.json'), 'utf8')).toBe(centreNews);
    expect((await snapshotSites(snapshotsDir)).map((site) => site.key).sort()).toEqual([...all.sites].sort());
  });
});

async function put(root: string, files: Record<string, string>): Promise<void> {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await writeFile(join(root, file), text);
  }
}

const urlset = (url: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${url}</loc></url></urlset>\n`;

describe('the family dist/, composed from the sites’ builds', () => {
  let workDir: string;
  let outDir: string;
  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'unisite-compose-'));
    const centre = join(workDir, 'centre');
    const school = join(workDir, 'school');
    await put(centre, {
      'index.html': 'centre home',
      '404.html': 'centre not found',
      'es/page-not-found/index.html': 'centro no encontrado',
      '500.html': 'centre error',
      'page-data/404.html/page-data.json': '{"path":"/page-not-found/"}',
      'app-data.json': '{"site":"centre","trailingSlash":true}',
      'sw.js': 'centre worker',
      'robots.txt': 'Sitemap: https://www.example.edu/sitemap.xml',
      _headers: 'centre headers',
      _redirects: '# generated\n/old/ /new/ 301\n',
      'assets/app-1.js': 'shared code',
      'page-data/sq/d/centre.json': 'centre site data',
      'sitemap.xml': urlset('https://www.example.edu/'),
    });
    await put(school, {
      'business-school/index.html': 'school home',
      'business-school/page-not-found/index.html': 'school not found',
      'es/business-school/pagina-no-encontrada/index.html': 'escuela no encontrada',
      'es/business-school/index.html': 'escuela',
      'page-data/business-school/page-data.json': '{"path":"/business-school/"}',
      '404.html': 'school 404.html',
      '500.html': 'school error',
      'page-data/404.html/page-data.json': '{"path":"/business-school/page-not-found/"}',
      'app-data.json': '{"site":"school"}',
      'sw.js': 'school worker',
      'robots.txt': 'school robots',
      _headers: 'school headers',
      _redirects: '# generated\n/business-school/programs/* /business-school/programmes/:splat 301\n',
      'assets/app-1.js': 'shared code',
      'assets/Program-2.js': 'programme chunk',
      'page-data/sq/d/school.json': 'school site data',
      'sitemap.xml': urlset('https://www.example.edu/business-school/'),
    });
    await put(join(workDir, 'centre-host'), { 'security-headers.conf': 'centre nginx headers', 'redirects.nginx.conf': 'rewrite a;\n' });
    await put(join(workDir, 'school-host'), { 'redirects.nginx.conf': 'rewrite b;\n' });
    const sites: BuiltSite[] = [
      {
        key: 'research-centre',
        id: 12,
        pathPrefix: '',
        name: 'Centre for Business Families',
        domain: 'https://www.example.edu',
        defaultLocale: 'en',
        locales: ['es'],
        dir: centre,
        hostDir: join(workDir, 'centre-host'),
        notFound: { en: '404.html', es: 'es/page-not-found/index.html' },
      },
      {
        key: 'business-school',
        id: 13,
        pathPrefix: '/business-school',
        name: 'Business School',
        domain: 'https://www.example.edu',
        defaultLocale: 'en',
        locales: ['es'],
        dir: school,
        hostDir: join(workDir, 'school-host'),
        notFound: { en: 'business-school/page-not-found/index.html', es: 'es/business-school/pagina-no-encontrada/index.html' },
      },
    ];
    outDir = join(workDir, 'dist');
    await composeFamily(sites, outDir);
  });
  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });
  const read = (file: string) => readFile(join(outDir, file), 'utf8');

  it('keeps both sites’ pages and the union of assets and site data', async () => {
    expect(await read('index.html')).toBe('centre home');
    expect(await read('business-school/index.html')).toBe('school home');
    expect(await read('es/business-school/index.html')).toBe('escuela');
    expect(await read('page-data/business-school/page-data.json')).toContain('/business-school/');
    expect(await read('assets/app-1.js')).toBe('shared code');
    expect(await read('assets/Program-2.js')).toBe('programme chunk');
    expect(await read('page-data/sq/d/centre.json')).toBe('centre site data');
    expect(await read('page-data/sq/d/school.json')).toBe('school site data');
  });

  it('takes the root files from the root site', async () => {
    expect(await read('404.html')).toBe('centre not found');
    expect(await read('500.html')).toBe('centre error');
    expect(await read('page-data/404.html/page-data.json')).toContain('/page-not-found/');
    expect(await read('app-data.json')).toBe('{"site":"centre","trailingSlash":true}');
    expect(await read('sw.js')).toBe('centre worker');
    expect(await read('robots.txt')).toContain('sitemap.xml');
    expect(await read('_headers')).toBe('centre headers');
    expect(await readFile(join(`${outDir}-host`, 'security-headers.conf'), 'utf8')).toBe('centre nginx headers');
  });

  it('gives each sub-site language, and each other language of the root site, its own not-found page, served with 404 for missing paths under it', async () => {
    expect(await read('es/404.html')).toBe('centro no encontrado');
    expect(await read('business-school/404.html')).toBe('school not found');
    expect(await read('es/business-school/404.html')).toBe('escuela no encontrada');
    const redirects = await read('_redirects');
    expect(redirects.split('\n')).toEqual([
      '# generated',
      '/old/ /new/ 301',
      '/business-school/programs/* /business-school/programmes/:splat 301',
      '/es/business-school/*  /es/business-school/404.html  404',
      '/business-school/*  /business-school/404.html  404',
      '/es/*  /es/404.html  404',
      '',
    ]);
    expect(await readFile(join(`${outDir}-host`, 'redirects.nginx.conf'), 'utf8')).toBe('rewrite a;\nrewrite b;\n');
    // nginx: one map from the path to its not-found page, the deepest prefix first.
    expect(await readFile(join(`${outDir}-host`, 'not-found.nginx.conf'), 'utf8')).toContain(
      [
        'map $uri $unisite_not_found_page {',
        '    default /404.html;',
        '    "~^/es/business-school/" "/es/business-school/404.html";',
        '    "~^/business-school/" "/business-school/404.html";',
        '    "~^/es/" "/es/404.html";',
        '}',
      ].join('\n'),
    );
    const server = await serve({ dir: outDir, port: 0 });
    try {
      for (const [path, body] of [
        ['/business-school/no-such-page/', 'school not found'],
        ['/es/business-school/no-existe/', 'escuela no encontrada'],
        ['/es/no-existe/', 'centro no encontrado'],
        ['/no-such-page/', 'centre not found'],
      ]) {
        const response = await fetch(`${server.url}${path}`);
        expect(response.status, path).toBe(404);
        expect(await response.text(), path).toBe(body);
      }
    } finally {
      await server.close();
    }
  });

  it('writes sitemap.xml as a valid index naming one sitemap per site', async () => {
    const index = await read('sitemap.xml');
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://www.example.edu/sitemap-research-centre.xml',
      'https://www.example.edu/sitemap-business-school.xml',
    ]);
    expect(schemaErrors(join(outDir, 'sitemap.xml'), SITEINDEX_XSD)).toBe('');
    expect(await read('sitemap-business-school.xml')).toContain('https://www.example.edu/business-school/');
    expect(await read('sitemap-research-centre.xml')).toContain('https://www.example.edu/');
  });
});

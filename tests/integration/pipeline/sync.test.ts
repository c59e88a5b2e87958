import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCmsHandler } from '../../../pipeline/cms.ts';
import { silentReporter } from '../../../pipeline/reporter.ts';
import { sync } from '../../../pipeline/sync/index.ts';
import { standInEndpoints, type ThumbnailEndpoints } from '../../../pipeline/sync/media-thumbnails.ts';
import { ContentError } from '../../../pipeline/errors/index.ts';
import { DEFAULT_DOCUMENTS_DIR, loadFamily } from '../../helpers/documents.ts';
import { smallFamilyDocuments } from '../../helpers/small-family.ts';

/** Every page document of the embedded CMS, every site of the family (all are valid). */
const family = await loadFamily(DEFAULT_DOCUMENTS_DIR);
const pageCount = family.reduce((sum, site) => sum + site.pages.length, 0);
/** Besides the pages: regions, the two stand-in scripts and one site document per site. */
const otherFiles = 4 + family.length;

const fixtures = resolve(import.meta.dirname, '../../fixtures');

/** The embedded CMS behind a switch that can answer 5xx a given number of times first. */
async function flakyCms(
  failures: number,
  documentsDir?: string,
): Promise<{ url: string; thumbnailEndpoints: ThumbnailEndpoints; requests: () => number; close: () => Promise<void> }> {
  const handler = createCmsHandler({ documentsDir });
  let remaining = failures;
  let requests = 0;
  const server: Server = createServer((request, response) => {
    requests += 1;
    if (request.url?.startsWith('/graphql') && !request.url.includes('execute.json') && remaining > 0) {
      remaining -= 1;
      response.writeHead(500, { 'content-type': 'text/plain' }).end('upstream exploded');
      return;
    }
    handler(request, response);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    // The demo's videos: the CMS's own stand-ins, not the public services this machine cannot reach.
    thumbnailEndpoints: standInEndpoints(`http://127.0.0.1:${port}`),
    requests: () => requests,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

async function readTree(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files: Record<string, string> = {};
  for (const entry of entries.filter((e) => e.isFile())) {
    const path = join(entry.parentPath, entry.name);
    files[path.slice(dir.length)] = await readFile(path, 'utf8');
  }
  return files;
}

describe('unisite sync', () => {
  let workDir: string;
  beforeEach(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'unisite-sync-'));
  });
  afterEach(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  it('writes key-sorted snapshots and reports what was added, changed and removed', async () => {
    const snapshotsDir = join(workDir, 'snapshots');
    const first = await sync({ snapshotsDir, reporter: silentReporter });
    expect(first.pages).toBe(pageCount);
    expect(first.diff.added).toContain('pages/es/noticias/barometro-sucesion-2026.json');
    const page = await readFile(join(snapshotsDir, 'pages/news.json'), 'utf8');
    expect(page).toMatch(/^\{\n {2}"activeSectionBase": null,\n {2}"activeSectionSlug": "\/",/);
    const second = await sync({ snapshotsDir, reporter: silentReporter });
    // Every file the first sync added (pages, site documents, regions, stand-ins, thumbnails) is unchanged.
    expect(first.diff.added.length).toBeGreaterThanOrEqual(pageCount + otherFiles);
    expect(second.diff).toEqual({ added: [], changed: [], removed: [], unchanged: first.diff.added.length });
    const site = JSON.parse(await readFile(join(snapshotsDir, 'site.json'), 'utf8')) as {
      thirdParties: Record<string, { script: string }>;
    };
    expect(site.thirdParties.consent?.script).toBe('/third-parties/consent.js');
    expect(site.thirdParties.chatbot?.script).toBe('/third-parties/chatbot.js');
    expect(site.thirdParties.marketingForm?.script).toBe('/third-parties/marketingForm.js');
    expect(site.thirdParties.socialFeed?.script).toBe('/third-parties/socialFeed.js');
    expect(await readFile(join(snapshotsDir, 'third-parties/consent.js'), 'utf8')).toContain('OneTrustGroupsUpdated');
    // Nothing changed, nothing written: every document is kept from the previous snapshots, same bytes.
    expect(first.written).toBeGreaterThan(pageCount);
    expect(second.written).toBe(0);
    expect(await readFile(join(snapshotsDir, 'pages/news.json'), 'utf8')).toBe(page);
  });

  // The retries and the failed sync do not depend on how many sites the CMS holds: these tests
  // sync the small family (two sites of the demo); the whole family is synced above.
  it('succeeds against a CMS that answers 500 twice, then 200', async () => {
    const documentsDir = await smallFamilyDocuments(join(workDir, 'documents'));
    const small = (await loadFamily(documentsDir)).reduce((sum, site) => sum + site.pages.length, 0);
    const cms = await flakyCms(2, documentsDir);
    try {
      const result = await sync({
        snapshotsDir: join(workDir, 'snapshots'),
        cmsUrl: cms.url,
        thumbnailEndpoints: cms.thumbnailEndpoints,
        reporter: silentReporter,
        retryBaseDelayMs: 5,
      });
      expect(small).toBeGreaterThan(0);
      expect(result.pages).toBe(small);
      expect(cms.requests()).toBeGreaterThanOrEqual(6);
    } finally {
      await cms.close();
    }
  });

  it('gives up after 3 retries with a message naming the CMS and the status', async () => {
    const cms = await flakyCms(100);
    try {
      await expect(
        sync({ snapshotsDir: join(workDir, 'snapshots'), cmsUrl: cms.url, reporter: silentReporter, retryBaseDelayMs: 1 }),
      ).rejects.toThrow(/answered HTTP 500 Internal Server Error \(4 attempts\)/);
    } finally {
      await cms.close();
    }
  });

  it('fails on invalid documents, reports all of them, and leaves the old snapshots byte-for-byte intact', async () => {
    const snapshotsDir = join(workDir, 'snapshots');
    await sync({ snapshotsDir, documentsDir: await smallFamilyDocuments(join(workDir, 'documents')), reporter: silentReporter });
    const before = await readTree(snapshotsDir);
    const warnings: string[] = [];
    const reporter = { ...silentReporter, warn: (line: string) => void warnings.push(line) };
    const error = await sync({ snapshotsDir, documentsDir: join(fixtures, 'invalid-documents'), reporter }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    const message = (error as ContentError).message;
    expect(message).toContain('page /es/noticias/barometro-sucesion-2026/ → template.summary: Required');
    expect(message).toContain('previous snapshots are unchanged');
    // Modules' own fields leave their modules out rather than fail the sync: warnings, printed too.
    expect(warnings.join('\n')).toContain('page / → template.mainSection[1].data.mode');
    expect(warnings.join('\n')).toContain('page / → template.heroSection[0].link.href');
    expect(message).not.toContain('template.heroSection[0]');
    expect(await readTree(snapshotsDir)).toEqual(before);
    // Next to the snapshots: only the version they link to, no temporary folders or lock.
    const entries = (await readdir(workDir)).filter((entry) => entry !== 'documents').sort();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatch(/^\.snapshots\.v-/);
    expect(entries[1]).toBe('snapshots');
  });

  it('fails when one site of the family has an invalid page, though the others are valid, and keeps the old snapshots', async () => {
    const snapshotsDir = join(workDir, 'snapshots');
    const documentsDir = await smallFamilyDocuments(join(workDir, 'documents'));
    await sync({ snapshotsDir, documentsDir, reporter: silentReporter });
    const before = await readTree(snapshotsDir);
    // The business school's about page gets a hero section that is not a list of modules; the
    // research centre is untouched. The documents are hard links to the demo's: the file is
    // replaced, never written through.
    const file = join(documentsDir, 'pages/en/business-school/about.json');
    const page = JSON.parse(await readFile(file, 'utf8')) as { path: string; template: Record<string, unknown> };
    page.template.heroSection = 'none';
    await rm(file);
    await writeFile(file, JSON.stringify(page));
    const error = await sync({ snapshotsDir, documentsDir, reporter: silentReporter }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).message).toContain(`page ${page.path} → template.heroSection`);
    expect(await readTree(snapshotsDir)).toEqual(before);
  });

  it('asks the asset service for the documents linked on it (ASSET_DOMAIN): one it has shows its type and size, one it lacks stops the sync naming page and field', async () => {
    // The service: HEAD on the files it has answers with their length.
    const asked: string[] = [];
    const service = createServer((request, response) => {
      asked.push(`${request.method} ${request.url}`);
      if (request.url === '/documents/study-plan-2027.pdf') response.writeHead(200, { 'content-length': '2516582' }).end();
      else response.writeHead(404).end();
    });
    await new Promise<void>((done) => service.listen(0, '127.0.0.1', done));
    const assetDomain = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
    try {
      // The research centre with a home linking a study plan on the service, and its not-found page.
      const documentsDir = join(workDir, 'documents');
      await mkdir(join(documentsDir, 'sites'), { recursive: true });
      await cp(join(DEFAULT_DOCUMENTS_DIR, 'sites/research-centre.json'), join(documentsDir, 'sites/research-centre.json'));
      await cp(join(DEFAULT_DOCUMENTS_DIR, 'regions'), join(documentsDir, 'regions'), { recursive: true });
      await mkdir(join(documentsDir, 'pages/en'), { recursive: true });
      const home = (file: string) => ({
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
            { component: 'ProgramFacts', duration: '1 year', link: { href: `${assetDomain}/documents/${file}`, text: 'The plan' } },
          ],
        },
      });
      await writeFile(
        join(documentsDir, 'pages/en/page-not-found.json'),
        JSON.stringify({
          id: 'not-found-en',
          translationGroup: 'not-found',
          locale: 'en',
          path: '/page-not-found/',
          templateType: 'Error404',
          title: 'Page not found',
          indexed: false,
          template: {
            templateType: 'Error404',
            title: 'Not found',
            message: 'That page does not exist.',
            link: { href: '/', text: 'Home' },
          },
        }),
      );
      const snapshotsDir = join(workDir, 'snapshots');
      await writeFile(join(documentsDir, 'pages/en/home.json'), JSON.stringify(home('study-plan-2027.pdf')));
      await sync({ snapshotsDir, documentsDir, reporter: silentReporter, assetDomain });
      const snapshot = JSON.parse(await readFile(join(snapshotsDir, 'pages/index.json'), 'utf8')) as {
        template: { mainSection: Array<{ link: unknown }> };
      };
      expect(snapshot.template.mainSection[0]?.link).toEqual({
        href: `${assetDomain}/documents/study-plan-2027.pdf`,
        text: 'The plan',
        format: 'PDF, 2.4 MB',
      });
      await writeFile(join(documentsDir, 'pages/en/home.json'), JSON.stringify(home('study-plan-2019.pdf')));
      const error = await sync({ snapshotsDir, documentsDir, reporter: silentReporter, assetDomain }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ContentError);
      expect((error as ContentError).message).toContain(
        `page / → template.mainSection[0].link.href: "${assetDomain}/documents/study-plan-2019.pdf" is not on the asset service`,
      );
      expect(asked).toEqual(['HEAD /documents/study-plan-2027.pdf', 'HEAD /documents/study-plan-2019.pdf']);
    } finally {
      service.closeAllConnections();
      await new Promise((done) => service.close(done));
    }
  });
});

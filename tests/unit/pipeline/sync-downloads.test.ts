import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDownloads, fileSize } from '../../../pipeline/sync/downloads.ts';
import type { ValidPage } from '../../../content/schema/problems.ts';

/** A page with just what the check reads: its path, language and template. */
const page = (path: string, locale: string, template: Record<string, unknown>): ValidPage =>
  ({ path, locale, template: { templateType: 'BasicTemplate', ...template } }) as unknown as ValidPage;

describe('sync: the documents pages offer for download', () => {
  let library: string;
  beforeAll(async () => {
    library = await mkdtemp(join(tmpdir(), 'unisite-downloads-'));
    await writeFile(join(library, 'report.pdf'), Buffer.alloc(2600));
    await writeFile(join(library, 'big.pdf'), Buffer.alloc(Math.round(2.4 * 1024 * 1024)));
  });
  afterAll(async () => {
    await rm(library, { recursive: true, force: true });
  });

  it('gives every download its type and the size of its file, in the page language', async () => {
    const downloads = {
      component: 'Downloads',
      items: [
        { title: 'Full report', href: '/media/report.pdf', format: 'PDF, 9.9 MB' },
        { title: 'Data annex', href: '/media/big.pdf' },
        { title: 'Letter template', href: '/media/report.pdf', format: 'PDF template' },
        { title: 'Elsewhere', href: 'https://example.org/x.pdf', format: 'PDF' },
      ],
    };
    const english = page('/reports/', 'en', { mainSection: [downloads] });
    const spanish = page('/es/informes/', 'es', { downloads: [{ title: 'Informe', href: '/media/big.pdf', format: 'PDF' }] });
    expect(await checkDownloads([english, spanish], [library])).toEqual([]);
    expect(downloads.items.map((item) => item.format)).toEqual(['PDF, 3 KB', 'PDF, 2.4 MB', 'PDF template, 3 KB', 'PDF']);
    expect((spanish.template as unknown as { downloads: Array<{ format: string }> }).downloads[0]?.format).toBe('PDF, 2,4 MB');
  });

  it("gives a teacher's CV its type and size too", async () => {
    const teacher = { name: 'Elena', lastName: 'Arroyo', position: 'Professor', cv: '/media/report.pdf' };
    expect(await checkDownloads([page('/faculty/elena-arroyo/', 'en', { teacher })], [library])).toEqual([]);
    expect(teacher).toMatchObject({ cvFormat: 'PDF, 3 KB' });
  });

  it('reports a link to a document the library lacks, naming the page and the field', async () => {
    const problems = await checkDownloads(
      [
        page('/programmes/', 'en', {
          mainSection: [{ component: 'Downloads', items: [{ title: 'Brochure', href: '/media/brochure-2027.pdf' }] }],
        }),
        page('/about/', 'en', { mainSection: [{ component: 'CallToAction', link: { href: '/media/../secret.pdf', text: 'Read' } }] }),
      ],
      [library],
    );
    expect(problems).toEqual([
      {
        document: 'page /programmes/',
        path: 'template.mainSection[0].items[0].href',
        message: expect.stringMatching(/^"\/media\/brochure-2027\.pdf" is not in the media library \(.*\)\. Add the file or fix the link$/),
        code: 'MEDIA_FILE_UNUSABLE',
      },
      {
        document: 'page /about/',
        path: 'template.mainSection[0].link.href',
        message: '"/media/../secret.pdf" points outside the media library. Link a file of the media library as /media/<file>',
        code: 'MEDIA_FILE_UNUSABLE',
      },
    ]);
  });

  it('gives a link to a document its type and size, wherever in the page it is (a programme’s brochure link)', async () => {
    const facts = { component: 'ProgramFacts', duration: '9 months', link: { href: '/media/big.pdf', text: 'Download the brochure' } };
    const action = { component: 'CallToAction', primary: { linkToURL: '/media/report.pdf', href: '/apply/', text: 'Read' } };
    const away = { component: 'CallToAction', primary: { href: '/apply/', text: 'Apply' } };
    const english = page('/master/', 'en', { mainSection: [facts, action, away] });
    const spanish = page('/es/master/', 'es', { mainSection: [structuredClone(facts)] });
    expect(await checkDownloads([english, spanish], [library])).toEqual([]);
    expect(facts.link).toEqual({ href: '/media/big.pdf', text: 'Download the brochure', format: 'PDF, 2.4 MB' });
    // The address the link leads to is measured (linkToURL first, as the Link component takes it).
    expect(action.primary).toMatchObject({ format: 'PDF, 3 KB' });
    expect(away.primary).toEqual({ href: '/apply/', text: 'Apply' });
    const link = (spanish.template as unknown as { mainSection: Array<{ link: { format: string } }> }).mainSection[0]?.link;
    expect(link?.format).toBe('PDF, 2,4 MB');
  });

  describe('documents on the asset service (ASSET_DOMAIN)', () => {
    const domain = 'https://assets.example.edu';
    /** The service as sync asks it: HEAD, answering with the length of the files it has. */
    const asked: string[] = [];
    const service = {
      domain,
      fetch: (async (input: string | URL | Request, init?: RequestInit) => {
        const url = String(input);
        asked.push(`${init?.method ?? 'GET'} ${url}`);
        if (url === `${domain}/documents/plan-2027.pdf`) return new Response(null, { headers: { 'content-length': '1572864' } });
        if (url === `${domain}/documents/unsized.pdf`) return new Response(null);
        return new Response(null, { status: 404, statusText: 'Not Found' });
      }) as typeof fetch,
    };

    it('measures a document the service has, once, and shows its type and size on the links', async () => {
      asked.length = 0;
      const downloads = {
        component: 'Downloads',
        items: [
          { title: 'Study plan', href: `${domain}/documents/plan-2027.pdf` },
          { title: 'Annex', href: `${domain}/documents/unsized.pdf` },
        ] as Array<{ title: string; href: string; format?: string }>,
      };
      const facts = { component: 'ProgramFacts', duration: '1 year', link: { href: `${domain}/documents/plan-2027.pdf`, text: 'Plan' } };
      expect(await checkDownloads([page('/plan/', 'en', { mainSection: [downloads, facts] })], [library], service)).toEqual([]);
      expect(downloads.items.map((item) => item.format)).toEqual(['PDF, 1.5 MB', 'PDF']);
      expect(facts.link).toMatchObject({ href: `${domain}/documents/plan-2027.pdf`, format: 'PDF, 1.5 MB' });
      expect(asked.sort()).toEqual([`HEAD ${domain}/documents/plan-2027.pdf`, `HEAD ${domain}/documents/unsized.pdf`]);
    });

    it('reports a document the service does not have, naming the page and the field', async () => {
      const problems = await checkDownloads(
        [
          page('/plan/', 'en', {
            mainSection: [{ component: 'Downloads', items: [{ title: 'Old plan', href: `${domain}/documents/plan-2019.pdf` }] }],
          }),
        ],
        [library],
        service,
      );
      expect(problems).toEqual([
        {
          document: 'page /plan/',
          path: 'template.mainSection[0].items[0].href',
          message: `"${domain}/documents/plan-2019.pdf" is not on the asset service (${domain} answered HTTP 404). Upload it there or fix the link`,
          code: 'ASSET_MISSING',
        },
      ]);
    });

    it('leaves such a link alone without ASSET_DOMAIN: it is a link to another host like any other', async () => {
      const item = { title: 'Study plan', href: `${domain}/documents/plan-2019.pdf` };
      expect(await checkDownloads([page('/plan/', 'en', { downloads: [item] })], [library])).toEqual([]);
      expect(item).toEqual({ title: 'Study plan', href: `${domain}/documents/plan-2019.pdf` });
    });
  });

  it('writes sizes as visitors read them', () => {
    expect(fileSize(10, 'en')).toBe('1 KB');
    expect(fileSize(380 * 1024, 'en')).toBe('380 KB');
    expect(fileSize(3.14 * 1024 * 1024, 'es')).toBe('3,1 MB');
  });
});

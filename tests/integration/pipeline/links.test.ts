// The family's link check (docs/links.md) on the run's shared build of the demo family: the demo
// has no link that leads nowhere (the shared build is made with --strict, which would have
// failed), and a link an editor breaks — in a page's rich text, in a module's field, in a
// site's menu, to a page of another site or to a file — is named with its document and field.
import { mkdtemp, readdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLinks, published } from '../../../pipeline/links/index.ts';
import { snapshotSites } from '../../../pipeline/snapshots/index.ts';
import { family, linkTree } from '../../setup/family-build.ts';

describe('the link check of the demo family', () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'unisite-links-'));
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it('finds every link of the demo leading to a published page or file', async () => {
    const sites = await snapshotSites(family.snapshotsDir);
    expect(sites.length).toBeGreaterThan(1);
    const { checked, broken } = await checkLinks(family.snapshotsDir, sites, family.distDir);
    expect(broken).toEqual([]);
    // Menus, footers, breadcrumbs and page fields of every site: thousands of links.
    expect(checked).toBeGreaterThan(1000);
  });

  it('finds every link of the module gallery’s examples leading to a page or file of the demo', async () => {
    // The examples are the first thing a developer clicks through: a link of theirs to a path the
    // demo never had reads as a broken site.
    const pages = (await readdir(join(family.distDir, '_gallery'), { recursive: true })).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(100);
    const nowhere = new Set<string>();
    for (const file of pages) {
      const html = await readFile(join(family.distDir, '_gallery', file), 'utf8');
      for (const [, path] of html.matchAll(/href="(\/[^"#?]*)/g))
        if (path && !path.startsWith('//') && !published(family.distDir, path)) nowhere.add(`${path} (on /_gallery/${file})`);
    }
    expect([...nowhere]).toEqual([]);
  });

  it('shows the type and size of the document on every link to one the family publishes, in the page’s language', async () => {
    // Every page of the family, as built (the gallery's examples are not synced: they carry no sizes).
    const pages = (await readdir(family.distDir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
      .map((entry) => relative(family.distDir, join(entry.parentPath, entry.name)))
      .filter((file) => !file.startsWith('_gallery/'));
    const links: string[] = [];
    const bare: string[] = [];
    for (const file of pages) {
      const html = await readFile(join(family.distDir, file), 'utf8');
      const spanish = html.includes('<html lang="es"');
      // The format is in the link's text, or just after it (a list of downloads shows it beside the title).
      for (const [anchor, href, text, after] of html.matchAll(
        /<a\b[^>]*\bhref="(\/media\/[^"#?]+\.pdf)"[^>]*>([\s\S]*?)<\/a>(\s*<span[^>]*>(?:[^<]|<!--[\s\S]*?-->)*<\/span>)?/g,
      )) {
        if (!published(family.distDir, href as string)) continue;
        links.push(href as string);
        const shown = `${text}${after ?? ''}`.replace(/<[^>]*>/g, '');
        const size = spanish ? /\(PDF[^)]*, \d+(,\d)? [KM]B\)/ : /\(PDF[^)]*, \d+(\.\d)? [KM]B\)/;
        if (!size.test(shown)) bare.push(`${anchor.slice(0, 160)} (on /${file})`);
      }
    }
    // The reports, brochures, study plans and CVs of the demo, linked from many pages.
    expect(links.length).toBeGreaterThan(40);
    expect(bare).toEqual([]);
    // Among them the brochure link of the programme's facts, in both languages.
    for (const file of ['master-family-business-management/index.html', 'es/master-gestion-empresa-familiar/index.html']) {
      const html = await readFile(join(family.distDir, file), 'utf8');
      expect(html, file).toMatch(
        /<a href="\/media\/brochure-emba\.pdf"[^>]*>(Download the brochure|Descarga el folleto)<span data-link-format=""> \(PDF, \d+ KB\)<\/span><\/a>/,
      );
    }
  });

  it('names the document and field of each link an editor broke', async () => {
    // A copy of the snapshots by hard links; an edited file is written anew, never through its link.
    const snapshots = join(work, 'snapshots');
    await linkTree(family.snapshotsDir, snapshots);
    const rewrite = async (file: string, change: (doc: Record<string, unknown>) => void) => {
      const doc = JSON.parse(await readFile(join(snapshots, file), 'utf8')) as Record<string, unknown>;
      change(doc);
      await unlink(join(snapshots, file));
      await writeFile(join(snapshots, file), JSON.stringify(doc));
    };
    await rewrite('pages/contact-us.json', (doc) => {
      const template = doc.template as { mainSection: Array<Record<string, unknown>> };
      template.mainSection.unshift(
        { component: 'BasicContent', html: '<p><a href="/business-school/no-such-programme/">A programme</a></p>' },
        { component: 'CallToAction', title: 'Read', primary: { href: 'https://www.ibera.edu/media/missing-report.pdf', text: 'Read' } },
      );
    });
    await rewrite('site.json', (doc) => {
      const headers = doc.headers as Array<{ mainMenu: { elements: unknown[] } }>;
      headers[0]!.mainMenu.elements.push({ label: 'Gone', url: { href: '/gone/' } });
    });
    const { broken } = await checkLinks(snapshots, await snapshotSites(snapshots), family.distDir);
    expect(broken).toEqual([
      expect.objectContaining({
        document: 'site research-centre',
        field: expect.stringMatching(/^headers\[0\]\.mainMenu\.elements\[\d+\]\.url\.href$/),
        target: '/gone/',
      }),
      {
        page: '/contact-us/',
        document: 'contact-en',
        field: 'template.mainSection[0].html',
        target: '/business-school/no-such-programme/',
      },
      {
        page: '/contact-us/',
        document: 'contact-en',
        field: 'template.mainSection[1].primary.href',
        target: 'https://www.ibera.edu/media/missing-report.pdf',
      },
    ]);
  });
});

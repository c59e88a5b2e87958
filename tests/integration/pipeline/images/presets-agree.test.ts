// The preset a component renders is the preset the build encoded (SPEC §9 "Images"): every
// <img>/<source> of every built page points at files that exist in dist/_img/, and portraits,
// cards and logos carry their own presets. The demo content gets portraits, partner logos and a
// card image here so each kind of use is present.
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentReporter } from '../../../../pipeline/reporter.ts';
import { buildSite } from '../../../../pipeline/site-build/index.ts';
import { sync } from '../../../../pipeline/sync/index.ts';
import { seedWorkDir } from '../../../setup/family-build.ts';
import { smallFamilyDocuments } from '../../../helpers/small-family.ts';

const root = resolve(import.meta.dirname, '../../../..');
const portrait = (n: number) => ({ url: `/media/portrait-${n}.jpg`, width: 800, height: 1000, alt: '' });
const logo = (n: number) => ({ url: `/media/logo-${n}.png`, width: 600, height: 160, alt: '' });

async function withImages(documentsDir: string): Promise<void> {
  const edit = async (file: string, change: (page: any) => void) => {
    const path = join(documentsDir, 'pages', file);
    const page = JSON.parse(await readFile(path, 'utf8'));
    change(page);
    // A file of its own in place of the link to the project's document.
    await rm(path);
    await writeFile(path, JSON.stringify(page));
  };
  await edit('en/our-team.json', (page) =>
    page.template.people.forEach((person: any, i: number) => (person.image = portrait((i % 6) + 1))),
  );
  await edit('en/our-team/our-partners.json', (page) =>
    page.template.people.forEach((person: any, i: number) => (person.logo = logo((i % 6) + 1))),
  );
}

function imageUses(html: string): Array<{ preset: string | undefined; urls: string[] }> {
  const uses: Array<{ preset: string | undefined; urls: string[] }> = [];
  for (const picture of html.match(/<picture>[\s\S]*?<\/picture>/g) ?? []) {
    const urls = [...picture.matchAll(/(?:srcSet|srcset|src)="([^"]+)"/g)].flatMap((match) =>
      (match[1] as string).split(',').map((part) => part.trim().split(/\s+/)[0] as string),
    );
    const preset = /data-preset="([a-z]+)"/.exec(picture)?.[1];
    // Content images carry their preset; the header's brand logos are built-in files, not variants.
    if (preset) uses.push({ preset, urls });
  }
  return uses;
}

describe('image presets agree between definitions, the images step and the components', () => {
  let work: string;
  let outDir: string;
  const pages = new Map<string, string>();
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'unisite-presets-'));
    // The build is of the family's default site: the documents of the small family hold it
    // (the other sites' would only be synced).
    const documentsDir = await smallFamilyDocuments(join(work, 'documents'));
    await withImages(documentsDir);
    const snapshotsDir = join(work, 'snapshots');
    await sync({ snapshotsDir, documentsDir, reporter: silentReporter });
    outDir = join(work, 'dist');
    // The Vite bundle of the run's shared build (docs/testing.md): this build bundles nothing.
    await seedWorkDir(join(work, 'work'));
    await buildSite({ root, snapshotsDir, outDir, workDir: join(work, 'work'), reporter: silentReporter });
    for (const entry of await readdir(outDir, { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && entry.name.endsWith('.html')) {
        const path = join(entry.parentPath, entry.name);
        pages.set(path.slice(outDir.length), await readFile(path, 'utf8'));
      }
    }
  }, 120_000);
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it('points every srcset and src of every page at a variant that exists', () => {
    let checked = 0;
    for (const [page, html] of pages) {
      for (const use of imageUses(html)) {
        for (const url of use.urls) {
          expect(url.startsWith('/_img/'), `${page}: ${url} is not a published variant`).toBe(true);
          expect(existsSync(join(outDir, url)), `${page}: ${url} does not exist`).toBe(true);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('shows portraits with the profile preset, partner logos with logo and cards with card', () => {
    const presets = (page: string) => imageUses(pages.get(page) ?? '').map((use) => use.preset);
    expect(presets('/our-team/index.html').filter((p) => p === 'profile').length).toBeGreaterThanOrEqual(8);
    expect(presets('/our-team/our-partners/index.html').filter((p) => p === 'logo').length).toBeGreaterThanOrEqual(8);
    expect(presets('/news/index.html').every((p) => p === 'card')).toBe(true);
    expect(presets('/news/index.html').length).toBeGreaterThan(0);
    // …and the variants are that preset's sizes (SPEC §9): profile 320×240, logo 225 wide, card 420/768/1216.
    const sizes = (page: string, preset: string) =>
      imageUses(pages.get(page) ?? '')
        .filter((use) => use.preset === preset)
        .flatMap((use) => use.urls.map((url) => /-(\d+)x(\d+)-/.exec(url)?.slice(1).join('x')));
    expect(new Set(sizes('/our-team/index.html', 'profile'))).toEqual(new Set(['320x240']));
    expect(new Set(sizes('/our-team/our-partners/index.html', 'logo'))).toEqual(new Set(['225x60']));
    expect(sizes('/news/index.html', 'card')).toContain('420x236');
  });
});

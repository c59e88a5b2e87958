// `unisite verify --dir <folder>` (docs/commands.md, docs/deploying.md): whether a built folder —
// typically the shards of a CI build copied into one — holds the whole family the snapshots
// describe, before it is deployed. A merge that lost a shard still has its home page, its
// not-found page and its sitemap (every shard writes those); what it lacks is that shard's share
// of the pages, and the links to them. So the check asks for what the build would have written,
// with the build's own code: each page's route (the plan step and `htmlFile`), each site's
// not-found pages (as the composition places them), the sitemap index and every sitemap it
// names; then every internal link, both as the editors wrote them (the build's link check,
// which names document and field) and as every HTML file of the folder carries them.
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { userError } from '../errors/index.ts';
import { anchorTargets, checkLinks, ownPath, published } from '../links/index.ts';
import { readContent, snapshotSites } from '../snapshots/index.ts';
import { familyNotFoundPlacements, sitemapLocations } from '../site-build/family/compose.ts';
import { htmlFile, NOT_FOUND_FILES } from '../site-build/run.ts';
import { plannedPages } from '../site-build/steps/02-plan.ts';

/** A file the snapshots call for that the folder lacks. */
export interface MissingFile {
  /** What it is: `page /es/noticias/ (business-school)`, `not-found page of business-school`, `sitemap`. */
  what: string;
  /** Its path in the folder. */
  file: string;
}

/** An internal link of the folder that leads to no page or file of it. */
export interface DeadLink {
  /** The site path of the page holding it. */
  page: string;
  target: string;
  /** The CMS document and field it was written in, when the snapshots say. */
  document?: string | undefined;
  field?: string | undefined;
}

export interface VerifyResult {
  /** Pages of the snapshots looked for (the sites' not-found files and sitemaps aside). */
  pages: number;
  sites: number;
  /** Internal links checked in the folder's HTML files. */
  links: number;
  missing: MissingFile[];
  dead: DeadLink[];
}

/** Every HTML file under a folder, relative, with forward slashes (read synchronously: compose.ts says why). */
function htmlFiles(dir: string): string[] {
  // No folder at all: every page is reported missing.
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

/** The site path an HTML file answers: `news/index.html` → `/news/`, `404.html` → `/404.html`. */
const pageOf = (file: string): string => `/${file.replace(/(^|\/)index\.html$/, '$1')}`;

/** Whether `dir` holds everything the snapshots in `snapshotsDir` build into it. */
export async function verifyDir(snapshotsDir: string, dir: string): Promise<VerifyResult> {
  const sites = await snapshotSites(snapshotsDir);
  if (sites.length === 0) throw userError('SNAPSHOTS_MISSING', { dir: snapshotsDir, command: 'verify' });
  const missing: MissingFile[] = [];
  const expect = (file: string, what: string) => {
    if (!published(dir, `/${file}`)) missing.push({ what, file });
  };
  const origins: string[] = [];
  let pages = 0;
  for (const [index, site] of sites.entries()) {
    const { site: document, pages: sitePages } = await readContent(snapshotsDir, site.key);
    origins.push(document.domain.replace(/\/+$/, ''));
    for (const page of plannedPages(sitePages, undefined)) {
      pages += 1;
      expect(htmlFile(page.path), `page ${page.path} (${site.key})`);
    }
    // A lone site is built straight into the folder: its 404.html alone. In a family each site
    // has one per language, below that language's prefix (the root site's default one is 404.html).
    const notFound =
      sites.length === 1
        ? [NOT_FOUND_FILES[0]]
        : [
            ...(index === 0 ? [NOT_FOUND_FILES[0]] : []),
            ...familyNotFoundPlacements(
              {
                pathPrefix: site.pathPrefix,
                defaultLocale: document.defaultLocale,
                locales: document.languages.map((language) => language.locale).filter((locale) => locale !== document.defaultLocale),
                notFound: {},
              },
              index === 0,
            ).map(({ file }) => file),
          ];
    for (const file of notFound) expect(file, `not-found page of ${site.key}`);
  }
  await expectSitemaps(dir, expect);

  // The links as written in the CMS: named with their document and field.
  const dead: DeadLink[] = (await checkLinks(snapshotsDir, sites, dir)).broken.map((link) => ({ ...link }));
  const known = new Set(dead.map((link) => `${link.page} ${link.target}`));
  // The links of every HTML file: menus, language switchers, lists, breadcrumbs, the not-found pages' own.
  let links = 0;
  const answers = new Map<string, boolean>();
  for (const file of htmlFiles(dir)) {
    const page = pageOf(file);
    for (const target of new Set(anchorTargets(await readFile(join(dir, file), 'utf8')))) {
      const path = ownPath(target.replaceAll('&amp;', '&'), origins);
      if (path === null || path === '') continue;
      links += 1;
      let ok = answers.get(path);
      if (ok === undefined) answers.set(path, (ok = published(dir, path)));
      if (!ok && !known.has(`${page} ${target}`)) {
        known.add(`${page} ${target}`);
        dead.push({ page, target });
      }
    }
  }
  return { pages, sites: sites.length, links, missing, dead };
}

/** The sitemap index (or a lone site's sitemap) and every sitemap it names. */
async function expectSitemaps(dir: string, expect: (file: string, what: string) => void): Promise<void> {
  const xml = await readFile(join(dir, 'sitemap.xml'), 'utf8').catch(() => null);
  if (xml === null) return expect('sitemap.xml', 'sitemap index');
  for (const url of sitemapLocations(xml) ?? []) {
    let path: string;
    try {
      path = new URL(url.replaceAll('&amp;', '&')).pathname;
    } catch {
      path = url;
    }
    expect(path.replace(/^\/+/, ''), `sitemap ${url} named by sitemap.xml`);
  }
}

/** The error of a folder that lacks something, naming the first few problems of each kind. */
export function verifyError(dir: string, result: VerifyResult) {
  return userError('DIST_INCOMPLETE', {
    dir,
    missing: result.missing.length,
    dead: result.dead.length,
    firstMissing: result.missing.slice(0, 10),
    firstDead: result.dead.slice(0, 10),
  });
}

// The family's dist/ composed from its sites' built folders by hard links, and swapped in whole
// (docs/site-family.md "What collides").
import { linkSync, readdirSync } from 'node:fs';
import { access, link, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { sitemapIndex } from '../../artefacts/sitemap.ts';
import { redirectsOverLimits } from '../../artefacts/host-limits.ts';
import { familyRedirectsFile } from '../../artefacts/redirects.ts';
import { warning } from '../../errors/index.ts';
import { hostDirOf } from '../../write/host-dir.ts';
import { linkedVersion } from '../../write/atomic-dir.ts';
import { makeParent, writeOut } from '../../write/files.ts';
import { discardVersion, keepSpareRecord, removeFile, SPARE_MANIFEST_FILE, stageVersion } from '../staged-version.ts';
import { BUILD_MANIFEST_FILE, manifestJson, previousManifest } from '../manifest.ts';
import type { RenderedPages } from '../../search/cache.ts';
import { isSearchFile, searchDirOf, writeSearchIndex } from '../../search/index.ts';
import type { Reporter } from '../../reporter.ts';
import { notFoundPlacements, ownFile, type BuiltSite } from './built-site.ts';
import { notFoundNginxMap } from './not-found-nginx.ts';
import { composedManifest } from './composed-manifest.ts';

/**
 * Every file under a folder, relative, with forward slashes. Read synchronously: the promise
 * API reads a tree one folder after another, each a round trip through libuv's thread pool, and
 * a site of 20,000 pages has 40,000 folders: several times slower than the synchronous calls.
 */
function filesUnder(dir: string): string[] {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

/** The sitemaps a site's `sitemap.xml` stands for: itself (null), or the sitemaps it indexes. */
export function sitemapLocations(xml: string): string[] | null {
  if (!xml.includes('<sitemapindex')) return null;
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] as string);
}

const REDIRECTS_NGINX = 'redirects.nginx.conf';
const NOT_FOUND_NGINX = 'not-found.nginx.conf';

const exists = (path: string): Promise<boolean> =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * Where a site's not-found pages go in the composed dist/. The root site's own 404.html is the
 * default language's, for every path no deeper rule covers; its other languages' pages go below
 * their segment (`es/404.html`), so a missing page under /es/ is answered in Spanish.
 */
export const familyNotFoundPlacements = (site: Pick<BuiltSite, 'pathPrefix' | 'defaultLocale' | 'locales' | 'notFound'>, root: boolean) =>
  notFoundPlacements(site).filter(({ base }) => !root || base !== '');

/**
 * Composes the family's dist/ from the sites' built folders (docs/site-family.md "What collides"):
 * - the root site (the first, prefix '') gives every shared root file: 404.html, 500.html and
 *   their page-data, sw.js, robots.txt, app-data.json, _headers, and the host snippets;
 * - a sub-site gives its pages and page-data under its prefix, its not-found page as
 *   `<prefix>/404.html` (and under each language's prefix), served for missing paths below it;
 * - `assets/`, `_img/`, site data, fonts, logos … are the union (the same code and content hash
 *   give the same names and bytes; the first site's copy is kept);
 * - `sitemap.xml` becomes an index naming one sitemap per site, `sitemap-<key>.xml` at the root
 *   (a sitemap may only list addresses below its folder, and `/es/<prefix>/` is not below `<prefix>/`);
 * - `_redirects` (and the nginx rewrites) are every site's lines, then the not-found rules;
 * - each site's search index is built over the composed pages, from its own pages only, into
 *   `<prefix>/pagefind/` (the sites' builds write none); none for a shard.
 */
export async function composeFamily(
  sites: readonly BuiltSite[],
  outDir: string,
  search?: { reporter: Reporter; cacheDir: string; rendered?: RenderedPages | undefined },
  /** Reads the composed version before it is published; throwing keeps the live one (the link check). */
  beforeCommit?: (stagedDir: string) => Promise<void>,
): Promise<{ recycled: boolean }> {
  const hostDir = hostDirOf(outDir);
  // The composed dist/ has a build manifest of its own: each page's record from the site it
  // came from. With it the version this composition replaces is kept as the spare, and the next
  // composition is made from that spare in place (pipeline/site-build/staged-version.ts): only
  // the pages whose digests changed are placed again, and no page folder is made (making tens of
  // thousands of them was most of a composition's time). A shard's sites keep no manifest.
  const composed = composedManifest(sites);
  // A sub-site's not-found page whose source has no record is placed anew every time.
  const notFoundFiles = sites
    .flatMap((site, index) => familyNotFoundPlacements(site, index === 0).map(({ file }) => file))
    .filter((file) => !composed?.pages[file]);
  const searchDirs = sites.map((site) => searchDirOf(site.pathPrefix));
  const version = await stageVersion({
    outDir,
    hostDir,
    pageFiles: composed ? Object.entries(composed.pages).flatMap(([html, record]) => [html, record.pageData]) : [],
    // Written anew by every composition: the sub-sites' not-found pages, and the sites' search
    // indexes, which the search brings up to date in the spare when it writes them.
    regenerated: ['page-data/sq', ...(search ? [] : searchDirs), ...notFoundFiles],
    reconciled: search ? searchDirs : [],
    recycle: composed !== undefined,
    codeHash: composed?.codeHash ?? '',
  });
  const { staged, stagedHost, inPlace } = version;
  try {
    const written = new Set<string>();
    const madeDirs = await version.folders;
    // The page files of the spare that are as this composition would place them: left in place.
    const unchanged = new Set<string>();
    for (const [html, record] of Object.entries(composed?.pages ?? {})) {
      const spare = inPlace?.pages[html];
      if (spare && spare.inputs === record.inputs && spare.pageData === record.pageData) unchanged.add(html).add(record.pageData);
    }
    // What the search is given of each page placed, from the build manifest of the site it came from.
    const digests = new Map<string, string>();
    // Synchronous calls, as a build keeps its pages (makeParent says why).
    const place = (from: string, file: string, site?: BuiltSite) => {
      if (written.has(file)) return;
      written.add(file);
      const digest = site?.manifest?.pages[file]?.indexable;
      if (digest !== undefined) digests.set(file, digest);
      if (unchanged.has(file)) return;
      const target = join(staged.path, file);
      // In the spare, a file is removed before it is linked: the live version may share it.
      if (inPlace) removeFile(target);
      makeParent(target, madeDirs);
      linkSync(from, target);
    };
    const sitemaps: Array<{ url: string }> = [];
    const redirects: string[] = [];
    /** The folders whose missing paths get a sub-site's not-found page ('/law-school', '/es/law-school'). */
    const notFoundRules: string[] = [];
    for (const [index, site] of sites.entries()) {
      const root = index === 0;
      // At the root: a sitemap may only list URLs below its own folder, and /es/business-school/ is not below /business-school/.
      const sitemapPath = `sitemap-${site.key}.xml`;
      for (const file of filesUnder(site.dir)) {
        const from = join(site.dir, file);
        // A site folder built before the composition indexed the family holds its own index: never kept.
        if (isSearchFile(file)) continue;
        if (file === 'sitemap.xml') {
          const indexed = sitemapLocations(await readFile(from, 'utf8'));
          if (indexed) sitemaps.push(...indexed.map((url) => ({ url })));
          else {
            place(from, sitemapPath);
            sitemaps.push({ url: `${site.domain.replace(/\/+$/, '')}/${sitemapPath}` });
          }
        } else if (file === '_redirects') {
          for (const line of (await readFile(from, 'utf8')).split('\n')) if (line.trim() && !redirects.includes(line)) redirects.push(line);
        } else if (root || ownFile(file, site)) {
          place(from, file, site);
        } else if (file === '404.html') {
          // A sub-site's own 404.html names the root's page-data: its not-found pages are placed below.
          continue;
        } else if (!/^(500\.html|sw\.js|robots\.txt|app-data\.json|_headers|page-data\/(404|500)\.html\/)/.test(file)) {
          place(from, file, site);
        }
      }
      // For missing paths under its prefix, in each language: the sub-site's not-found page of
      // that language, whose page-data lives under the prefix too. The rules are written whatever
      // this build holds, so every shard composes the same `_redirects`; the page itself is placed
      // by the shard that rendered it.
      for (const { base, source, file } of familyNotFoundPlacements(site, root)) {
        if (await exists(join(site.dir, source))) place(join(site.dir, source), file);
        notFoundRules.push(base);
      }
    }
    await writeFile(join(staged.path, 'sitemap.xml'), sitemapIndex(sitemaps));
    if (search) {
      await writeSearchIndex(staged.path, search.reporter, sites, {
        cacheDir: search.cacheDir,
        previousDir: outDir,
        rendered: search.rendered,
        // Every page placed in the composed dist/.
        files: [...written],
        pageDigest: (file) => digests.get(file),
      });
    }
    if (redirects.length > 0 || notFoundRules.length > 0) {
      const text = familyRedirectsFile(redirects, notFoundRules);
      const over = redirectsOverLimits(text);
      if (over.length > 0) search?.reporter.warn(warning('HOST_RULES_OVER_LIMITS', { file: 'dist/_redirects', problems: over }));
      await writeFile(join(staged.path, '_redirects'), text);
    }
    // The host snippets are the root site's (the nginx redirects of every site), plus one
    // not-found rule per sub-site.
    const rootHost = sites[0]?.hostDir;
    for (const file of rootHost ? filesUnder(rootHost) : []) {
      // The build's records of its own versions are not the composed dist/'s.
      if (file === BUILD_MANIFEST_FILE || file === SPARE_MANIFEST_FILE || file === REDIRECTS_NGINX) continue;
      await mkdir(dirname(join(stagedHost.path, file)), { recursive: true });
      await link(join(rootHost as string, file), join(stagedHost.path, file));
    }
    const rewrites: string[] = [];
    for (const site of sites) {
      const text = await readFile(join(site.hostDir, REDIRECTS_NGINX), 'utf8').catch(() => '');
      for (const line of text.split('\n')) if (line.trim() && !rewrites.includes(line)) rewrites.push(line);
    }
    if (rewrites.length > 0) await writeFile(join(stagedHost.path, REDIRECTS_NGINX), `${rewrites.join('\n')}\n`);
    // Written for one site too: the recipe includes it whatever the family holds.
    await writeFile(join(stagedHost.path, NOT_FOUND_NGINX), notFoundNginxMap(notFoundRules));
    await beforeCommit?.(staged.path);
    // The manifest is committed with the version it describes; the version replaced becomes the
    // spare, with its manifest, when it has one (else it is removed after the switch by a
    // detached process: the new version is live, and the build need not wait for the unlinks).
    const previous = composed ? await previousManifest(hostDir, await linkedVersion(outDir)) : null;
    if (composed) await writeOut(stagedHost.path, BUILD_MANIFEST_FILE, manifestJson({ ...composed, version: staged.versionName }));
    version.removeSpareLeftovers();
    if (previous) await keepSpareRecord(hostDir, stagedHost.path);
    await staged.commit({ removePrevious: previous ? 'keep' : 'background' });
    await stagedHost.commit();
    return { recycled: inPlace !== null };
  } catch (error) {
    await discardVersion(version);
    throw error;
  }
}

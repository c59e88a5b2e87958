// `unisite build` for the site family (SPEC §1, docs/site-family.md): every site the snapshots
// hold is built on its own, as a single site, into its own folder under the work folder (so
// each keeps its incremental build: dist-sites/<key> beside dist/), then the family's dist/ is composed from them with hard
// links and swapped in whole. One site (a lone site, or `--site <id>`) is built straight into
// the output folder, exactly as before the family existed.
import { linkSync, readdirSync } from 'node:fs';
import { access, link, mkdir, readFile, realpath, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { userError } from '../errors.ts';
import { sitemapIndex } from '../artefacts/sitemap.ts';
import { hostDirOf } from '../write/host-dir.ts';
import { withFolderLock } from '../write/lock.ts';
import { linkedVersion } from '../write/atomic-dir.ts';
import { holdVersion } from '../write/reader-lease.ts';
import { pauseAt } from '../write/test-pause.ts';
import { makeParent, writeOut } from '../write/files.ts';
import { snapshotSites, type SnapshotSite } from '../snapshots/index.ts';
import { discardVersion, keepSpareRecord, removeFile, SPARE_MANIFEST_FILE, stageVersion } from './staged-version.ts';
import { BUILD_MANIFEST_FILE, manifestJson, newManifest, previousManifest, type BuildManifest } from './manifest.ts';
import { RenderedPages } from '../search/cache.ts';
import { isSearchFile, searchCacheDir, searchDirOf, writeSearchIndex } from '../search/index.ts';
import type { Reporter } from '../reporter.ts';
import { buildSite, type BuildOptions, type BuildResult } from './index.ts';

export interface FamilyBuildOptions extends Omit<BuildOptions, 'site'> {
  /** Only the site of this id (`--site <id>`); default: every site of the snapshots. */
  site?: number | undefined;
}

export interface FamilyBuildResult {
  /** One result per site built, in the family's order (the root site first). */
  sites: Array<{ key: string; pathPrefix: string; result: BuildResult }>;
  pages: number;
  seconds: number;
  /** Whether the composed dist/ was made from its spare version in place (a lone site: whether its build's was). */
  recycled: boolean;
}

/** A site's built folder and what the composition needs to know about it. */
export interface BuiltSite {
  key: string;
  id: number;
  pathPrefix: string;
  /** Public origin, for the sitemap index. */
  domain: string;
  defaultLocale: string;
  /** Non-default languages: their segment precedes the prefix (/es/business-school/). */
  locales: string[];
  dir: string;
  /** Its host snippets (nginx includes), beside its dir. */
  hostDir: string;
  /** Its not-found page per language, as built HTML files ('es/business-school/pagina-no-encontrada/index.html'). */
  notFound: Record<string, string>;
  /**
   * Its build manifest, when it describes `dir`: each page's digest (everything its HTML is made
   * of). With every site's, the composed dist/ is made from its spare version, only the pages
   * whose digests changed placed again, and the search index keeps a part whose pages' digests
   * are those it indexed last without reading them.
   */
  manifest?: BuildManifest | undefined;
}

/** A site's built folder as the composition reads it: its document, folders and build manifest. */
export async function builtSite(
  site: Pick<BuiltSite, 'key' | 'id' | 'pathPrefix'>,
  document: Pick<BuildResult['site'], 'domain' | 'defaultLocale' | 'languages'>,
  outDir: string,
  notFound: Record<string, string>,
): Promise<BuiltSite> {
  return {
    key: site.key,
    id: site.id,
    pathPrefix: site.pathPrefix,
    domain: document.domain,
    defaultLocale: document.defaultLocale,
    locales: document.languages.map((language) => language.locale).filter((locale) => locale !== document.defaultLocale),
    dir: await realpath(outDir),
    hostDir: await realpath(hostDirOf(outDir)),
    notFound,
    manifest: (await previousManifest(hostDirOf(outDir), await linkedVersion(outDir))) ?? undefined,
  };
}

/**
 * Where a site of the family is built before composition: `dist-sites/<key>` beside `dist/`
 * (with its own host folder, lock and build manifest), so two output folders never share one.
 */
export const siteBuildDir = (outDir: string, key: string): string => join(`${outDir.replace(/[/\\]+$/, '')}-sites`, key);

export async function buildFamily(options: FamilyBuildOptions): Promise<FamilyBuildResult> {
  // The snapshots' link is resolved once: every site and every step reads the version it named
  // at the start, which a sync switching the link meanwhile keeps until this build ends
  // (pipeline/write/reader-lease.ts).
  const snapshots = await holdVersion(options.snapshotsDir);
  try {
    await pauseAt('build:snapshots:held');
    return await buildHeld({ ...options, snapshotsDir: snapshots.dir });
  } finally {
    await snapshots.release();
  }
}

async function buildHeld(options: FamilyBuildOptions): Promise<FamilyBuildResult> {
  const started = Date.now();
  const all = await snapshotSites(options.snapshotsDir);
  const chosen = options.site === undefined ? all : all.filter((site) => site.id === options.site);
  if (options.site !== undefined && chosen.length === 0) {
    throw userError('SITE_UNKNOWN', {
      what: `--site ${options.site}: the snapshots in ${options.snapshotsDir} hold no site with that id.`,
      why: `unisite builds the sites the last sync wrote: ${all.map((site) => `${site.id} (${site.key})`).join(', ') || 'none'}.`,
      fix: 'Name one of those ids, or run `unisite sync --site <id>` first to fetch that site from the CMS.',
    });
  }
  // A lone site (or none: buildSite reports the missing snapshots) builds as it always did.
  if (chosen.length <= 1) {
    const result = await buildSite({ ...options, site: chosen[0]?.key });
    const site = chosen[0];
    return {
      sites: site ? [{ key: site.key, pathPrefix: site.pathPrefix, result }] : [],
      pages: result.pages,
      seconds: result.seconds,
      recycled: result.recycled,
    };
  }
  return withFolderLock(options.outDir, 'unisite build', () => buildAll(options, chosen, started), options.reporter.warn);
}

async function buildAll(options: FamilyBuildOptions, sites: SnapshotSite[], started: number): Promise<FamilyBuildResult> {
  // The pages the sites render, kept reduced for the composition's search index.
  const renderedPages = options.shard ? undefined : new RenderedPages(searchCacheDir(options.workDir));
  try {
    return await buildSites(options, sites, started, renderedPages);
  } finally {
    await renderedPages?.close();
  }
}

async function buildSites(
  options: FamilyBuildOptions,
  sites: SnapshotSite[],
  started: number,
  renderedPages: RenderedPages | undefined,
): Promise<FamilyBuildResult> {
  const { reporter } = options;
  const built: Array<{ key: string; pathPrefix: string; result: BuildResult }> = [];
  const folders: BuiltSite[] = [];
  // 1. Each site as a single site, into dist-sites/<key> (reusing the one Vite bundle), without
  //    its search index: the composition writes every site's index once (step 2).
  for (const site of sites) {
    reporter.phase(`build: site ${site.key}${site.pathPrefix ? ` (${site.pathPrefix}/)` : ''}`);
    const outDir = siteBuildDir(options.outDir, site.key);
    const result = await buildSite({ ...options, site: site.key, outDir, skipSearch: true, renderedPages });
    built.push({ key: site.key, pathPrefix: site.pathPrefix, result });
    // Its own not-found pages (SPEC §2 Error404) answer for missing paths under its prefix.
    folders.push(await builtSite(site, result.site, outDir, result.notFound));
  }
  // 2. The family's dist/, composed by hard links and swapped in whole.
  reporter.phase(`build: composing ${sites.length} sites into ${options.outDir}`);
  const { recycled } = await composeFamily(
    folders,
    options.outDir,
    options.shard ? undefined : { reporter, cacheDir: searchCacheDir(options.workDir), rendered: renderedPages },
  );
  const pages = built.reduce((sum, site) => sum + site.result.pages, 0);
  const seconds = (Date.now() - started) / 1000;
  reporter.done(
    `built the family: ${built.map((site) => `${site.key} ${site.result.pages}`).join(', ')} pages in ${seconds.toFixed(1)} s → ${options.outDir}`,
  );
  return { sites: built, pages, seconds, recycled };
}

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

/** Whether an output file is one of the site's own pages (or their page-data), under its prefix. */
function ownFile(file: string, site: BuiltSite): boolean {
  const prefix = site.pathPrefix.replace(/^\/+|\/+$/g, '');
  const bare = file.startsWith('page-data/') ? file.slice('page-data/'.length) : file;
  return [prefix, ...site.locales.map((locale) => `${locale}/${prefix}`)].some((own) => bare.startsWith(`${own}/`));
}

/** The sitemaps a site's `sitemap.xml` stands for: itself, or the sitemaps it indexes. */
function sitemapLocations(xml: string): string[] | null {
  if (!xml.includes('<sitemapindex')) return null;
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] as string);
}

const REDIRECTS_NGINX = 'redirects.nginx.conf';

const exists = (path: string): Promise<boolean> =>
  access(path).then(
    () => true,
    () => false,
  );

const NOT_FOUND_RULE = (from: string, to: string) => `${from}/*  ${to}  404`;

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
    .slice(1)
    .flatMap((site) => notFoundPlacements(site).map(({ file }) => file))
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
      if (root) continue;
      for (const { base, source, file } of notFoundPlacements(site)) {
        if (await exists(join(site.dir, source))) place(join(site.dir, source), file);
        notFoundRules.push(NOT_FOUND_RULE(base, `${base}/404.html`));
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
    // Netlify and Cloudflare apply the first matching rule: the deepest not-found rules first.
    const rules = [...redirects, ...notFoundRules.sort((a, b) => b.length - a.length)];
    if (rules.length > 0) await writeFile(join(staged.path, '_redirects'), `${rules.join('\n')}\n`);
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
    const nginx = notFoundRules
      .map((rule) => rule.split(/\s+/))
      .map(([from, to]) => `location ^~ ${(from as string).replace(/\*$/, '')} {\n  error_page 404 ${to};\n}`);
    if (nginx.length > 0) await writeFile(join(stagedHost.path, 'not-found.nginx.conf'), `${nginx.join('\n')}\n`);
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

/** Where a sub-site's not-found pages are placed: for each of its languages, below that language's prefix. */
function notFoundPlacements(site: BuiltSite): Array<{ base: string; source: string; file: string }> {
  const prefix = site.pathPrefix.replace(/\/+$/, '');
  return [[site.defaultLocale, prefix] as const, ...site.locales.map((locale) => [locale, `/${locale}${prefix}`] as const)].map(
    ([locale, base]) => ({
      base,
      source: site.notFound[locale] ?? site.notFound[site.defaultLocale] ?? '404.html',
      file: `${base.slice(1)}/404.html`,
    }),
  );
}

/**
 * The composed dist/'s build manifest (its version set at the commit): each page's record from
 * the site whose file is placed there, in the composition's order (the root site's first, a
 * sub-site's own pages below its prefix), and each sub-site's not-found pages as pages of their
 * own. None unless every site's manifest describes its folder and all were built by the same code.
 */
function composedManifest(sites: readonly BuiltSite[]): BuildManifest | undefined {
  const first = sites[0]?.manifest;
  if (!first) return undefined;
  const composed = newManifest('', first.buildHash, first.codeHash);
  for (const [index, site] of sites.entries()) {
    const { manifest } = site;
    if (!manifest || manifest.codeHash !== first.codeHash || manifest.buildHash !== first.buildHash) return undefined;
    for (const [html, record] of Object.entries(manifest.pages)) {
      if (!(html in composed.pages) && (index === 0 || ownFile(html, site))) composed.pages[html] = record;
    }
    if (index === 0) continue;
    for (const { source, file } of notFoundPlacements(site)) {
      const record = manifest.pages[source];
      // Its own file stands for its page-data: the not-found page's data is the sub-site's own.
      if (record && !(file in composed.pages)) composed.pages[file] = { ...record, pageData: file };
    }
  }
  return composed;
}

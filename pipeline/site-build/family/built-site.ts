// A site of the family as its composition sees it: its built folder, its document's address and
// languages, its not-found pages and its build manifest, and which of its files are its own.
import { realpath } from 'node:fs/promises';
import { hostDirOf } from '../../write/host-dir.ts';
import { linkedVersion } from '../../write/atomic-dir.ts';
import { previousManifest, type BuildManifest } from '../manifest.ts';
import type { BuildResult } from '../index.ts';

/** A site's built folder and what the composition needs to know about it. */
export interface BuiltSite {
  key: string;
  id: number;
  pathPrefix: string;
  /** Its name, for the family's search (which site a result is from). */
  name: string;
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
  document: Pick<BuildResult['site'], 'name' | 'domain' | 'defaultLocale' | 'languages'>,
  outDir: string,
  notFound: Record<string, string>,
): Promise<BuiltSite> {
  return {
    key: site.key,
    id: site.id,
    pathPrefix: site.pathPrefix,
    name: document.name,
    domain: document.domain,
    defaultLocale: document.defaultLocale,
    locales: document.languages.map((language) => language.locale).filter((locale) => locale !== document.defaultLocale),
    dir: await realpath(outDir),
    hostDir: await realpath(hostDirOf(outDir)),
    notFound,
    manifest: (await previousManifest(hostDirOf(outDir), await linkedVersion(outDir))) ?? undefined,
  };
}

/** Whether an output file is one of the site's own pages (or their page-data), under its prefix. */
export function ownFile(file: string, site: BuiltSite): boolean {
  const prefix = site.pathPrefix.replace(/^\/+|\/+$/g, '');
  const bare = file.startsWith('page-data/') ? file.slice('page-data/'.length) : file;
  return [prefix, ...site.locales.map((locale) => `${locale}/${prefix}`)].some((own) => bare.startsWith(`${own}/`));
}

/** Where a sub-site's not-found pages are placed: for each of its languages, below that language's prefix. */
export function notFoundPlacements(
  site: Pick<BuiltSite, 'pathPrefix' | 'defaultLocale' | 'locales' | 'notFound'>,
): Array<{ base: string; source: string; file: string }> {
  const prefix = site.pathPrefix.replace(/\/+$/, '');
  return [[site.defaultLocale, prefix] as const, ...site.locales.map((locale) => [locale, `/${locale}${prefix}`] as const)].map(
    ([locale, base]) => ({
      base,
      source: site.notFound[locale] ?? site.notFound[site.defaultLocale] ?? '404.html',
      file: `${base.slice(1)}/404.html`,
    }),
  );
}

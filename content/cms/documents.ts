// The embedded CMS's store: demo content as JSON files under documents/, read the way a
// headless CMS would serve it. Pages are written per language; the store fills what a CMS
// derives (language ids, alternates from the translation group, default flags).
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import { siteOfPath } from '../../site/lib/prefixes.ts';

/** The demo content's folder: content/cms/documents/. */
export const DEFAULT_DOCUMENTS_DIR = join(import.meta.dirname, 'documents');

export interface CmsPageRecord extends Record<string, unknown> {
  id: string;
  translationGroup: string;
  locale: string;
  path: string;
  /** The site the page belongs to (filled by loadDocuments); absent: the default site. */
  siteId?: number;
}

export interface CmsContent {
  /** The default site: the one at the root (`pathPrefix` ''), else the first. */
  site: Record<string, unknown>;
  /** Every site of the family, the default site first (SPEC §1). */
  sites?: Array<Record<string, unknown>>;
  pages: CmsPageRecord[];
  countries: Array<Record<string, unknown>>;
  provinces: Array<Record<string, unknown>>;
}

/** Raised for a document the embedded CMS cannot even read (not JSON, not an object). */
export class CmsDocumentError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`content/cms document ${file}: ${reason}`);
    this.name = 'CmsDocumentError';
  }
}

async function readJson(root: string, file: string): Promise<unknown> {
  const text = await readFile(file, 'utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new CmsDocumentError(relative(root, file), `is not valid JSON (${(error as Error).message})`);
  }
}

async function listJson(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * What the documents are as files (each one's path, size and modification time): two equal
 * signatures mean the same content, so a server reads the documents again only when one changed.
 */
export async function documentsSignature(dir: string): Promise<string> {
  const files = await listJson(dir);
  const parts = await Promise.all(
    files.map(async (file) => {
      const info = await stat(file).catch(() => null);
      return `${file}\0${info?.size ?? -1}\0${info?.mtimeMs ?? -1}`;
    }),
  );
  return parts.join('\n');
}

function asRecord(root: string, file: string, value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new CmsDocumentError(relative(root, file), 'must hold one JSON object');
  }
  return value as Record<string, unknown>;
}

/** Fills what a CMS derives from the page list: language ids and alternates. */
export function derivePages(site: Record<string, unknown>, pages: CmsPageRecord[]): CmsPageRecord[] {
  const languages = Array.isArray(site.languages) ? (site.languages as Array<{ id: number; locale: string }>) : [];
  const idOf = (locale: string) => languages.find((language) => language.locale === locale)?.id ?? 0;
  const groups = new Map<string, CmsPageRecord[]>();
  for (const page of pages) {
    const group = groups.get(page.translationGroup) ?? [];
    group.push(page);
    groups.set(page.translationGroup, group);
  }
  return pages.map((page) => ({
    follow: true,
    indexed: true,
    isHome: false,
    showHeader: true,
    showFooter: true,
    ...page,
    languageId: idOf(page.locale),
    pageLanguages: (groups.get(page.translationGroup) ?? []).map((alternate) => ({
      languageId: idOf(alternate.locale),
      locale: alternate.locale,
      path: alternate.path,
      isLive: alternate.live !== false,
    })),
  }));
}

/** A site's id as the contract types it (a document without one is refused at sync by the schema). */
export const siteId = (site: Record<string, unknown>): number => (typeof site.id === 'number' ? site.id : 0);

const prefixOf = (site: Record<string, unknown>): string => (typeof site.pathPrefix === 'string' ? site.pathPrefix : '');

/** Every language of the family but each site's default one: the segments `siteOfPath` strips. */
function languageSegments(sites: Array<Record<string, unknown>>): string[] {
  const segments = new Set<string>();
  for (const site of sites) {
    const languages = Array.isArray(site.languages) ? (site.languages as Array<{ locale?: unknown }>) : [];
    for (const language of languages) {
      if (typeof language.locale === 'string' && language.locale !== site.defaultLocale) segments.add(language.locale);
    }
  }
  return [...segments];
}

/**
 * The family's site documents: `sites/<key>.json`, one per site (the key is the file name unless
 * the document names one), or a single `site.json` for a CMS holding one site. The default site
 * (prefix '') comes first, then by prefix, so every client sees the same order.
 */
async function loadSites(dir: string): Promise<Array<Record<string, unknown>>> {
  const files = await listJson(join(dir, 'sites'));
  if (files.length === 0) {
    const site = asRecord(dir, join(dir, 'site.json'), await readJson(dir, join(dir, 'site.json')));
    return [{ key: 'site', pathPrefix: '', ...site }];
  }
  const sites: Array<Record<string, unknown>> = [];
  for (const file of files) {
    const site = asRecord(dir, file, await readJson(dir, file));
    sites.push({ key: basename(file, '.json'), pathPrefix: '', ...site });
  }
  return sites.sort((a, b) => prefixOf(a).localeCompare(prefixOf(b)) || siteId(a) - siteId(b));
}

export async function loadDocuments(dir: string): Promise<CmsContent> {
  const sites = await loadSites(dir);
  const site = sites[0] as Record<string, unknown>;
  const records: CmsPageRecord[] = [];
  for (const file of await listJson(join(dir, 'pages'))) {
    const record = asRecord(dir, file, await readJson(dir, file)) as CmsPageRecord;
    records.push(record);
  }
  // A page belongs to the site whose prefix its path falls under (the longest one); each site
  // derives its pages' language ids and alternates from its own languages.
  const segments = languageSegments(sites);
  const bySite = new Map<number, CmsPageRecord[]>(sites.map((entry) => [siteId(entry), []]));
  for (const record of records) {
    const owner = siteOfPath(
      String(record.path),
      sites.map((entry) => ({ id: siteId(entry), pathPrefix: prefixOf(entry) })),
      segments,
    );
    bySite.get(owner?.id ?? siteId(site))?.push(record);
  }
  const pages = sites.flatMap((entry) =>
    derivePages(entry, bySite.get(siteId(entry)) ?? []).map((page) => ({ ...page, siteId: siteId(entry) })),
  );
  const countries = (await readJson(dir, join(dir, 'regions', 'countries.json')).catch(() => [])) as CmsContent['countries'];
  const provinces = (await readJson(dir, join(dir, 'regions', 'provinces.json')).catch(() => [])) as CmsContent['provinces'];
  return { site, sites, pages, countries, provinces };
}

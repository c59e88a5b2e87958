// The embedded CMS's store: demo content as JSON files under documents/, read the way a
// headless CMS would serve it. Pages are written per language; the store fills what a CMS
// derives (language ids, alternates from the translation group, default flags).
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

export interface CmsPageRecord extends Record<string, unknown> {
  id: string;
  translationGroup: string;
  locale: string;
  path: string;
}

export interface CmsContent {
  site: Record<string, unknown>;
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

export async function loadDocuments(dir: string): Promise<CmsContent> {
  const site = asRecord(dir, join(dir, 'site.json'), await readJson(dir, join(dir, 'site.json')));
  const pages: CmsPageRecord[] = [];
  for (const file of await listJson(join(dir, 'pages'))) {
    const record = asRecord(dir, file, await readJson(dir, file)) as CmsPageRecord;
    pages.push(record);
  }
  const countries = (await readJson(dir, join(dir, 'regions', 'countries.json')).catch(() => [])) as CmsContent['countries'];
  const provinces = (await readJson(dir, join(dir, 'regions', 'provinces.json')).catch(() => [])) as CmsContent['provinces'];
  return { site, pages: derivePages(site, pages), countries, provinces };
}

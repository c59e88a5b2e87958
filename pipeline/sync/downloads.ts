// Documents content offers for download (a report, a brochure, a CV), checked at sync: every
// /media/ document a page links must be a file of the media library, or the page would publish
// a link that answers 404 (the build publishes the file at the same address, pipeline/images/
// media-files.ts). With ASSET_DOMAIN set, a document may also be linked at its address on the
// digital-asset service, which serves it (pipeline/media/media-file.ts `isServiceDocument`):
// sync asks the service for it (HEAD), and one it does not have is the same problem. A missing
// one is a content problem naming the page and the field, so the editor fixes it before
// anything is published.
//
// A visitor should know what a download is before fetching it (SPEC §3 "Download": its format).
// The size is the file's, so sync writes it: every download object ({ title, href, format? })
// and every link object ({ href, text … }, content/schema LinkSchema) linking a document gets
// `format` = its type (the format content gave, before any comma, or the file's extension) and
// the file's size in the page's language: 'PDF, 2.4 MB'; a teacher's CV gets the same in
// `cvFormat`. A size an editor typed would go stale when the file is replaced; this one is
// measured every sync.
import { relative } from 'node:path';
import type { ContentProblem, ValidPage } from '../../content/schema/problems.ts';
import { DOWNLOAD_LINK, isServiceDocument, readMediaFile } from '../media/media-file.ts';
import { contentProblem, type MediaFileProblem } from '../errors/index.ts';
import { formatPath, walkObjects, walkValues, type JsonObject } from '../walk.ts';

const DOWNLOAD_KEYS = new Set(['title', 'href', 'format']);
/** The fields of a link object (content/schema LinkSchema), `format` being the one sync writes. */
const LINK_KEYS = new Set(['href', 'linkToURL', 'newTab', 'noFollow', 'text', 'format']);

/** The digital-asset service documents may be linked on (ASSET_DOMAIN), and how sync asks it. */
export interface AssetService {
  /** Its origin, as ASSET_DOMAIN gives it. */
  domain: string;
  /** A fetch that calls nothing but the service (pipeline/sync/cms-request.ts). */
  fetch: typeof fetch;
}

/** Why a document cannot be published: a file of the media library, or one the asset service did not give. */
type DocumentProblem =
  | { code: 'MEDIA_FILE_UNUSABLE'; problem: MediaFileProblem }
  | { code: 'ASSET_MISSING' | 'ASSET_UNAVAILABLE'; domain: string; status: number };

/** What a document's size is: its bytes, unknown (a service that does not say), or why it cannot be published. */
type Measured = { bytes: number | null } | { problem: DocumentProblem };

/** A download object of the content model (content/schema DownloadSchema). */
function isDownload(node: JsonObject): node is JsonObject & { title: string; href: string; format?: string } {
  return (
    typeof node.title === 'string' &&
    typeof node.href === 'string' &&
    (node.format === undefined || typeof node.format === 'string') &&
    Object.keys(node).every((key) => DOWNLOAD_KEYS.has(key))
  );
}

/** The address a link object leads to, as the Link component resolves it (linkToURL first). */
function linkTarget(node: JsonObject): string | undefined {
  if (!Object.keys(node).every((key) => LINK_KEYS.has(key))) return undefined;
  if (node.format !== undefined && typeof node.format !== 'string') return undefined;
  const target = typeof node.linkToURL === 'string' && node.linkToURL ? node.linkToURL : node.href;
  return typeof target === 'string' ? target : undefined;
}

/** A file size as visitors read it, in the page's language: '380 KB', '2.4 MB' ('2,4 MB' in Spanish). */
export function fileSize(bytes: number, locale: string): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  if (bytes < 1024 * 1024) return `${number.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${number.format(Math.round((bytes / 1024 / 1024) * 10) / 10)} MB`;
}

/**
 * The format a document shows: its type (what content gave before a comma, else the extension)
 * and size; the type alone when the size is not known (a service that does not tell it).
 */
export function downloadFormat(href: string, given: string | undefined, bytes: number | null, locale: string): string {
  const path = href.replace(/[?#].*$/, '');
  const type = given?.split(',')[0]?.trim() || (/\.([a-z0-9]+)$/i.exec(path)?.[1] ?? '').toUpperCase();
  return bytes === null ? type : `${type}, ${fileSize(bytes, locale)}`;
}

/** The size of a document on the service, from its answer to HEAD; a problem when it has none. */
async function askService(url: string, service: AssetService): Promise<Measured> {
  const response = await service.fetch(url, { method: 'HEAD' });
  if (response.status === 404 || response.status === 410) {
    return { problem: { code: 'ASSET_MISSING', domain: service.domain, status: response.status } };
  }
  if (!response.ok) return { problem: { code: 'ASSET_UNAVAILABLE', domain: service.domain, status: response.status } };
  const length = Number(response.headers.get('content-length') ?? Number.NaN);
  return { bytes: Number.isSafeInteger(length) && length >= 0 ? length : null };
}

/**
 * Checks every document the pages link (in the media library, or on the asset service) and
 * gives each download object, link object and CV its type and size (the pages are changed in
 * place). Returns a problem for each link to a file the library or the service does not have or
 * cannot publish, naming the page and the field.
 */
export async function checkDownloads(pages: ValidPage[], mediaDirs: readonly string[], service?: AssetService): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = [];
  const sizes = new Map<string, Promise<Measured>>();
  const isDocument = (url: string) => DOWNLOAD_LINK.test(url) || (service !== undefined && isServiceDocument(url, service.domain));
  const measure = async (url: string): Promise<Measured> => {
    if (!DOWNLOAD_LINK.test(url)) return askService(url, service as AssetService);
    const read = await readMediaFile(url.slice('/media/'.length), mediaDirs);
    if (!read) {
      const where = mediaDirs.map((dir) => relative(process.cwd(), dir) || '.').join(' or ');
      return { problem: { code: 'MEDIA_FILE_UNUSABLE', problem: { problem: 'missing', library: where } } };
    }
    return 'problem' in read ? { problem: { code: 'MEDIA_FILE_UNUSABLE', problem: read.problem } } : { bytes: read.bytes.length };
  };
  // Each document measured once, however many pages link it.
  const sizeOf = (url: string): Promise<Measured> => {
    let size = sizes.get(url);
    if (!size) sizes.set(url, (size = measure(url)));
    return size;
  };
  for (const page of pages) {
    const links: Array<{ url: string; path: string }> = [];
    walkValues(page, (node, at) => {
      if (typeof node === 'string' && isDocument(node)) links.push({ url: node, path: formatPath(at.path) });
    });
    for (const { url, path } of links) {
      const size = await sizeOf(url);
      if (!('problem' in size)) continue;
      const at = { document: `page ${page.path}`, path };
      const found = size.problem;
      problems.push(
        found.code === 'MEDIA_FILE_UNUSABLE'
          ? contentProblem(found.code, at, { url, problem: found.problem })
          : contentProblem(found.code, at, { url, domain: found.domain, status: found.status }),
      );
    }
    // Each object that shows a document, with the field its type and size go to.
    const shown: Array<{ node: JsonObject; url: string; given: string | undefined; field: 'format' | 'cvFormat' }> = [];
    walkObjects(page.template, (node) => {
      const target = linkTarget(node);
      if (isDownload(node) && isDocument(node.href)) shown.push({ node, url: node.href, given: node.format, field: 'format' });
      // A teacher's CV is a link field of the teacher, not a download object: its format has a field of its own.
      else if (typeof node.cv === 'string' && isDocument(node.cv)) shown.push({ node, url: node.cv, given: undefined, field: 'cvFormat' });
      else if (target !== undefined && isDocument(target))
        shown.push({ node, url: target, given: typeof node.format === 'string' ? node.format : undefined, field: 'format' });
    });
    for (const { node, url, given, field } of shown) {
      const size = await sizeOf(url);
      if (!('problem' in size)) node[field] = downloadFormat(url, given, size.bytes, page.locale);
    }
  }
  return problems;
}

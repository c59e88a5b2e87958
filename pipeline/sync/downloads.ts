// Documents content offers for download (a report, a brochure, a CV), checked at sync: every
// /media/ document a page links must be a file of the media library, or the page would publish
// a link that answers 404 (the build publishes the file at the same address, pipeline/images/
// media-files.ts). A missing one is a content problem naming the page and the field, so the
// editor fixes it before anything is published.
//
// A visitor should know what a download is before fetching it (SPEC §3 "Download": its format).
// The size is the file's, so sync writes it: every download object ({ title, href, format? })
// linking a library file gets `format` = its type (the format content gave, before any comma,
// or the file's extension) and the file's size in the page's language: 'PDF, 2.4 MB'; a teacher's
// CV gets the same in `cvFormat`. A size an editor typed would go stale when the file is
// replaced; this one is measured every sync.
import { relative } from 'node:path';
import type { ContentProblem, ValidPage } from '../../content/schema/problems.ts';
import { DOWNLOAD_LINK, readMediaFile } from '../media/media-file.ts';
import { formatPath, walkObjects, walkValues, type JsonObject } from '../walk.ts';

const DOWNLOAD_KEYS = new Set(['title', 'href', 'format']);

/** A download object of the content model (content/schema DownloadSchema) that links a library document. */
function isDownload(node: JsonObject): node is JsonObject & { title: string; href: string; format?: string } {
  return (
    typeof node.title === 'string' &&
    typeof node.href === 'string' &&
    DOWNLOAD_LINK.test(node.href) &&
    (node.format === undefined || typeof node.format === 'string') &&
    Object.keys(node).every((key) => DOWNLOAD_KEYS.has(key))
  );
}

/** A file size as visitors read it, in the page's language: '380 KB', '2.4 MB' ('2,4 MB' in Spanish). */
export function fileSize(bytes: number, locale: string): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  if (bytes < 1024 * 1024) return `${number.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${number.format(Math.round((bytes / 1024 / 1024) * 10) / 10)} MB`;
}

/** The format a download shows: its type (what content gave before a comma, else the extension) and size. */
export function downloadFormat(href: string, given: string | undefined, bytes: number, locale: string): string {
  const type = given?.split(',')[0]?.trim() || (/\.([a-z0-9]+)$/i.exec(href)?.[1] ?? '').toUpperCase();
  return `${type}, ${fileSize(bytes, locale)}`;
}

/**
 * Checks every library document the pages link and gives each download object its type and
 * size (the pages are changed in place). Returns a problem for each link to a file the library
 * does not have or cannot publish, naming the page and the field.
 */
export async function checkDownloads(pages: ValidPage[], mediaDirs: readonly string[]): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = [];
  const sizes = new Map<string, number | string>();
  const sizeOf = async (url: string): Promise<number | string> => {
    let size = sizes.get(url);
    if (size === undefined) {
      const read = await readMediaFile(url.slice('/media/'.length), mediaDirs);
      size = !read
        ? `is not in the media library (${mediaDirs.map((dir) => relative(process.cwd(), dir) || '.').join(' or ')}): add the file or fix the link`
        : 'problem' in read
          ? read.problem
          : read.bytes.length;
      sizes.set(url, size);
    }
    return size;
  };
  for (const page of pages) {
    const links: Array<{ url: string; path: string }> = [];
    walkValues(page, (node, at) => {
      if (typeof node === 'string' && DOWNLOAD_LINK.test(node)) links.push({ url: node, path: formatPath(at.path) });
    });
    for (const { url, path } of links) {
      const size = await sizeOf(url);
      if (typeof size === 'string') problems.push({ document: `page ${page.path}`, path, message: `"${url}" ${size}` });
    }
    const downloads: Array<JsonObject & { href: string; format?: string }> = [];
    const teachers: Array<JsonObject & { cv: string }> = [];
    walkObjects(page.template, (node) => {
      if (isDownload(node)) downloads.push(node);
      else if (typeof node.cv === 'string' && DOWNLOAD_LINK.test(node.cv)) teachers.push(node as JsonObject & { cv: string });
    });
    for (const download of downloads) {
      const size = await sizeOf(download.href);
      if (typeof size === 'number') download.format = downloadFormat(download.href, download.format, size, page.locale);
    }
    // A teacher's CV is a link field of the teacher, not a download object: its format has a field of its own.
    for (const teacher of teachers) {
      const size = await sizeOf(teacher.cv);
      if (typeof size === 'number') teacher.cvFormat = downloadFormat(teacher.cv, undefined, size, page.locale);
    }
  }
  return problems;
}

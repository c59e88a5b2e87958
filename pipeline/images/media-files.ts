// Build step "media files": the audio and video a page plays (a module definition's `media`)
// are published as they are, at the address content links them with (/media/<file> →
// dist/media/<file>). The site's Content-Security-Policy lets media load from its own origin
// only, so a podcast episode or a background video plays when it is a file of the media
// library. Files are read like images (pipeline/media/media-file.ts: inside the library only,
// no links followed) and only the audio and video types the browsers play are accepted.
//
// Documents content links from the library (`/media/cv-elena-arroyo.pdf`: a teacher's CV, a
// brochure) are published the same way, wherever in a page they are linked. Images are not:
// they are linked as `/media/<file>` too, but the images step publishes their encoded variants.
// Sync refuses a download the library lacks (pipeline/sync/downloads.ts); should the file go
// between sync and build, it is a broken link, not a broken page: the build warns, naming the
// page and the field, and goes on — whereas a missing episode would leave a player that cannot play.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, extname, join, relative } from 'node:path';
import { ContentError, contentProblem, warning, type MediaFileProblem } from '../errors/index.ts';
import type { ContentProblem } from '../../content/schema/problems.ts';
import type { Reporter } from '../reporter.ts';
import type { MediaRef, PageFiles } from './collect.ts';
import { MEDIA_TYPES, readMediaFile } from '../media/media-file.ts';

/** A played file is a few minutes of audio or a short loop, never a film. */
export const MEDIA_FILE_MAX_BYTES = 50 * 1024 * 1024;

/**
 * Every document the pages link, by address (sorted), with the fields that link it; and every
 * /media/ file their modules play, in page order (collect.ts finds both).
 */
function mediaOf(pages: readonly PageFiles[]): { downloads: Map<string, MediaRef[]>; media: MediaRef[] } {
  const linked = new Map<string, MediaRef[]>();
  const media: MediaRef[] = [];
  for (const files of pages) {
    for (const ref of files.downloads) {
      const refs = linked.get(ref.url);
      if (refs) refs.push(ref);
      else linked.set(ref.url, [ref]);
    }
    media.push(...files.media);
  }
  return { downloads: new Map([...linked].sort(([a], [b]) => a.localeCompare(b))), media };
}

export interface MediaFiles {
  /** Published address → bytes. */
  files: Map<string, Buffer>;
  writeTo(outDir: string): Promise<void>;
}

const libraryNames = (mediaDirs: readonly string[]): string => mediaDirs.map((dir) => relative(process.cwd(), dir) || '.').join(' or ');

/**
 * Reads every played file and linked document. A missing or unplayable played file is a content
 * problem naming the page and field; a missing document is a warning (a broken link). The pages
 * are given by their files (collect.ts `collectPageFiles`), in page order.
 */
export async function planMediaFiles(
  pages: readonly PageFiles[],
  mediaDirs: readonly string[],
  reporter?: Pick<Reporter, 'warn'>,
): Promise<MediaFiles> {
  const problems: ContentProblem[] = [];
  const files = new Map<string, Buffer>();
  const { downloads, media } = mediaOf(pages);
  for (const [url, refs] of downloads) {
    const read = await readMediaFile(url.slice('/media/'.length), mediaDirs);
    if (read && 'bytes' in read) {
      files.set(url, read.bytes);
      continue;
    }
    const problem: MediaFileProblem = read ? read.problem : { problem: 'missing', library: libraryNames(mediaDirs) };
    const [first] = refs as [MediaRef, ...MediaRef[]];
    reporter?.warn(warning('DOWNLOAD_LINK_BROKEN', { document: first.document, path: first.path, more: refs.length - 1, url, problem }));
  }
  for (const ref of media) {
    if (files.has(ref.url)) continue;
    const at = { document: ref.document, path: ref.path };
    const extension = extname(ref.url).toLowerCase();
    if (!(extension in MEDIA_TYPES)) {
      problems.push(contentProblem('MEDIA_TYPE_UNSUPPORTED', at, { url: ref.url, types: Object.keys(MEDIA_TYPES) }));
      continue;
    }
    const read = await readMediaFile(ref.url.slice('/media/'.length), mediaDirs, MEDIA_FILE_MAX_BYTES);
    if (read && 'problem' in read) problems.push(contentProblem('MEDIA_FILE_UNUSABLE', at, { url: ref.url, problem: read.problem }));
    else if (!read) {
      problems.push(
        contentProblem('MEDIA_FILE_UNUSABLE', at, { url: ref.url, problem: { problem: 'missing', library: libraryNames(mediaDirs) } }),
      );
    } else files.set(ref.url, read.bytes);
  }
  if (problems.length > 0) {
    throw new ContentError({ problems, found: 'media' });
  }
  return {
    files,
    async writeTo(outDir) {
      for (const [url, bytes] of files) {
        const target = join(outDir, decodeURIComponent(url.slice(1)));
        await mkdir(dirname(target), { recursive: true });
        await writeFile(target, bytes);
      }
    },
  };
}

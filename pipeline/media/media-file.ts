// Reads a file content links as /media/<name>, from the media library only (docs/security.md):
// the name is decoded once and must then be a plain relative path (no absolute path, '..', '.',
// empty segment, backslash or control character); no symbolic link is followed anywhere below
// the library folder; only regular files up to MEDIA_MAX_BYTES are read. Problems never name
// anything outside the library, so they cannot tell whether a path exists elsewhere.
import { constants } from 'node:fs';
import { open, realpath } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { MediaFileProblem } from '../errors/index.ts';

/** A link to a document of the media library (a PDF): published as it is, its type and size shown on the link. */
export const DOWNLOAD_LINK = /^\/media\/[^?#]+\.pdf$/i;

/**
 * Whether `url` is a document on the digital-asset service (ASSET_DOMAIN): a PDF under its
 * origin, linked at its own address there. Its image URLs (SPEC §7) ask for a transformed
 * variant in an image format; a document is served as it is, so the address content gives is
 * the one visitors follow, and the build publishes nothing for it (docs/content-model.md).
 */
export function isServiceDocument(url: string, assetDomain: string | undefined): boolean {
  const domain = assetDomain?.replace(/\/+$/, '');
  return domain !== undefined && domain !== '' && url.startsWith(`${domain}/`) && /^\/[^?#]+\.pdf$/i.test(url.slice(domain.length));
}

/** The largest source image read (bytes): well above any photo, far below what would exhaust memory. */
export const MEDIA_MAX_BYTES = 50 * 1024 * 1024;

/** The audio and video types the site publishes as they are, by extension (pipeline/images/media-files.ts). */
export const MEDIA_TYPES: Readonly<Record<string, string>> = {
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.wav': 'audio/wav',
  '.ogg': 'audio/ogg',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/** The file, why it cannot be published (its text is the catalogue's: MEDIA_FILE_UNUSABLE), or null when no folder has it. */
export type MediaRead = { bytes: Buffer; file: string } | { problem: MediaFileProblem } | null;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Why a /media/ name cannot be a file of the library, or null. */
export function mediaNameProblem(encodedName: string): MediaFileProblem | null {
  let name: string;
  try {
    name = decodeURIComponent(encodedName);
  } catch {
    return { problem: 'malformed-escape' };
  }
  if (name === '' || CONTROL.test(name) || name.includes('\\')) return { problem: 'not-a-name' };
  if (name.startsWith('/') || name.split('/').some((segment) => segment === '' || segment === '.' || segment === '..'))
    return { problem: 'outside' };
  return null;
}

async function readInside(dir: string, name: string, maxBytes: number): Promise<MediaRead> {
  const root = await realpath(dir).catch(() => null);
  if (!root) return null;
  const candidate = resolve(root, name);
  if (!candidate.startsWith(root + sep)) return { problem: { problem: 'outside' } };
  const real = await realpath(candidate).catch(() => null);
  if (real === null) return null;
  // A link anywhere below the library could lead out of it: refused, not followed.
  if (real !== candidate) return { problem: { problem: 'link' } };
  const handle = await open(candidate, constants.O_RDONLY | constants.O_NOFOLLOW).catch(() => null);
  if (!handle) return null;
  try {
    const info = await handle.stat();
    if (!info.isFile()) return { problem: { problem: 'not-a-file' } };
    if (info.size > maxBytes) return { problem: { problem: 'too-large', maxBytes } };
    const bytes = await handle.readFile();
    return bytes.length > maxBytes ? { problem: { problem: 'too-large', maxBytes } } : { bytes, file: candidate };
  } finally {
    await handle.close();
  }
}

/** The file of the first library folder that has `encodedName`; a problem; or null when none has it. */
export async function readMediaFile(encodedName: string, dirs: readonly string[], maxBytes = MEDIA_MAX_BYTES): Promise<MediaRead> {
  const problem = mediaNameProblem(encodedName);
  if (problem) return { problem };
  const name = decodeURIComponent(encodedName);
  for (const dir of dirs) {
    const found = await readInside(dir, name, maxBytes);
    if (found) return found;
  }
  return null;
}

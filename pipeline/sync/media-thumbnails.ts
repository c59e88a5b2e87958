// Video and audio thumbnails, resolved at sync rather than in visitors' browsers (SPEC §7):
//   { "youtubeId": "…" }        video site: the largest of max, standard, medium, hq, default
//                               (a HEAD check on max; a failed size falls back to the next)
//   { "vimeoUrl": "https://…" } the other video site: its oEmbed answer's thumbnail_url
//   { "podcastEpisodeId": "…" } audio site: the episode's original image
// Any object in a page's template holding one of these, and no `thumbnail` yet, gets a
// `thumbnail` Image object (SPEC §3) pointing at a file sync stores with the snapshots
// (media/thumbnails/…), so the build makes its variants like any other image.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { ContentProblem } from '../../content/schema/problems.ts';
import { formatPath, walkObjects } from '../walk.ts';
import { assert, contentProblem, isUserError, type ThumbnailFailure } from '../errors/index.ts';
import { THUMBNAIL_VARIABLES, type ThumbnailSettings } from '../config.ts';
import { boundedJson } from './cms-request.ts';

export interface ThumbnailEndpoints {
  /** Video site thumbnails: {videoThumbnails}/vi/{id}/{size}.jpg */
  videoThumbnails: string;
  /** The other video site's oEmbed endpoint (called with ?url=). */
  videoOembed: string;
  /** Audio site episodes: {audioEpisodes}/{id} → { images: { original } }. */
  audioEpisodes: string;
}

/** The endpoints a sync looks thumbnails up on: a kind without one is not looked up at all. */
export type ThumbnailLookups = Partial<ThumbnailEndpoints>;

/** What the word `public` stands for in VIDEO_THUMBNAILS_URL, VIDEO_OEMBED_URL and AUDIO_EPISODES_URL. */
export const PUBLIC_ENDPOINTS: ThumbnailEndpoints = {
  videoThumbnails: 'https://i.ytimg.com',
  videoOembed: 'https://vimeo.com/api/oembed.json',
  audioEpisodes: 'https://api.podcasts.example/v1/episodes',
};

/** Every kind of lookup: the keys of a record its type makes complete. */
const ENDPOINT_KEYS = Object.keys(PUBLIC_ENDPOINTS) as Array<keyof ThumbnailEndpoints>;

/**
 * The hosts the public services serve their images from: an oEmbed `thumbnail_url` or an
 * episode's `images.original` may point there. Nothing else outside the endpoints is fetched.
 */
export const PUBLIC_IMAGE_ORIGINS: Record<keyof ThumbnailEndpoints, string[]> = {
  videoThumbnails: [],
  videoOembed: ['https://i.vimeocdn.com'],
  audioEpisodes: [],
};

/**
 * The origins thumbnail resolution may call: each endpoint's own, plus the image hosts of a
 * public service when its public endpoint is used. An address in an answer (`thumbnail_url`,
 * `images.original`) or a redirect to anything else is refused, so neither content nor a
 * third-party answer can point sync at another host (a service on the build machine's network).
 */
export function thumbnailOrigins(endpoints: ThumbnailLookups): Set<string> {
  const origins = new Set<string>();
  for (const key of ENDPOINT_KEYS) {
    const endpoint = endpoints[key];
    if (endpoint === undefined) continue;
    origins.add(new URL(endpoint).origin);
    if (endpoint === PUBLIC_ENDPOINTS[key]) for (const origin of PUBLIC_IMAGE_ORIGINS[key]) origins.add(origin);
  }
  return origins;
}

/**
 * The lookups of a sync from a remote CMS, from its settings (pipeline/config.ts): an address is
 * that endpoint, `public` the public service's, and an unset kind is not looked up, so sync calls
 * no host its configuration does not name.
 */
export function configuredEndpoints(settings: ThumbnailSettings): ThumbnailLookups {
  const lookups: ThumbnailLookups = {};
  for (const key of ENDPOINT_KEYS) {
    const value = settings[key];
    if (value !== undefined) lookups[key] = value === 'public' ? PUBLIC_ENDPOINTS[key] : value;
  }
  return lookups;
}

/** The embedded CMS's stand-ins (content/cms/stand-ins.ts): thumbnails with no network. */
export function standInEndpoints(origin: string): ThumbnailEndpoints {
  return {
    videoThumbnails: `${origin}/stand-ins/video`,
    videoOembed: `${origin}/stand-ins/video/oembed`,
    audioEpisodes: `${origin}/stand-ins/audio/episodes`,
  };
}

/** SPEC §7: sizes tried in this order. */
export const VIDEO_THUMBNAIL_SIZES = ['maxresdefault', 'sddefault', 'mqdefault', 'hqdefault', 'default'] as const;

/** Where thumbnails live inside the snapshot folder, and the URL prefix content uses for them. */
export const THUMBNAILS_DIR = 'media/thumbnails';

export interface ThumbnailResult {
  /** Snapshot-relative file → bytes, e.g. media/thumbnails/video-1a2b….jpg */
  files: Map<string, Uint8Array>;
  resolved: number;
  warnings: ContentProblem[];
  /** References of a kind with no endpoint: not looked up, no thumbnail, no warning each. */
  notLookedUp: NotLookedUp;
}

export interface NotLookedUp {
  references: number;
  pages: number;
  /** 'video' and/or 'audio': what the references are. */
  media: Array<'video' | 'audio'>;
  /** The variables that would look them up, e.g. ['VIDEO_THUMBNAILS_URL']. */
  variables: string[];
}

type Ref = { kind: 'video'; id: string } | { kind: 'oembed'; url: string } | { kind: 'audio'; id: string };

/** The endpoint each kind of reference is looked up on. */
const ENDPOINT_OF: Record<Ref['kind'], keyof ThumbnailEndpoints> = {
  video: 'videoThumbnails',
  oembed: 'videoOembed',
  audio: 'audioEpisodes',
};

function refOf(record: Record<string, unknown>): Ref | null {
  if (typeof record.youtubeId === 'string' && record.youtubeId) return { kind: 'video', id: record.youtubeId };
  if (typeof record.vimeoUrl === 'string' && record.vimeoUrl) return { kind: 'oembed', url: record.vimeoUrl };
  if (typeof record.podcastEpisodeId === 'string' && record.podcastEpisodeId) return { kind: 'audio', id: record.podcastEpisodeId };
  return null;
}

async function download(url: string, fetchImpl: typeof fetch): Promise<Uint8Array | ThumbnailFailure> {
  const response = await fetchImpl(url);
  if (!response.ok) {
    await response.arrayBuffer().catch(() => undefined);
    return { failure: 'download-failed', url };
  }
  return new Uint8Array(await response.arrayBuffer());
}

/** The thumbnail image bytes for one reference, or why it has none (THUMBNAIL_MISSING). */
async function fetchThumbnail(ref: Ref, endpoint: string, fetchImpl: typeof fetch): Promise<Uint8Array | ThumbnailFailure> {
  switch (ref.kind) {
    case 'video': {
      const base = `${endpoint.replace(/\/+$/, '')}/vi/${encodeURIComponent(ref.id)}`;
      for (const size of VIDEO_THUMBNAIL_SIZES) {
        const url = `${base}/${size}.jpg`;
        if (size === 'maxresdefault') {
          // SPEC §7: a HEAD check on the max size, which many videos lack.
          const head = await fetchImpl(url, { method: 'HEAD' });
          if (!head.ok) continue;
        }
        const bytes = await download(url, fetchImpl);
        if (bytes instanceof Uint8Array) return bytes;
      }
      return { failure: 'no-video-thumbnail', id: ref.id };
    }
    case 'oembed': {
      const response = await fetchImpl(`${endpoint}?url=${encodeURIComponent(ref.url)}`, {
        headers: { accept: 'application/json' },
      });
      if (!response.ok) return { failure: 'oembed-status', url: ref.url, status: response.status };
      const body = (await boundedJson(response)) as { thumbnail_url?: unknown } | null;
      if (typeof body?.thumbnail_url !== 'string') return { failure: 'oembed-no-thumbnail', url: ref.url };
      return download(body.thumbnail_url, fetchImpl);
    }
    case 'audio': {
      const response = await fetchImpl(`${endpoint.replace(/\/+$/, '')}/${encodeURIComponent(ref.id)}`, {
        headers: { accept: 'application/json' },
      });
      if (!response.ok) return { failure: 'audio-status', id: ref.id, status: response.status };
      const body = (await boundedJson(response)) as { images?: { original?: unknown } } | null;
      const original = body?.images?.original;
      if (typeof original !== 'string') return { failure: 'audio-no-image', id: ref.id };
      return download(original, fetchImpl);
    }
  }
}

/**
 * Fills `thumbnail` on every video and audio reference in the raw pages (mutating them) and
 * returns the image files to store with the snapshots. A thumbnail that cannot be fetched is
 * a warning, not a failed sync: the page shows no thumbnail until the next sync. A reference
 * whose kind has no endpoint is only counted: nothing is requested for it.
 */
export async function resolveThumbnails(pages: unknown[], endpoints: ThumbnailLookups, fetchImpl: typeof fetch): Promise<ThumbnailResult> {
  const found: Array<{ record: Record<string, unknown>; ref: Ref; document: string; path: string }> = [];
  for (const page of pages) {
    const record = (page ?? {}) as Record<string, unknown>;
    const document = `page ${typeof record.path === 'string' ? record.path : '?'}`;
    walkObjects(
      record.template,
      (node, at) => {
        const ref = refOf(node);
        if (ref && node.thumbnail === undefined) found.push({ record: node, ref, document, path: formatPath(at.path) });
      },
      ['template'],
    );
  }

  const files = new Map<string, Uint8Array>();
  const warnings: ContentProblem[] = [];
  const byRef = new Map<string, Promise<{ file: string; width: number; height: number } | ThumbnailFailure>>();
  const notLookedUp = { references: 0, pages: new Set<string>(), media: new Set<'video' | 'audio'>(), variables: new Set<string>() };
  let resolved = 0;
  for (const { record, ref, document, path } of found) {
    const endpoint = endpoints[ENDPOINT_OF[ref.kind]];
    if (endpoint === undefined) {
      notLookedUp.references += 1;
      notLookedUp.pages.add(document);
      notLookedUp.media.add(ref.kind === 'audio' ? 'audio' : 'video');
      notLookedUp.variables.add(THUMBNAIL_VARIABLES[ENDPOINT_OF[ref.kind]].name);
      continue;
    }
    const id = JSON.stringify(ref);
    if (!byRef.has(id)) {
      byRef.set(
        id,
        fetchThumbnail(ref, endpoint, fetchImpl)
          .then(async (bytes): Promise<{ file: string; width: number; height: number } | ThumbnailFailure> => {
            if (!(bytes instanceof Uint8Array)) return bytes;
            const meta = await sharp(bytes)
              .metadata()
              .catch(() => null);
            if (!meta?.width || !meta.height) return { failure: 'not-an-image' };
            const extension = meta.format === 'png' ? 'png' : meta.format === 'webp' ? 'webp' : 'jpg';
            const file = `${THUMBNAILS_DIR}/${ref.kind}-${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.${extension}`;
            files.set(file, bytes);
            return { file, width: meta.width, height: meta.height };
          })
          .catch((error: Error): ThumbnailFailure =>
            isUserError(error)
              ? { failure: 'refused', what: error.what }
              : { failure: 'network', cause: (error as { cause?: { code?: string } }).cause?.code ?? error.message },
          ),
      );
    }
    const result = await byRef.get(id);
    assert(result !== undefined, `no thumbnail lookup for ${id}`);
    if ('failure' in result) {
      warnings.push(contentProblem('THUMBNAIL_MISSING', { document, path }, { reason: result }));
      continue;
    }
    record.thumbnail = { url: `/${result.file}`, width: result.width, height: result.height, alt: '' };
    resolved += 1;
  }
  return {
    files,
    resolved,
    warnings,
    notLookedUp: {
      references: notLookedUp.references,
      pages: notLookedUp.pages.size,
      media: (['video', 'audio'] as const).filter((media) => notLookedUp.media.has(media)),
      variables: ENDPOINT_KEYS.map((key) => THUMBNAIL_VARIABLES[key].name).filter((name) => notLookedUp.variables.has(name)),
    },
  };
}

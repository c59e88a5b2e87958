// Environment variables, read once into one typed object. Every `process.env` read of the
// pipeline goes through here, so this file (and the README's configuration table, which must
// say the same) is the complete list of what can be configured from outside.
import { userError } from './errors/index.ts';
import type { ImageEncoding } from './images/cache.ts';

export interface Config {
  /** CMS_URL: GraphQL endpoint of a remote CMS; unset = the embedded CMS. */
  cmsUrl: string | undefined;
  /** CMS_TOKEN: sent to the CMS as `Authorization: Bearer …` (SPEC §6); never printed or written. */
  cmsToken: string | undefined;
  /** REGIONS_URL: origin of the persisted region queries; unset = the origin of CMS_URL. */
  regionsUrl: string | undefined;
  /** FORMS_URL: base address the site's own forms post to (`<FORMS_URL>/<FormName>`); unset = `/forms` on the site itself. */
  formsUrl: string | undefined;
  /** ASSET_DOMAIN: origin of the digital-asset service. */
  assetDomain: string | undefined;
  /** UNISITE_IMAGE_CACHE: image variant cache that survives builds. */
  imageCacheDir: string | undefined;
  /** UNISITE_IMAGE_ENCODING: how hard the image encoders work; 'fast' for builds nobody publishes; unset = the command's default (full, but fast for `unisite start`). */
  imageEncoding: ImageEncoding | undefined;
  /** UNISITE_ENVIRONMENT=pre builds for the pre-production host. */
  environment: 'pre' | 'pro';
  /**
   * VIDEO_THUMBNAILS_URL, VIDEO_OEMBED_URL, AUDIO_EPISODES_URL: where a sync from a remote CMS
   * looks up each kind of video and audio thumbnail: an http(s) endpoint, `public` for the public
   * service, or unset for no lookup at all, so sync calls only the hosts its configuration names.
   * The embedded CMS always uses its own stand-ins.
   */
  thumbnails: ThumbnailSettings;
  /** UNISITE_SNAPSHOTS_DIR / UNISITE_DIST_DIR: where snapshots and the built site live. */
  snapshotsDir: string | undefined;
  distDir: string | undefined;
  /** UNISITE_WORK_DIR: the work folder (the kept client bundles, the page summaries, the search caches); unset = .unisite. */
  workDir: string | undefined;
  /** CI: plain progress lines instead of a redrawn bar. */
  ci: boolean;
  /** NO_COLOR (any value but empty, no-color.org): no colour codes in the CLI's output. */
  noColor: boolean;
  /** Deadlines of every CMS request and of the whole sync (docs/crash-safety.md). */
  cms: {
    /** UNISITE_CMS_CONNECT_TIMEOUT_MS: TCP (and TLS) connection established. */
    connectTimeoutMs: number;
    /** UNISITE_CMS_FIRST_BYTE_TIMEOUT_MS: from the request sent to the answer's status line. */
    firstByteTimeoutMs: number;
    /** UNISITE_CMS_BODY_TIMEOUT_MS: the whole answer, from the request sent to its last byte. */
    bodyTimeoutMs: number;
    /** UNISITE_SYNC_TIMEOUT_MS: the whole sync, all requests and retries together. */
    syncTimeoutMs: number;
  };
  /** The largest answer bodies sync accepts, counted after decompression (docs/security.md). */
  sync: {
    /** UNISITE_SYNC_MAX_ANSWER_BYTES: one answer of the CMS or the region lists. */
    maxAnswerBytes: number;
    /** UNISITE_SYNC_MAX_THUMBNAIL_BYTES: one answer of a thumbnail, oEmbed or episode endpoint. */
    maxThumbnailBytes: number;
  };
  /** UNISITE_SYNC_MAX_REMOVAL: the share of pages (0–1) a sync may remove without --allow-removals. */
  maxRemovalShare: number;
  /** UNISITE_SEARCH_SEGMENT_PAGES: the pages per segment of a language's search index (docs/search.md "Segments"); unset = 1,000. */
  searchSegmentPages: number | undefined;
  /**
   * SOURCE_DATE_EPOCH: the moment (whole seconds since 1970, UTC) a sync stamps its snapshots with
   * and a build resolves its time-aware lists as of, instead of the clock (the reproducible-builds
   * convention): two builds of the same content and code are then byte-identical.
   */
  sourceDateEpoch: number | undefined;
  /** UNISITE_WEBHOOK_SECRET: the secret `unisite publish` checks each webhook's signature with; never printed or written. */
  webhookSecret: string | undefined;
  /** UNISITE_DEPLOY_COMMAND: the command `unisite publish` runs after each successful build (`--deploy` wins). */
  deployCommand: string | undefined;
  /** UNISITE_TEST_PAUSE_AT: test hook; the process stops at this named moment (tests/integration/pipeline/crash-safety.test.ts). */
  testPauseAt: string | undefined;
}

export const DEFAULT_CMS_TIMEOUTS = { connectTimeoutMs: 5_000, firstByteTimeoutMs: 10_000, bodyTimeoutMs: 30_000, syncTimeoutMs: 600_000 };
export const DEFAULT_MAX_REMOVAL_SHARE = 0.2;
/** The demo pages average 2.3 kB of JSON, so a 10,000-page language answers about 25 MB: ten times that leaves room and fits in memory. */
export const DEFAULT_MAX_ANSWER_BYTES = 256 * 1024 * 1024;
/** A thumbnail is an image of a few hundred kB; the media library's own files stop at 50 MB. */
export const DEFAULT_MAX_THUMBNAIL_BYTES = 20 * 1024 * 1024;

/** Each kind's setting: an http(s) endpoint, 'public', or undefined (not looked up). */
export interface ThumbnailSettings {
  videoThumbnails: string | undefined;
  videoOembed: string | undefined;
  audioEpisodes: string | undefined;
}

/** The variable of each kind, and what it looks up (the content key that asks for it). */
export const THUMBNAIL_VARIABLES: Record<keyof ThumbnailSettings, { name: string; service: string }> = {
  videoThumbnails: { name: 'VIDEO_THUMBNAILS_URL', service: "the video site's thumbnails (youtubeId)" },
  videoOembed: { name: 'VIDEO_OEMBED_URL', service: "the other video site's oEmbed thumbnails (vimeoUrl)" },
  audioEpisodes: { name: 'AUDIO_EPISODES_URL', service: "the audio site's episode images (podcastEpisodeId)" },
};

type Env = Record<string, string | undefined>;

const text = (env: Env, name: string): string | undefined => env[name] || undefined;

function milliseconds(env: Env, name: string, fallback: number): number {
  const value = env[name];
  if (!value) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) {
    throw userError('CONFIG_INVALID', { problem: 'duration', name, value, example: fallback });
  }
  return parsed;
}

function share(env: Env, name: string, fallback: number): number {
  const value = env[name];
  if (!value) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0 || parsed > 1) {
    throw userError('CONFIG_INVALID', { problem: 'share', name, value, example: fallback });
  }
  return parsed;
}

function count(env: Env, name: string, unit: string, example: number): number | undefined {
  const value = env[name];
  if (!value) return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) {
    throw userError('CONFIG_INVALID', { problem: 'count', name, value, unit, example });
  }
  return parsed;
}

/**
 * Where a header value has a character HTTP cannot carry (a control character, a line break,
 * anything outside printable ASCII), or -1. Such a value would make Node throw an error that
 * can quote it, or split the request; it is refused before any request, never shown.
 */
export function unsafeHeaderCharacter(value: string, spaces: boolean): number {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code > 0x7e || code < 0x20 || (!spaces && code === 0x20)) return index;
  }
  return -1;
}

/** What the character at `index` is, in words (never the character itself, which may be the secret's). */
export function characterKind(value: string, index: number): string {
  const code = value.charCodeAt(index);
  if (code === 0x0a || code === 0x0d) return 'a line break';
  if (code < 0x20 || code === 0x7f) return 'a control character';
  if (code === 0x20) return 'a space';
  return 'a character outside printable ASCII';
}

function token(env: Env, name: string): string | undefined {
  const value = text(env, name);
  if (value === undefined) return undefined;
  const at = unsafeHeaderCharacter(value, false);
  if (at < 0) return value;
  throw userError('CONFIG_INVALID', { problem: 'header-character', name, character: characterKind(value, at), position: at + 1 });
}

function bytes(env: Env, name: string, fallback: number): number {
  return count(env, name, 'bytes', fallback) ?? fallback;
}

function epochSeconds(env: Env, name: string): number | undefined {
  const value = env[name];
  if (!value) return undefined;
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
    throw userError('CONFIG_INVALID', { problem: 'epoch-seconds', name, value });
  }
  return Number(value);
}

function address(env: Env, name: string): string | undefined {
  const value = text(env, name);
  if (value === undefined) return undefined;
  if (!/^https?:\/\/[^/\s]+(\/[\w\-./~%]*)?$/.test(value)) {
    throw userError('CONFIG_INVALID', { problem: 'address', name, value });
  }
  return value.replace(/\/$/, '');
}

/**
 * A thumbnail endpoint: `public`, or an absolute http(s) address sync appends a path or a query
 * to (so it has neither a query nor a fragment of its own).
 */
function thumbnailEndpoint(env: Env, kind: keyof ThumbnailSettings): string | undefined {
  const { name, service } = THUMBNAIL_VARIABLES[kind];
  const value = text(env, name);
  if (value === undefined || value === 'public') return value;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  if (url && (url.protocol === 'http:' || url.protocol === 'https:') && !url.search && !url.hash) return value;
  throw userError('CONFIG_INVALID', { problem: 'thumbnail-endpoint', name, value, service });
}

/** UNISITE_IMAGE_ENCODING's values, as the error for another value explains them. */
const IMAGE_ENCODINGS: Record<ImageEncoding, string> = {
  full: 'the smallest files, what a site publishes: the default of every command but start',
  fast: 'about three times faster, files about a third larger: for test and local builds nobody publishes; the default of start',
};

function choice<T extends string>(env: Env, name: string, choices: Record<T, string>): T | undefined {
  const value = text(env, name);
  if (value === undefined) return undefined;
  if (!Object.hasOwn(choices, value)) throw userError('CONFIG_INVALID', { problem: 'choice', name, value, choices });
  return value as T;
}

export function readConfig(env: Env = process.env): Config {
  return {
    formsUrl: address(env, 'FORMS_URL'),
    cmsUrl: text(env, 'CMS_URL'),
    cmsToken: token(env, 'CMS_TOKEN'),
    regionsUrl: text(env, 'REGIONS_URL'),
    assetDomain: text(env, 'ASSET_DOMAIN'),
    imageCacheDir: text(env, 'UNISITE_IMAGE_CACHE'),
    imageEncoding: choice(env, 'UNISITE_IMAGE_ENCODING', IMAGE_ENCODINGS),
    environment: env.UNISITE_ENVIRONMENT === 'pre' ? 'pre' : 'pro',
    thumbnails: {
      videoThumbnails: thumbnailEndpoint(env, 'videoThumbnails'),
      videoOembed: thumbnailEndpoint(env, 'videoOembed'),
      audioEpisodes: thumbnailEndpoint(env, 'audioEpisodes'),
    },
    snapshotsDir: text(env, 'UNISITE_SNAPSHOTS_DIR'),
    distDir: text(env, 'UNISITE_DIST_DIR'),
    workDir: text(env, 'UNISITE_WORK_DIR'),
    ci: Boolean(env.CI),
    noColor: Boolean(env.NO_COLOR),
    cms: {
      connectTimeoutMs: milliseconds(env, 'UNISITE_CMS_CONNECT_TIMEOUT_MS', DEFAULT_CMS_TIMEOUTS.connectTimeoutMs),
      firstByteTimeoutMs: milliseconds(env, 'UNISITE_CMS_FIRST_BYTE_TIMEOUT_MS', DEFAULT_CMS_TIMEOUTS.firstByteTimeoutMs),
      bodyTimeoutMs: milliseconds(env, 'UNISITE_CMS_BODY_TIMEOUT_MS', DEFAULT_CMS_TIMEOUTS.bodyTimeoutMs),
      syncTimeoutMs: milliseconds(env, 'UNISITE_SYNC_TIMEOUT_MS', DEFAULT_CMS_TIMEOUTS.syncTimeoutMs),
    },
    sync: {
      maxAnswerBytes: bytes(env, 'UNISITE_SYNC_MAX_ANSWER_BYTES', DEFAULT_MAX_ANSWER_BYTES),
      maxThumbnailBytes: bytes(env, 'UNISITE_SYNC_MAX_THUMBNAIL_BYTES', DEFAULT_MAX_THUMBNAIL_BYTES),
    },
    maxRemovalShare: share(env, 'UNISITE_SYNC_MAX_REMOVAL', DEFAULT_MAX_REMOVAL_SHARE),
    searchSegmentPages: count(env, 'UNISITE_SEARCH_SEGMENT_PAGES', 'pages', 1000),
    sourceDateEpoch: epochSeconds(env, 'SOURCE_DATE_EPOCH'),
    webhookSecret: text(env, 'UNISITE_WEBHOOK_SECRET'),
    deployCommand: text(env, 'UNISITE_DEPLOY_COMMAND'),
    testPauseAt: text(env, 'UNISITE_TEST_PAUSE_AT'),
  };
}

let cached: Config | undefined;

/** The configuration of this process, read on first use. */
export function config(): Config {
  cached ??= readConfig();
  return cached;
}

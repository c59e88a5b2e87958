// Build step "images": every content image the built pages reference becomes responsive
// variants in dist/_img/ (SPEC §9 "Images"): the widths of each preset it is used with,
// capped at the source width, in AVIF and WebP with a JPEG (or PNG, when transparent)
// fallback, plus an 8px blur placeholder; the page's preview image also gets its 'social'
// variant, one 1200-wide JPEG that link previews point at (SPEC §2 "social image"). Variants are keyed by source bytes + transform in
// a cache that survives builds, so a warm build encodes nothing; the formats of one size are
// encoded from one decoding of the source (`encodeVariants`).
import { availableParallelism } from 'node:os';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { basename, dirname, extname, join, relative } from 'node:path';
import pLimit from 'p-limit';
import type { PageView } from '../../site/lib/page-view.ts';
import type { ImageAsset, ImageAssets, VariantFormat, VariantSet } from '../../site/lib/image-assets.ts';
import { plannedSizes, PRESETS } from '../../site/lib/image-presets.ts';
import type { Reporter } from '../reporter.ts';
import { ContentError, contentProblem, userError, type ContentProblemCode, type ProblemParamsOf } from '../errors/index.ts';
import type { ContentProblem } from '../../content/schema/problems.ts';
import { collectPageFiles, type ImageRef, type PageFiles } from './collect.ts';
import { readMediaFile } from '../media/media-file.ts';
import { svgProblem } from './svg-check.ts';
import { ENCODER_VERSION, sourceHash, variantKey, VariantCache, type ImageEncoding, type Transform } from './cache.ts';
import { loadSharp } from './sharp.ts';
import type { Sharp } from 'sharp';

/** SPEC §9 default quality. */
export const QUALITY = 75;
/**
 * The encoders' settings for each encoding. Full: AVIF effort 2 (0 fastest … 9 smallest), chosen
 * for build time: a variant encodes several times faster than at the default 4, for slightly
 * larger files (docs/benchmarks/results.jsonl); WebP effort 4; JPEG through mozjpeg. Fast: every
 * encoder at its fastest, about three times faster in all, files about a third larger.
 */
export const ENCODER_SETTINGS: Record<ImageEncoding, { avifEffort: number; webpEffort: number; mozjpeg: boolean }> = {
  full: { avifEffort: 2, webpEffort: 4, mozjpeg: true },
  fast: { avifEffort: 0, webpEffort: 0, mozjpeg: false },
};
/** SPEC §9 blur placeholder size. */
export const PLACEHOLDER_WIDTH = 8;
/** Where variants are published inside dist/. */
export const VARIANTS_DIR = '_img';

const RASTER = new Set(['jpeg', 'png', 'webp', 'avif', 'tiff']);

export interface ImageBuildOptions {
  /** The pages, unless `pageFiles` gives them. */
  views?: PageView[] | undefined;
  /** Folders holding the files content links as /media/<file>, searched in order: the synced
   *  snapshot media (thumbnails) and the CMS's media library. */
  mediaDirs: string[];
  /** Variant cache; survives builds. */
  cacheDir: string;
  /** Origin of the digital-asset service (SPEC §7): its images are transformed on request, not here. */
  assetDomain?: string | undefined;
  /** Encoding jobs at once; each uses one libvips thread, so the default is the core count. */
  concurrency?: number;
  /** How hard the encoders work (cache.ts); default 'full', what a site publishes. */
  encoding?: ImageEncoding | undefined;
  reporter: Reporter;
  /**
   * Every page's files in page order (collect.ts), instead of `views`: the build has them
   * already, and keeps some pages without a view. Their assets are asked for by `forFiles`.
   */
  pageFiles?: readonly PageFiles[] | undefined;
  /**
   * Leave the variants the cache does not hold unencoded (`unisite start`): they are planned as
   * always (the pages name the same files), returned as `deferred` for ./background-encoding.ts,
   * and not written by `writeTo`. The placeholders are encoded still: the page data carries them.
   */
  defer?: boolean | undefined;
}

export interface ImageBuildStats {
  /** Distinct source images referenced by the pages. */
  images: number;
  /** Distinct variant files (placeholders included) the pages need. */
  variants: number;
  /** Variants encoded by this run (cache misses); 0 on a warm build. */
  encoded: number;
  seconds: number;
}

export interface ImageBuild {
  assets: ImageAssets;
  stats: ImageBuildStats;
  /** The assets one page shows, for its page data. */
  forPage(view: PageView): ImageAssets;
  /** The same, for a page known by its files only (one the build keeps without resolving it). */
  forFiles(files: PageFiles): ImageAssets;
  /** Copies the variant files into the (staged) dist folder (the deferred ones excepted). */
  writeTo(outDir: string): Promise<void>;
  /** The variants left to encode (with `defer` only; else none). */
  deferred: DeferredVariant[];
}

/** A variant to encode: its cache entry and what makes it. */
export interface VariantJob {
  key: string;
  extension: string;
  transform: Transform | 'placeholder';
}

/** A variant the build encodes, and the hash of its source. */
interface EncodeJob extends VariantJob {
  source: string;
}

/** A planned variant not encoded by the build: enough to encode it later and put it where the build would have. */
export interface DeferredVariant {
  /** Its path in dist/ ('/_img/<name>'). */
  published: string;
  key: string;
  extension: string;
  /** The source file and the hash its bytes must still have. */
  sourceFile: string;
  sourceHash: string;
  transform: Transform;
  encoding: ImageEncoding;
}

const EXTENSION: Record<VariantFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };

/** Image position of SPEC §3 → sharp's crop position; 'faces' uses sharp's attention strategy (SPEC §9). */
export function cropPosition(position: string | undefined): string {
  const value = (position ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  if (value === 'faces' || value === 'attention') return 'attention';
  if (value === 'entropy') return 'entropy';
  const named = new Set(['top', 'right top', 'right', 'right bottom', 'bottom', 'left bottom', 'left', 'left top']);
  const flipped = value.split(' ').reverse().join(' ');
  if (named.has(value)) return value;
  if (named.has(flipped)) return flipped;
  return 'centre';
}

function stemOf(url: string): string {
  return (
    basename(url, extname(url))
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'image'
  );
}

/** A source decoded, auto-rotated and cropped to one size, as raw pixels (sharp's `.raw()`). */
interface ResizedPixels {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4; hasAlpha: boolean };
}

/** The source decoded (a damaged file fails rather than giving a partial picture), auto-rotated, cropped to the transform's size. */
async function resized(bytes: Buffer, transform: Transform): Promise<Sharp> {
  const sharp = await loadSharp();
  return sharp(bytes, { failOn: 'error' })
    .rotate()
    .resize(transform.width, transform.height, { fit: 'cover', position: transform.position });
}

/** The transform's encoder, after the pixels of `image`. */
function encoder(image: Sharp, transform: Transform, encoding: ImageEncoding): Sharp {
  const settings = ENCODER_SETTINGS[encoding];
  switch (transform.format) {
    case 'avif':
      return image.avif({ quality: transform.quality, effort: settings.avifEffort });
    case 'webp':
      return image.webp({ quality: transform.quality, effort: settings.webpEffort });
    case 'jpeg':
      // A transparent source as JPEG (the social preset): on white, not libvips' black.
      return image.flatten({ background: '#ffffff' }).jpeg({ quality: transform.quality, mozjpeg: settings.mozjpeg, progressive: true });
    case 'png':
      return image.png({ compressionLevel: 9, palette: true, quality: transform.quality });
  }
}

/** One variant from the source, in one sharp pipeline: decoded, resized and encoded. */
async function encodeAlone(bytes: Buffer, transform: Transform | 'placeholder', encoding: ImageEncoding): Promise<Buffer> {
  if (transform === 'placeholder') {
    const sharp = await loadSharp();
    return sharp(bytes, { failOn: 'error' }).rotate().resize({ width: PLACEHOLDER_WIDTH }).webp({ quality: 50 }).toBuffer();
  }
  return encoder(await resized(bytes, transform), transform, encoding).toBuffer();
}

/**
 * Whether a variant can be encoded from pixels resized for its size, with the same bytes as
 * alone. Not a PNG: libvips writes the image's pixel density into its pHYs chunk, and raw pixels
 * have none (the pixels would be the same, the file not). Not a JPEG of a transparent source
 * either, checked once decoded: alone it is flattened onto white before it is resized.
 */
const sharesPixels = (transform: Transform | 'placeholder'): transform is Transform =>
  transform !== 'placeholder' && transform.format !== 'png';

/**
 * The variants of one source that are the same picture in other formats: same size, crop and
 * rotation (the rotation is the source's own, so the source is the rest of the key). Encoded
 * together by `encodeVariants`.
 */
export function sizeKey(transform: Transform | 'placeholder'): string {
  return transform === 'placeholder' ? 'placeholder' : `${transform.width}x${transform.height}|${transform.position}`;
}

/**
 * Encodes variants of one source that share a size and crop (`sizeKey`) into the cache, calling
 * (and awaiting) `done` after each is written. Decoding and resizing were most of a variant's
 * time (nearly all of it at the fast encoding), and each format of one size repeated them: they
 * are done once, into raw pixels, and each format is encoded from those, which gives the bytes a
 * variant encoded alone has (so the cache keys are unchanged). A variant that cannot share them
 * (`sharesPixels`), or the only one of its size, is encoded alone. A source that cannot be
 * decoded is IMAGE_UNREADABLE, naming the file.
 */
export async function encodeVariants(
  cache: VariantCache,
  jobs: readonly VariantJob[],
  source: { bytes: Buffer; file: string },
  encoding: ImageEncoding,
  done: (job: VariantJob) => void | Promise<void> = () => undefined,
): Promise<void> {
  const { bytes, file } = source;
  const decoded = <T>(work: Promise<T>): Promise<T> =>
    work.catch((error: unknown) => {
      throw userError('IMAGE_UNREADABLE', { file, reason: error instanceof Error ? error.message : String(error) }, { cause: error });
    });
  const share = jobs.filter((job) => sharesPixels(job.transform)).length > 1;
  let pixels: Promise<ResizedPixels> | undefined;
  for (const job of jobs) {
    let encoded: Buffer;
    if (share && sharesPixels(job.transform)) {
      const transform = job.transform;
      pixels ??= decoded(resized(bytes, transform).then((image) => image.raw().toBuffer({ resolveWithObject: true })));
      const { data, info } = await pixels;
      const sharp = await loadSharp();
      const { width, height, channels } = info;
      encoded =
        transform.format === 'jpeg' && info.hasAlpha
          ? await decoded(encodeAlone(bytes, transform, encoding))
          : await decoded(encoder(sharp(data, { raw: { width, height, channels } }), transform, encoding).toBuffer());
    } else {
      encoded = await decoded(encodeAlone(bytes, job.transform, encoding));
    }
    await cache.write(job.key, job.extension, encoded);
    await done(job);
  }
}

/** What planning found: each URL's asset, the variants to encode and the files to publish. */
interface ImagePlan {
  problems: ContentProblem[];
  assets: ImageAssets;
  jobs: Map<string, EncodeJob>;
  files: Map<string, { key: string; extension: string }>;
  /** Source hash → the file it was read from (re-read only when something must be encoded). */
  sources: Map<string, string>;
  placeholders: Map<ImageAsset, string>;
}

/**
 * Plans one image URL: an asset-service image is left to the service; a media-library file is
 * read (inside the library only), checked, and given the variants of every preset its uses need
 * (vector and animated files are published as they are). Problems name each field that links it.
 */
/** Reports a problem of an image at every field that shows it. */
type ProblemOf = <C extends ContentProblemCode>(code: C, params: ProblemParamsOf<C>) => void;

async function planImage(url: string, uses: ImageRef[], plan: ImagePlan, cache: VariantCache, options: ImageBuildOptions): Promise<void> {
  const { problems, assets, jobs, files, sources, placeholders } = plan;
  const encoding = options.encoding ?? 'full';
  const assetDomain = options.assetDomain?.replace(/\/+$/, '');
  const first = uses[0] as ImageRef;
  if (assetDomain && url.startsWith(`${assetDomain}/`)) {
    const damId =
      url
        .slice(assetDomain.length + 1)
        .split('/')
        .pop() ?? '';
    // A bare social-image URL declares no size: take it from a use that does.
    const sized = uses.find((use) => use.width > 0 && use.height > 0) ?? first;
    assets[url] = { width: sized.width, height: sized.height, presets: {}, service: { domain: assetDomain, damId } };
    return;
  }
  const fail: ProblemOf = (code, params) => {
    // A lead image is also the page's preview: one problem per field, not per use.
    const fields = new Set(uses.map((use) => `${use.document}\n${use.path}`));
    for (const field of fields) {
      const [document, path] = field.split('\n') as [string, string];
      problems.push(contentProblem(code, { document, path: `${path}.url` }, params));
    }
  };
  if (!url.startsWith('/media/')) {
    fail('IMAGE_SOURCE_UNKNOWN', { url, assetDomain: assetDomain || undefined });
    return;
  }
  // Inside the media library only, no links followed, size capped (pipeline/media/media-file.ts).
  const read = await readMediaFile(url.slice('/media/'.length), options.mediaDirs);
  if (read && 'problem' in read) {
    fail('MEDIA_FILE_UNUSABLE', { url, problem: read.problem });
    return;
  }
  if (!read) {
    const where = options.mediaDirs.map((dir) => relative(process.cwd(), dir) || '.').join(' or ');
    fail('MEDIA_FILE_UNUSABLE', { url, problem: { problem: 'missing', library: where } });
    return;
  }
  const { bytes, file } = read;
  const hash = sourceHash(bytes);
  const meta = await sourceMetadata(bytes, hash, cache);
  if (!meta) {
    fail('IMAGE_NOT_AN_IMAGE', { url });
    return;
  }
  const stem = stemOf(url);
  // EXIF orientations 5–8 swap width and height (the variants are auto-rotated).
  const swapped = (meta.orientation ?? 1) >= 5;
  const width = swapped ? meta.height : meta.width;
  const height = swapped ? meta.width : meta.height;
  if (!RASTER.has(meta.format)) {
    const unsafe = meta.format === 'svg' ? svgProblem(bytes) : null;
    if (unsafe) {
      fail('SVG_UNSAFE', { url, finding: unsafe });
      return;
    }
    // Vector or animated: published as it is.
    const extension = meta.format === 'svg' ? 'svg' : extname(url).slice(1).toLowerCase() || meta.format;
    const key = sourceHash(Buffer.from(`original|${hash}`));
    const published = `/${VARIANTS_DIR}/${stem}-${key.slice(0, 10)}.${extension}`;
    files.set(published, { key, extension });
    if (!(await cache.has(key, extension))) await cache.write(key, extension, bytes);
    assets[url] = { width, height, presets: {}, original: published };
    return;
  }
  sources.set(hash, file);
  const fallback: VariantFormat = meta.hasAlpha ? 'png' : 'jpeg';
  // 'social' last: the Image component's last-resort fallback takes the first planned preset,
  // and a use on the page should get a responsive set, not the single preview JPEG.
  const presets = [...new Set(uses.map((use) => use.preset))].sort(
    (a, b) => Number(a === 'social') - Number(b === 'social') || a.localeCompare(b),
  );
  const asset: ImageAsset = { width, height, presets: {} };
  for (const preset of presets) {
    // The source's own shape needs no crop position, so such variants are shared across uses.
    const position = PRESETS[preset].aspect ? cropPosition(first.position) : 'centre';
    const formats = PRESETS[preset].only ? [PRESETS[preset].only] : (['avif', 'webp', fallback] as const);
    const sets: VariantSet[] = formats.map((format) => ({
      format,
      candidates: plannedSizes(preset, width, height).map(({ width: w, height: h }) => {
        const transform: Transform = { width: w, height: h, format, quality: QUALITY, position };
        const key = variantKey(hash, transform, encoding);
        const extension = EXTENSION[format];
        const published = `/${VARIANTS_DIR}/${stem}-${w}x${h}-${key.slice(0, 10)}.${extension}`;
        jobs.set(key, { key, extension, source: hash, transform });
        files.set(published, { key, extension });
        return { url: published, width: w, height: h };
      }),
    }));
    asset.presets[preset] = sets;
  }
  if (!meta.hasAlpha) {
    const key = sourceHash(Buffer.from(`placeholder|${ENCODER_VERSION}|${PLACEHOLDER_WIDTH}|${hash}`));
    jobs.set(key, { key, extension: 'webp', source: hash, transform: 'placeholder' });
    placeholders.set(asset, key);
  }
  assets[url] = asset;
}

/** What the images step needs of a source image: its size, format, orientation and alpha. */
interface SourceMetadata {
  width: number;
  height: number;
  format: string;
  orientation?: number | undefined;
  hasAlpha?: boolean | undefined;
}

/**
 * A source's metadata, kept in the variant cache by the source's hash beside its variants: a
 * rebuild whose images are unchanged decodes none of them (and never loads sharp). Undefined
 * for a file sharp cannot read, which is not kept (it fails again, with its message).
 */
async function sourceMetadata(bytes: Buffer, hash: string, cache: VariantCache): Promise<SourceMetadata | undefined> {
  const key = sourceHash(Buffer.from(`metadata|${ENCODER_VERSION}|${hash}`));
  const kept = await cache
    .read(key, 'json')
    .then((json) => JSON.parse(json.toString('utf8')) as SourceMetadata)
    .catch(() => undefined);
  if (kept) return kept;
  const sharp = await loadSharp();
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height || !meta.format) return undefined;
  const known: SourceMetadata = {
    width: meta.width,
    height: meta.height,
    format: meta.format,
    orientation: meta.orientation,
    hasAlpha: meta.hasAlpha,
  };
  await cache.write(key, 'json', Buffer.from(JSON.stringify(known)));
  return known;
}

/**
 * Encodes jobs into the cache; sources are read one group at a time, so memory holds a few
 * sources, not the library. The variants of one size are one task (`encodeVariants`), run
 * `concurrency` at once.
 */
async function encodeMissing(
  missing: EncodeJob[],
  sources: Map<string, string>,
  cache: VariantCache,
  concurrency: number,
  reporter: Reporter,
  encoding: ImageEncoding,
): Promise<void> {
  const bySource = new Map<string, Map<string, EncodeJob[]>>();
  for (const job of missing) {
    const sizes = bySource.get(job.source) ?? new Map<string, EncodeJob[]>();
    bySource.set(job.source, sizes);
    const key = sizeKey(job.transform);
    sizes.set(key, [...(sizes.get(key) ?? []), job]);
  }
  const sourceLimit = pLimit(concurrency);
  const sizeLimit = pLimit(concurrency);
  let done = 0;
  const progress = () => {
    done += 1;
    reporter.progress(done, missing.length);
  };
  await Promise.all(
    [...bySource].map(([source, sizes]) =>
      sourceLimit(async () => {
        const file = sources.get(source) as string;
        const bytes = await readFile(file);
        if (sourceHash(bytes) !== source) throw userError('IMAGE_CHANGED_DURING_BUILD', { file });
        await Promise.all(
          [...sizes.values()].map((jobs) => sizeLimit(() => encodeVariants(cache, jobs, { bytes, file }, encoding, progress))),
        );
      }),
    ),
  );
}

export async function buildImages(options: ImageBuildOptions): Promise<ImageBuild> {
  const started = Date.now();
  const { reporter } = options;
  const cache = new VariantCache(options.cacheDir);
  const concurrency = Math.max(1, options.concurrency ?? availableParallelism());
  // 1. Collect every image reference, grouped by URL, with the presets its uses need.
  // Kept per page too: a page's own images are looked up, not walked for again, below.
  const refsOf = new Map<PageView, ImageRef[]>((options.views ?? []).map((view) => [view, collectPageFiles(view).images]));
  const byUrl = new Map<string, ImageRef[]>();
  for (const refs of options.pageFiles?.map((files) => files.images) ?? refsOf.values()) {
    for (const ref of refs) {
      const uses = byUrl.get(ref.url);
      if (uses) uses.push(ref);
      else byUrl.set(ref.url, [ref]);
    }
  }

  // 2. Read each source and plan its variants.
  const plan: ImagePlan = { problems: [], assets: {}, jobs: new Map(), files: new Map(), sources: new Map(), placeholders: new Map() };
  for (const [url, uses] of [...byUrl].sort(([a], [b]) => a.localeCompare(b))) await planImage(url, uses, plan, cache, options);
  const { problems, assets, jobs, files, sources, placeholders } = plan;
  if (problems.length > 0) {
    throw new ContentError({ problems, found: 'images' });
  }

  // 3. Encode what the cache does not hold yet, a bounded number at a time.
  const missing: EncodeJob[] = [];
  for (const job of jobs.values()) if (!(await cache.has(job.key, job.extension))) missing.push(job);
  const encoding = options.encoding ?? 'full';
  // Deferred: only the placeholders are encoded now (the page data carries them).
  const deferredJobs = options.defer ? missing.filter((job) => job.transform !== 'placeholder') : [];
  const encodedNow = options.defer ? missing.filter((job) => job.transform === 'placeholder') : missing;
  const deferredNote = deferredJobs.length > 0 ? `, ${deferredJobs.length} left for after the build` : '';
  reporter.phase(
    `build: images: ${byUrl.size} sources, ${jobs.size} variants, encoding ${encodedNow.length} (${concurrency} at a time)${deferredNote}`,
  );
  await encodeMissing(encodedNow, sources, cache, concurrency, reporter, encoding);
  const deferredKeys = new Set(deferredJobs.map((job) => job.key));
  const deferred: DeferredVariant[] = [];
  for (const [published, { key, extension }] of files) {
    const job = deferredKeys.has(key) ? jobs.get(key) : undefined;
    if (!job || job.transform === 'placeholder') continue;
    deferred.push({
      published,
      key,
      extension,
      sourceFile: sources.get(job.source) as string,
      sourceHash: job.source,
      transform: job.transform,
      encoding,
    });
  }

  // 4. Placeholders travel inside the page data as data: URIs.
  for (const [asset, key] of placeholders) {
    asset.placeholder = `data:image/webp;base64,${(await cache.read(key, 'webp')).toString('base64')}`;
  }

  // A page's data names only the presets that page uses: what other pages of the build use
  // must not change it (shards of a build render the same bytes as the whole build).
  const presetsOf = (refs: readonly ImageRef[]) => {
    const used = new Map<string, Set<string>>();
    for (const ref of refs) used.set(ref.url, (used.get(ref.url) ?? new Set()).add(ref.preset));
    return used;
  };
  const forRefs = (refs: readonly ImageRef[]): ImageAssets =>
    Object.fromEntries(
      [...presetsOf(refs)]
        .filter(([url]) => url in assets)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([url, presets]) => {
          const asset = assets[url] as ImageAsset;
          const own = Object.entries(asset.presets).filter(([preset]) => presets.has(preset));
          return [url, { ...asset, presets: Object.fromEntries(own) }];
        }),
    );
  return {
    assets,
    stats: { images: byUrl.size, variants: jobs.size, encoded: encodedNow.length, seconds: (Date.now() - started) / 1000 },
    deferred,
    forPage(view) {
      const refs = refsOf.get(view) ?? collectPageFiles(view).images;
      // Asked once per page: the build lets go of each view after, and this map must not hold it.
      refsOf.delete(view);
      return forRefs(refs);
    },
    forFiles: (files) => forRefs(files.images),
    async writeTo(outDir) {
      const copies = pLimit(8);
      await Promise.all(
        [...files]
          .filter(([, { key }]) => !deferredKeys.has(key))
          .map(([published, { key, extension }]) =>
            copies(async () => {
              const target = join(outDir, published);
              await mkdir(dirname(target), { recursive: true });
              await copyFile(cache.file(key, extension), target);
            }),
          ),
      );
    },
  };
}

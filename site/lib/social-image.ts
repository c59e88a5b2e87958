// The image that link previews show (Open Graph, Twitter cards): SPEC §2 "social image"
// "an absolute URL of a 1200-wide variant". Which image that is (`previewImage`) is decided here
// once: the images pipeline encodes its 'social' preset variant (site/lib/image-presets.ts) and
// the head points at that variant, found in the page's image assets (PageView.images), so the
// server and client navigation compute the same head from the same page data.
import type { ImageAsset, ImageAssets, VariantSet } from './image-assets.ts';
import { plannedSizes, PRESETS } from './image-presets.ts';
import { assetUrl as serviceUrl } from './asset-url.ts';
import { assetUrl, type UrlSite } from './alternates.ts';

export interface SocialImage {
  url: string;
  width?: number;
  height?: number;
  alt?: string;
}

/** The page's preview image as the content gives it. */
export interface PreviewSource {
  url: string;
  /** Declared size (SPEC §3 "Image object"); unknown for a bare URL. */
  width?: number;
  height?: number;
  alt?: string;
  position?: string;
  /** The field it came from, for error messages: 'socialImage' or 'template.image'. */
  path: 'socialImage' | 'template.image';
}

function imageFields(value: unknown): Omit<PreviewSource, 'path'> | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : { url: value.trim() };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  if (typeof record.url !== 'string' || record.url === '') return undefined;
  const source: Omit<PreviewSource, 'path'> = { url: record.url };
  if (typeof record.width === 'number' && typeof record.height === 'number' && record.width > 0 && record.height > 0) {
    source.width = record.width;
    source.height = record.height;
  }
  if (typeof record.alt === 'string' && record.alt !== '') source.alt = record.alt;
  if (typeof record.position === 'string') source.position = record.position;
  return source;
}

/**
 * The page's preview image: its social image (an image object or a bare URL), else the main
 * image of its template (a news story's picture); undefined when it has neither.
 */
export function previewImage(page: { socialImage?: unknown; template: unknown }): PreviewSource | undefined {
  const social = imageFields(page.socialImage);
  if (social) return { ...social, path: 'socialImage' };
  const template = typeof page.template === 'object' && page.template !== null ? (page.template as { image?: unknown }).image : undefined;
  // The template image is an image object (SPEC §3); a bare string there is not an image.
  const main = typeof template === 'object' ? imageFields(template) : undefined;
  return main ? { ...main, path: 'template.image' } : undefined;
}

const fallbackSet = (sets: VariantSet[] | undefined): VariantSet | undefined => sets?.[sets.length - 1];

/**
 * The 'social' variant the build made of an image (a site path such as /_img/x-1200x630-….jpg),
 * or for asset-service images the service URL of that size. Undefined when the build planned none.
 */
export function socialVariant(asset: ImageAsset): { url: string; width?: number; height?: number } | undefined {
  if (asset.service) {
    const { domain, damId } = asset.service;
    const width = PRESETS.social.widths[0] as number;
    if (!(asset.width > 0 && asset.height > 0)) return { url: serviceUrl({ domain, damId, width, format: 'jpeg', crop: 'fit' }) };
    const size = plannedSizes('social', asset.width, asset.height).at(-1) as { width: number; height: number };
    return { url: serviceUrl({ domain, damId, width: size.width, height: size.height, format: 'jpeg', crop: 'fit' }), ...size };
  }
  const candidates = fallbackSet(asset.presets.social)?.candidates;
  return candidates?.[candidates.length - 1];
}

/**
 * The preview of a page for Open Graph and Twitter cards: the absolute URL of the 1200-wide
 * variant (capped at the source width) of its preview image, with that variant's size.
 * Undefined without a preview image or when the build made no variant of it (then no card image
 * rather than a link to an unpublished source).
 */
export function socialImage(
  site: Pick<UrlSite, 'domain'>,
  page: { socialImage?: unknown; template: unknown },
  images: ImageAssets | undefined,
): SocialImage | undefined {
  const source = previewImage(page);
  const asset = source ? images?.[source.url] : undefined;
  const variant = asset ? socialVariant(asset) : undefined;
  if (!source || !variant) return undefined;
  const result: SocialImage = { url: assetUrl(site, variant.url) };
  if (variant.width && variant.height) {
    result.width = variant.width;
    result.height = variant.height;
  }
  if (source.alt) result.alt = source.alt;
  return result;
}

/**
 * An absolute URL of a published file for an image (structured data): its social variant when
 * the build made one, else the largest JPEG/PNG variant of any preset, else the published
 * original, else the content URL made absolute (asset-service images, renders without a build).
 */
export function publishedImageUrl(site: Pick<UrlSite, 'domain'>, url: string, images: ImageAssets | undefined): string {
  const asset = images?.[url];
  if (!asset || asset.service) return assetUrl(site, url);
  const social = socialVariant(asset);
  if (social) return assetUrl(site, social.url);
  const largest = Object.values(asset.presets)
    .flatMap((sets) => fallbackSet(sets)?.candidates ?? [])
    .sort((a, b) => b.width - a.width)[0];
  return assetUrl(site, largest?.url ?? asset.original ?? url);
}

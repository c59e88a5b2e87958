// The image that link previews show (Open Graph, Twitter cards): SPEC §2 "social image".
// Previews need an absolute URL of a wide variant; which file that is belongs to the images
// pipeline, so it is decided by `socialImageUrl` alone and can be swapped in one place.
import type { Image } from '../../content/schema/index.ts';
import { assetUrl, type UrlSite } from './alternates.ts';

/** Width of the preview variant: what Facebook, LinkedIn and X recommend for large cards. */
export const SOCIAL_IMAGE_WIDTH = 1200;

export interface SocialImage {
  url: string;
  width?: number;
  height?: number;
  alt?: string;
}

/**
 * The absolute URL of the 1200-wide variant of an image.
 * Until the images pipeline publishes variants under /_img/, this is the source image made absolute.
 */
export function socialImageUrl(site: Pick<UrlSite, 'domain' | 'trailingSlash'>, image: Pick<Image, 'url'>): string {
  return assetUrl(site, image.url);
}

function isImage(value: unknown): value is Pick<Image, 'url'> & Partial<Image> {
  return typeof value === 'object' && value !== null && typeof (value as { url?: unknown }).url === 'string' && (value as { url: string }).url !== '';
}

/**
 * The page's preview image: its social image (an image object or a bare URL), else the main
 * image of its template (a news story's picture). Dimensions are those of the variant, never upscaled.
 */
export function socialImage(site: Pick<UrlSite, 'domain' | 'trailingSlash'>, socialImageField: unknown, template: unknown): SocialImage | undefined {
  const candidate: unknown =
    typeof socialImageField === 'string' && socialImageField !== ''
      ? { url: socialImageField }
      : socialImageField ?? (typeof template === 'object' && template !== null ? (template as { image?: unknown }).image : undefined);
  if (!isImage(candidate)) return undefined;
  const result: SocialImage = { url: socialImageUrl(site, candidate) };
  if (typeof candidate.width === 'number' && typeof candidate.height === 'number' && candidate.width > 0) {
    const width = Math.min(SOCIAL_IMAGE_WIDTH, candidate.width);
    result.width = width;
    result.height = Math.round((candidate.height * width) / candidate.width);
  }
  if (typeof candidate.alt === 'string' && candidate.alt !== '') result.alt = candidate.alt;
  return result;
}

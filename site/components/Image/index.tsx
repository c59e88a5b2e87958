// The one way the site shows a content image (SPEC §3 "Image object", §9 "Images").
// Every module and template renders images through this component so that responsive
// variants, art direction and lazy loading are decided in one place.
import type { Image as ImageObject } from '../../../content/schema/index.ts';

/** Presets of SPEC §9: which widths a use of an image needs. */
export type ImagePreset = 'hero' | 'card' | 'modal' | 'icon' | 'avatar' | 'profile' | 'timeline' | 'logo' | 'default';

export interface ImageProps {
  image: ImageObject | null | undefined;
  preset: ImagePreset;
  /** The `sizes` attribute; defaults to the preset's typical layout width. */
  sizes?: string;
  /** The page's main image (its hero): loaded eagerly with high priority. */
  priority?: boolean;
  className?: string;
}

export function Image({ image, priority = false, className }: ImageProps) {
  // SPEC §5: image rendering yields nothing when there is no image url.
  if (!image?.url) return null;
  return (
    <img
      className={className}
      src={image.url}
      width={image.width}
      height={image.height}
      alt={image.alt}
      title={image.title}
      loading={priority ? 'eager' : 'lazy'}
      decoding="auto"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}

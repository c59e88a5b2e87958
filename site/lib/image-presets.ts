// Image presets of SPEC §9 "Images": which widths (and, for fixed shapes, which crop) a use of
// an image needs. Pure and shared: the pipeline plans the variants it encodes from these, and
// the Image component picks among the planned variants with the same names. 'social' is the
// link-preview image (Open Graph, Twitter cards; SPEC §2 "social image"), read by the head.

export const IMAGE_PRESETS = ['hero', 'card', 'modal', 'icon', 'avatar', 'profile', 'timeline', 'logo', 'default', 'social'] as const;
export type ImagePreset = (typeof IMAGE_PRESETS)[number];

export function isImagePreset(value: unknown): value is ImagePreset {
  return typeof value === 'string' && (IMAGE_PRESETS as readonly string[]).includes(value);
}

export interface PresetSpec {
  /** Widths in CSS pixels × density that the preset asks for (SPEC §9). */
  widths: readonly number[];
  /** A fixed shape (width / height), cropped with 'cover'; absent: the source's own shape. */
  aspect?: readonly [number, number];
  /** The `sizes` attribute when the caller gives none: the preset's typical layout width. */
  sizes: string;
  /** Encode only this format instead of AVIF + WebP + the JPEG/PNG fallback (transparency
   *  flattened onto white): for readers that take one file, not a <picture>. */
  only?: 'jpeg';
}

/** SPEC §9: card 420/768/1216, hero 420/768/1280, modal up to 2000, icons 96/192, avatar 192,
 *  profile 320x240, timeline 288x288, logo 225, default 640 … 3840. */
export const PRESETS: Record<ImagePreset, PresetSpec> = {
  hero: { widths: [420, 768, 1280], sizes: '100vw' },
  card: { widths: [420, 768, 1216], sizes: '(min-width: 1216px) 400px, (min-width: 768px) 50vw, calc(100vw - 64px)' },
  modal: { widths: [768, 1280, 2000], sizes: '(min-width: 2000px) 2000px, 100vw' },
  icon: { widths: [96, 192], sizes: '96px' },
  avatar: { widths: [192], aspect: [1, 1], sizes: '192px' },
  profile: { widths: [320], aspect: [320, 240], sizes: '320px' },
  timeline: { widths: [288], aspect: [1, 1], sizes: '288px' },
  logo: { widths: [225], sizes: '225px' },
  default: { widths: [640, 750, 828, 1080, 1200, 1920, 2048, 3840], sizes: '100vw' },
  // Link previews (SPEC §2 "social image"): one 1200-wide JPEG, the width Facebook,
  // LinkedIn and X recommend for large cards; crawlers read one URL and not every one reads AVIF/WebP.
  social: { widths: [1200], sizes: '1200px', only: 'jpeg' },
};

export interface PlannedSize {
  width: number;
  height: number;
}

/**
 * The sizes a preset needs from a source of the given size: each width capped at the
 * source width (never upscaled), duplicates dropped, heights from the preset's fixed
 * shape or else the source's aspect ratio.
 */
export function plannedSizes(preset: ImagePreset, sourceWidth: number, sourceHeight: number): PlannedSize[] {
  if (!(sourceWidth > 0 && sourceHeight > 0)) throw new RangeError(`image size must be positive, got ${sourceWidth}x${sourceHeight}`);
  const spec = PRESETS[preset];
  const [aw, ah] = spec.aspect ?? [sourceWidth, sourceHeight];
  // A fixed shape must also fit the source's height: never upscale in either direction.
  const maxWidth = Math.min(sourceWidth, Math.floor((sourceHeight * aw) / ah));
  const widths = [...new Set(spec.widths.map((width) => Math.max(1, Math.min(width, maxWidth))))].sort((a, b) => a - b);
  return widths.map((width) => ({ width, height: Math.max(1, Math.round((width * ah) / aw)) }));
}

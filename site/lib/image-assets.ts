// What the build tells the Image component about each content image: the variants it
// produced per preset (SPEC §9 "Images"), the source's real size and its blur placeholder.
// Written into each page's data by pipeline/images; read by site/components/Image.
import type { ImagePreset } from './image-presets.ts';

export type VariantFormat = 'avif' | 'webp' | 'jpeg' | 'png';

export interface VariantCandidate {
  url: string;
  width: number;
  height: number;
}

/** One format's candidates for a preset, narrowest first. */
export interface VariantSet {
  format: VariantFormat;
  candidates: VariantCandidate[];
}

export interface ImageAsset {
  /** The source's real size in pixels. */
  width: number;
  height: number;
  /** SPEC §9 blur placeholder: an 8px-wide image as a data: URI (absent for transparent images). */
  placeholder?: string;
  /** Variants per preset, in the order <picture> offers them: avif, webp, then the fallback format. */
  presets: Partial<Record<ImagePreset, VariantSet[]>>;
  /** Images the asset service transforms on request (SPEC §7): the component builds their URLs. */
  service?: { domain: string; damId: string };
  /** A file served as it is (vector or animated sources): no variants. */
  original?: string;
}

/** Content image URL (as written in the CMS, e.g. /media/campus.jpg) → what the build made of it. */
export type ImageAssets = Record<string, ImageAsset>;

// The one way the site shows a content image (SPEC §3 "Image object", §9 "Images").
// Every module and template renders images through this component so that responsive
// variants, art direction and lazy loading are decided in one place:
//   <picture> with AVIF and WebP sources and a JPEG (PNG when transparent) <img>, the
//   variants the build made for the preset (pipeline/images), width/height so nothing
//   shifts, art-direction sources by media query, lazy by default, eager + high priority
//   for the page's hero.
import type { CSSProperties } from 'react';
import type { Image as ImageObject } from '../../../content/schema/index.ts';
import type { ImageAsset, VariantFormat, VariantSet } from '../../lib/image-assets.ts';
import { PRESETS, isImagePreset, plannedSizes, type ImagePreset } from '../../lib/image-presets.ts';
import { assetUrl } from '../../lib/asset-url.ts';
import { useImageAssets } from './context.ts';

export type { ImagePreset };

/** SPEC §3 art-direction source: another image (or crop) for a media query, e.g. a portrait crop on phones. */
export interface ArtDirectionSource {
  image: ImageObject;
  /** e.g. '(max-width: 767px)'; the first matching source wins, as in <picture>. */
  media: string;
  sizes?: string;
  /** The preset whose variants to offer; defaults to the Image's own. */
  preset?: ImagePreset;
}

export interface ImageProps {
  /** A content image; its preset was stamped by the build from its type's definition (SPEC §9). */
  image: ImageObject | null | undefined;
  /** Only for images no definition placed (art-direction sources, built-in images). */
  preset?: ImagePreset;
  /** The `sizes` attribute; defaults to the preset's typical layout width. */
  sizes?: string;
  /** The page's main image (its hero): loaded eagerly with high priority. */
  priority?: boolean;
  className?: string;
  /** Art-direction sources, tried in order before the main image. */
  sources?: ArtDirectionSource[];
}

const MIME: Record<VariantFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };

interface Resolved {
  /** Format sets, the fallback last; empty when the image is served as it is. */
  sets: VariantSet[];
  src: string;
  width: number;
  height: number;
  placeholder?: string | undefined;
}

/** The variants to offer for one image and preset, from what the build made of it. */
function resolve(image: ImageObject, preset: ImagePreset, asset: ImageAsset | undefined): Resolved {
  if (asset?.service) {
    // SPEC §7 asset service: it transforms on request, so ask for the preset's sizes directly.
    const { domain, damId } = asset.service;
    const sizes = plannedSizes(preset, image.width, image.height);
    const crop = PRESETS[preset].aspect ? 'cover' : 'fit';
    const sets: VariantSet[] = (['avif', 'webp', 'jpeg'] as const).map((format) => ({
      format,
      candidates: sizes.map(({ width, height }) => ({
        url: assetUrl({ domain, damId, width, height, format, crop, position: image.position?.replace(/\s+/g, '-') }),
        width,
        height,
      })),
    }));
    return fromSets(sets, image);
  }
  // A use with a preset the build did not plan for still gets a correct srcset of what exists.
  const sets = asset?.presets[preset] ?? asset?.presets.default ?? Object.values(asset?.presets ?? {})[0];
  if (!sets || sets.length === 0) {
    return { sets: [], src: asset?.original ?? image.url, width: asset?.width ?? image.width, height: asset?.height ?? image.height };
  }
  return { ...fromSets(sets, image), placeholder: asset?.placeholder };
}

function fromSets(sets: VariantSet[], image: ImageObject): Resolved {
  const fallback = sets[sets.length - 1] as VariantSet;
  const largest = fallback.candidates[fallback.candidates.length - 1];
  // `src` is for browsers without srcset: a middle size rather than the largest.
  const src = [...fallback.candidates].reverse().find((candidate) => candidate.width <= 1280) ?? fallback.candidates[0];
  return { sets, src: src?.url ?? image.url, width: largest?.width ?? image.width, height: largest?.height ?? image.height };
}

const srcSet = (set: VariantSet) => set.candidates.map((candidate) => `${candidate.url} ${candidate.width}w`).join(', ');

function Sources({ resolved, sizes, media, withFallback }: { resolved: Resolved; sizes: string; media?: string; withFallback: boolean }) {
  const sets = withFallback ? resolved.sets : resolved.sets.slice(0, -1);
  return (
    <>
      {sets.map((set) => (
        <source
          key={`${media ?? ''}${set.format}`}
          type={MIME[set.format]}
          media={media}
          srcSet={srcSet(set)}
          sizes={sizes}
          width={resolved.width}
          height={resolved.height}
        />
      ))}
    </>
  );
}

export function Image({ image, preset: fallbackPreset, sizes, priority = false, className, sources }: ImageProps) {
  const assets = useImageAssets();
  // The preset the build encoded for this image wins: component and pipeline cannot disagree.
  const preset: ImagePreset = isImagePreset(image?.preset) ? image.preset : (fallbackPreset ?? 'default');
  const art = (sources ?? []).filter((source) => source.image?.url);
  // SPEC §5: image rendering yields nothing when there is neither an image url nor sources.
  if (!image?.url && art.length === 0) return null;

  const main = image?.url ? resolve(image, preset, assets[image.url]) : undefined;
  const alternatives = art.map((source) => ({
    source,
    resolved: resolve(source.image, source.preset ?? preset, assets[source.image.url]),
  }));
  // Without a main image the last art-direction source is the one every browser can show.
  const shown = main ?? (alternatives[alternatives.length - 1]?.resolved as Resolved);
  const alt = image?.alt ?? art[art.length - 1]?.image.alt ?? '';
  const sizesAttr = sizes ?? PRESETS[preset].sizes;
  const fallback = shown.sets[shown.sets.length - 1];
  // SPEC §9 blur placeholder: shown behind the image until it paints. Only the picture itself is
  // inline (it is content); its sizing is the img[data-placeholder] rule in themes/css.ts.
  const style: CSSProperties | undefined = shown.placeholder ? { backgroundImage: `url(${shown.placeholder})` } : undefined;

  return (
    <picture>
      {alternatives.map(({ source, resolved }) => (
        <Sources key={source.media} resolved={resolved} sizes={source.sizes ?? sizesAttr} media={source.media} withFallback />
      ))}
      {main ? <Sources resolved={main} sizes={sizesAttr} withFallback={false} /> : null}
      <img
        className={className}
        src={shown.src}
        srcSet={fallback ? srcSet(fallback) : undefined}
        sizes={fallback ? sizesAttr : undefined}
        width={shown.width}
        height={shown.height}
        alt={alt}
        title={image?.title}
        loading={priority ? 'eager' : 'lazy'}
        decoding="auto"
        fetchPriority={priority ? 'high' : undefined}
        data-preset={preset}
        data-placeholder={shown.placeholder ? '' : undefined}
        style={style}
      />
    </picture>
  );
}

// A content image shown as a background behind other content (SPEC §4 "Background images",
// §9): it loads lazily, 200px before it enters the viewport, then fades in over 2s under a
// dark-blue veil at opacity 0.5. It uses the same variants as Image (pipeline/images) through
// CSS image-set(), so the browser still picks AVIF or WebP.
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { Image as ImageObject } from '../../../content/schema/index.ts';
import type { ImageAsset, VariantFormat, VariantSet } from '../../lib/image-assets.ts';
import { isImagePreset, type ImagePreset } from '../../lib/image-presets.ts';
import { useImageAssets } from '../Image/context.ts';
import styles from './BackgroundImage.module.css';

/** SPEC §9: background images start loading this far before they scroll into view. */
export const LAZY_OFFSET = '200px';

const MIME: Record<VariantFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };

export interface BackgroundImageProps {
  image: ImageObject | null | undefined;
  /** Whose variants to use; a background usually spans the width like a hero. */
  preset?: ImagePreset;
  className?: string;
  children?: ReactNode;
}

/** The narrowest candidate at least `needed` pixels wide (else the widest). */
export function pickCandidate(set: VariantSet, needed: number): string | undefined {
  const fits = set.candidates.find((candidate) => candidate.width >= needed);
  return (fits ?? set.candidates[set.candidates.length - 1])?.url;
}

/** CSS background for an element `needed` device pixels wide: image-set() over the formats. */
export function backgroundFor(asset: ImageAsset | undefined, url: string, preset: ImagePreset, needed: number): string {
  const sets = asset?.presets[preset] ?? asset?.presets.default ?? Object.values(asset?.presets ?? {})[0] ?? [];
  if (sets.length === 0) return `url("${asset?.original ?? url}")`;
  const options = sets
    .map((set) => [pickCandidate(set, needed), MIME[set.format]] as const)
    .filter((option): option is readonly [string, string] => option[0] !== undefined)
    .map(([candidate, type]) => `url("${candidate}") type("${type}")`);
  return `image-set(${options.join(', ')})`;
}

export function BackgroundImage({ image, preset: fallbackPreset = 'hero', className, children }: BackgroundImageProps) {
  const assets = useImageAssets();
  // The preset the build encoded for this image (stamped from its type's definition) wins.
  const preset: ImagePreset = isImagePreset(image?.preset) ? image.preset : fallbackPreset;
  const root = useRef<HTMLDivElement>(null);
  const [background, setBackground] = useState<string | null>(null);
  const asset = image?.url ? assets[image.url] : undefined;

  useEffect(() => {
    const element = root.current;
    if (!element || !image?.url) return;
    const activate = () =>
      setBackground(backgroundFor(asset, image.url, preset, Math.ceil(element.clientWidth * (window.devicePixelRatio || 1))));
    if (typeof IntersectionObserver === 'undefined') return activate();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          activate();
        }
      },
      { rootMargin: LAZY_OFFSET },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [asset, image?.url, preset]);

  const style: CSSProperties | undefined = background
    ? { backgroundImage: background, backgroundPosition: image?.position ?? 'center' }
    : undefined;
  return (
    <div ref={root} className={[styles.root, className].filter(Boolean).join(' ')} data-active={background ? 'true' : 'false'}>
      {image?.url ? (
        <>
          <div
            className={styles.image}
            style={style}
            role="img"
            aria-label={image.alt || undefined}
            aria-hidden={image.alt ? undefined : true}
          />
          {/* Without JavaScript the observer never runs: show the plain fallback instead. */}
          <noscript>
            <img
              className={styles.fallback}
              src={asset?.presets[preset]?.at(-1)?.candidates.at(-1)?.url ?? asset?.original ?? image.url}
              alt=""
            />
          </noscript>
          <div className={styles.veil} />
        </>
      ) : null}
      <div className={styles.content}>{children}</div>
    </div>
  );
}

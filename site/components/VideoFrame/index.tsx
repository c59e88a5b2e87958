// What the Video and VideoModal modules share: the poster face of the link that starts a video
// (the poster behind the SPEC §9 veil, the play glyph and a label) and the player itself, a
// privacy-enhanced YouTube iframe created only when the visitor asks for it.
import type { Ref } from 'react';
import type { Image as ImageObject } from '../../../content/schema/index.ts';
import { Image } from '../Image/index.tsx';
import styles from './VideoFrame.module.css';

/** The video's page on its site: where the link goes without JavaScript. */
export const watchUrl = (videoId: string): string => `https://www.youtube.com/watch?v=${videoId}`;

export interface PosterFaceProps {
  /** Decoration: the link around it carries the name. */
  image: ImageObject | undefined;
  label: string;
  labelClassName: string | undefined;
  /** The module's own class for the glyph, for its hover and focus rules. */
  iconClassName?: string | undefined;
}

export function PosterFace({ image, label, labelClassName, iconClassName }: PosterFaceProps) {
  return (
    <>
      <Image className={styles.poster} image={image ? { ...image, alt: '' } : undefined} />
      <span className={[styles.icon, iconClassName].filter(Boolean).join(' ')} aria-hidden="true">
        ▶
      </span>
      <span className={labelClassName}>{label}</span>
    </>
  );
}

export function VideoPlayer({ videoId, title, playerRef }: { videoId: string; title: string; playerRef?: Ref<HTMLIFrameElement> }) {
  return (
    <iframe
      ref={playerRef}
      className={styles.player}
      src={`https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1`}
      title={title}
      allow="autoplay; encrypted-media; picture-in-picture"
      allowFullScreen
    />
  );
}

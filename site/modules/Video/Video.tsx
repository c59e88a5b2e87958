import { useEffect, useRef, useState } from 'react';
import type { VideoProps } from './definition.ts';
import { PosterFace, VideoPlayer, watchUrl } from '../../components/VideoFrame/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import styles from './Video.module.css';

/**
 * A video that loads the player only when asked: no third-party request until the visitor
 * presses play. Without JavaScript the button is a link to the video on its site.
 */
export default function Video({ title, videoId, caption, poster }: VideoProps) {
  const t = useTranslation();
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement | null>(null);
  // The play button gives way to the player: focus follows it instead of falling to <body>.
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);
  return (
    <figure className={styles.video}>
      <div className={styles.frame}>
        {playing ? (
          <VideoPlayer videoId={videoId} title={title} playerRef={player} />
        ) : (
          <a
            className={styles.play}
            href={watchUrl(videoId)}
            aria-label={t('video.play', { title })}
            onClick={(event) => {
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              setPlaying(true);
            }}
          >
            <PosterFace image={poster} label={title} labelClassName={styles.title} iconClassName={styles.icon} />
          </a>
        )}
      </div>
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}

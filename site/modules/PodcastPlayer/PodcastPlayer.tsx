import { useEffect, useRef, useState } from 'react';
import type { PodcastPlayerProps } from './definition.ts';
import { Image } from '../../components/Image/index.tsx';
import { LibraryIcon } from '../../components/Icon/library.tsx';
import { Link } from '../../components/Link/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import styles from './PodcastPlayer.module.css';

/**
 * One episode. The browser's own player (play, seek, volume, speed, all keyboard operable) is
 * put in place when the visitor presses "Play": until then the page makes no request for the
 * audio and names no audio host (its Content-Security-Policy allows media from the site's own
 * origin only, docs/security.md). Without JavaScript, the download link plays it.
 */
export default function PodcastPlayer({ show, title, description, audio, minutes, transcript, image }: PodcastPlayerProps) {
  const t = useTranslation();
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLAudioElement | null>(null);
  // The play button gives way to the player: focus follows it instead of falling to <body>.
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);
  return (
    <div className={styles.root}>
      <div className={styles.card}>
        {image ? <Image className={styles.cover} image={image} /> : null}
        <div className={styles.body}>
          {show ? <p className={styles.show}>{show}</p> : null}
          <h2 className={styles.title}>{title}</h2>
          {minutes ? <p className={styles.meta}>{t('podcast.minutes', { minutes: String(minutes) })}</p> : null}
          {description ? <p className={styles.description}>{description}</p> : null}
          {playing ? (
            // Audio-only content: its text alternative is the transcript link below (WCAG 1.2.1), not captions.
            // eslint-disable-next-line jsx-a11y/media-has-caption -- the transcript is the alternative
            <audio ref={player} className={styles.audio} controls autoPlay src={audio} aria-label={t('podcast.player', { title })}>
              {t('podcast.unsupported')}
            </audio>
          ) : hydrated ? (
            <button type="button" className={styles.play} onClick={() => setPlaying(true)}>
              <LibraryIcon name="play" size={20} />
              {t('podcast.play', { title })}
            </button>
          ) : null}
          <ul className={styles.links}>
            {transcript?.href || transcript?.linkToURL ? (
              <li>
                <Link className={styles.link} link={transcript}>
                  <LibraryIcon name="transcript" size={20} />
                  {transcript.text ?? t('podcast.transcript')}
                </Link>
              </li>
            ) : null}
            <li>
              <a className={styles.link} href={audio} download={audio.split('/').pop()}>
                <LibraryIcon name="download" size={20} />
                {t('podcast.download')}
              </a>
            </li>
          </ul>
        </div>
      </div>
    </div>
  );
}

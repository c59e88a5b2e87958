import { useId, useRef, type SyntheticEvent } from 'react';
import type { AudioPlayerProps } from './definition.ts';
import { useTranslation } from '../../i18n/index.tsx';
import styles from './AudioPlayer.module.css';

export default function AudioPlayer({ title, intro, tracks, transcriptsOpen }: AudioPlayerProps) {
  const t = useTranslation();
  const headingId = useId();
  const list = useRef<HTMLOListElement | null>(null);

  // One recording at a time: starting one pauses the others of this module.
  const onPlay = (event: SyntheticEvent<HTMLAudioElement>) => {
    for (const audio of list.current?.querySelectorAll('audio') ?? []) if (audio !== event.currentTarget) audio.pause();
  };

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      <ol ref={list} className={styles.tracks}>
        {tracks.map((track, index) => (
          <li key={`${track.audio}-${index}`} className={styles.track}>
            <h3 className={styles.trackTitle}>{track.title}</h3>
            {track.duration ? <p className={styles.duration}>{t('audioPlayer.duration', { duration: track.duration })}</p> : null}
            {/* The transcript below is the text alternative of this audio-only recording (WCAG 1.2.1). */}
            {/* eslint-disable-next-line jsx-a11y/media-has-caption -- audio only: the transcript is its alternative */}
            <audio
              className={styles.audio}
              controls
              preload="none"
              src={track.audio}
              aria-label={t('audioPlayer.player', { title: track.title })}
              onPlay={onPlay}
            >
              {t('audioPlayer.unsupported')}
            </audio>
            <details className={styles.transcript} open={transcriptsOpen}>
              <summary className={styles.summary}>{t('audioPlayer.transcript')}</summary>
              {/* Sanitised at sync by RichTextSchema. */}
              <div className={styles.text} dangerouslySetInnerHTML={{ __html: track.transcript }} />
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
}

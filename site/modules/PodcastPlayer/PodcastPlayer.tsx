import type { PodcastPlayerProps } from './definition.ts';
import { Image } from '../../components/Image/index.tsx';
import { LibraryIcon } from '../../components/Icon/library.tsx';
import { Link } from '../../components/Link/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import styles from './PodcastPlayer.module.css';

export default function PodcastPlayer({ show, title, description, audio, minutes, transcript, image }: PodcastPlayerProps) {
  const t = useTranslation();
  return (
    <div className={styles.root}>
      <div className={styles.card}>
        {image ? <Image className={styles.cover} image={image} /> : null}
        <div className={styles.body}>
          {show ? <p className={styles.show}>{show}</p> : null}
          <h2 className={styles.title}>{title}</h2>
          {minutes ? <p className={styles.meta}>{t('podcast.minutes', { minutes: String(minutes) })}</p> : null}
          {description ? <p className={styles.description}>{description}</p> : null}
          {/* The browser's own controls: play, seek, volume and speed, all keyboard operable. Audio-only
              content's text alternative is the transcript link below (WCAG 1.2.1), not captions. */}
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the transcript is the alternative */}
          <audio className={styles.audio} controls preload="none" src={audio} aria-label={t('podcast.player', { title })}>
            {t('podcast.unsupported')}
          </audio>
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
              <a className={styles.link} href={audio} download>
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

import { useCallback, useId, useState } from 'react';
import type { VideoModalProps } from './definition.ts';
import { Dialog } from '../../components/Dialog/index.tsx';
import { Image } from '../../components/Image/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import styles from './VideoModal.module.css';

export default function VideoModal({ title, youtubeId, text, thumbnail, poster }: VideoModalProps) {
  const t = useTranslation();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const image = poster ?? thumbnail;
  return (
    <div className={styles.videoModal}>
      <a
        className={styles.play}
        href={`https://www.youtube.com/watch?v=${youtubeId}`}
        aria-haspopup="dialog"
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {/* The link's name says what it plays; the poster is decoration here. */}
        <Image className={styles.poster} image={image ? { ...image, alt: '' } : undefined} />
        <span className={styles.icon} aria-hidden="true">
          ▶
        </span>
        <span className={styles.label}>{t('videoModal.play', { title })}</span>
      </a>
      {text ? <p className={styles.text}>{text}</p> : null}
      <Dialog open={open} onClose={close} labelledBy={titleId} size="media">
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.frame}>
          {/* Created on open, removed on close: nothing loads before, and closing stops the video. */}
          {open ? (
            <iframe
              className={styles.player}
              src={`https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1`}
              title={title}
              allow="autoplay; encrypted-media; picture-in-picture"
              allowFullScreen
            />
          ) : null}
        </div>
      </Dialog>
    </div>
  );
}

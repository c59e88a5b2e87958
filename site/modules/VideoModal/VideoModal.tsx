import { useCallback, useId, useState } from 'react';
import type { VideoModalProps } from './definition.ts';
import { Dialog } from '../../components/Dialog/index.tsx';
import { PosterFace, VideoPlayer, watchUrl } from '../../components/VideoFrame/index.tsx';
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
        href={watchUrl(youtubeId)}
        aria-haspopup="dialog"
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {/* The link's name says what it plays; the poster is decoration here. */}
        <PosterFace image={image} label={t('videoModal.play', { title })} labelClassName={styles.label} iconClassName={styles.icon} />
      </a>
      {text ? <p className={styles.text}>{text}</p> : null}
      <Dialog open={open} onClose={close} labelledBy={titleId} size="media">
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.frame}>
          {/* Created on open, removed on close: nothing loads before, and closing stops the video. */}
          {open ? <VideoPlayer videoId={youtubeId} title={title} /> : null}
        </div>
      </Dialog>
    </div>
  );
}

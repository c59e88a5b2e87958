import { useCallback, useId, useState } from 'react';
import type { VideoSliderProps } from './definition.ts';
import { SliderSection } from '../../components/Slider/section.tsx';
import { Dialog } from '../../components/Dialog/index.tsx';
import { PosterFace, VideoPlayer, watchUrl } from '../../components/VideoFrame/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import styles from './VideoSlider.module.css';

type Video = VideoSliderProps['videos'][number];

export default function VideoSlider({ title, videos, link }: VideoSliderProps) {
  const t = useTranslation();
  const titleId = useId();
  // The video the dialog shows, and whether it is open. Its title is always in the (closed)
  // dialog, like VideoModal's, so the dialog is named by it from the moment it opens.
  const [selected, setSelected] = useState<Video>(videos[0]!);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <SliderSection
        title={title}
        label={title}
        link={link}
        layout="cards"
        slides={videos.map((video, index) => ({
          key: `${video.youtubeId}-${index}`,
          content: (
            <article className={styles.video}>
              <a
                className={styles.play}
                href={watchUrl(video.youtubeId)}
                aria-haspopup="dialog"
                onClick={(event) => {
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
                  event.preventDefault();
                  setSelected(video);
                  setOpen(true);
                }}
              >
                {/* The link's name says what it plays; the poster is decoration here. */}
                <PosterFace
                  image={video.poster ?? video.thumbnail}
                  label={t('videoSlider.play', { title: video.title })}
                  labelClassName={styles.hidden}
                  iconClassName={styles.icon}
                />
              </a>
              <h3 className={styles.title}>{video.title}</h3>
              {video.text ? <p className={styles.text}>{video.text}</p> : null}
            </article>
          ),
        }))}
      />
      <Dialog open={open} onClose={close} labelledBy={titleId} size="media">
        <h2 id={titleId} className={styles.dialogTitle}>
          {selected.title}
        </h2>
        <div className={styles.frame}>
          {/* Created on open, removed on close: nothing loads before, and closing stops the video. */}
          {open ? <VideoPlayer videoId={selected.youtubeId} title={selected.title} /> : null}
        </div>
      </Dialog>
    </>
  );
}

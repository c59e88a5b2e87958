import { useEffect, useRef, useState } from 'react';
import type { HeroVideoProps } from './definition.ts';
import { HeroBackdrop, HeroFrame, HeroText } from '../../components/Hero/index.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useTranslation } from '../../i18n/index.tsx';
import styles from './HeroVideo.module.css';

export default function HeroVideo({ eyebrow, title, subtitle, video, poster, link, subtheme }: HeroVideoProps) {
  const t = useTranslation();
  const enhanced = useHydrated();
  const element = useRef<HTMLVideoElement | null>(null);
  const [playing, setPlaying] = useState(false);

  // Plays by itself only for visitors who have not asked for less motion.
  useEffect(() => {
    const current = element.current;
    if (!current || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    current.play().then(
      () => setPlaying(true),
      () => setPlaying(false),
    );
  }, [enhanced]);

  const toggle = () => {
    const current = element.current;
    if (!current) return;
    if (current.paused) void current.play().then(() => setPlaying(true));
    else {
      current.pause();
      setPlaying(false);
    }
  };

  return (
    <HeroFrame
      variant="video"
      subtheme={subtheme}
      backdrop={
        <>
          {/* The poster shows first, without JavaScript and while the video loads; the video covers it once it plays. */}
          <HeroBackdrop image={poster} />
          {enhanced ? (
            // Decorative and silent: the title says what the hero is about.
            <video ref={element} className={styles.video} src={video} muted loop playsInline preload="none" aria-hidden="true" />
          ) : null}
        </>
      }
    >
      <HeroText eyebrow={eyebrow} title={title} subtitle={subtitle} links={[link]} />
      {enhanced ? (
        <button type="button" className={styles.toggle} onClick={toggle}>
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span> {playing ? t('heroVideo.pause') : t('heroVideo.play')}
        </button>
      ) : null}
    </HeroFrame>
  );
}

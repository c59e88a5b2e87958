import type { HeroProgramVideoProps } from './definition.ts';
import { ProgramHero } from '../../components/ProgramHero/index.tsx';
import { Link } from '../../components/Link/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import styles from './HeroProgramVideo.module.css';

export default function HeroProgramVideo({
  eyebrow,
  title,
  subtitle,
  youtubeId,
  thumbnail,
  poster,
  link,
  subtheme,
}: HeroProgramVideoProps) {
  const t = useTranslation();
  return (
    <ProgramHero
      variant="video"
      eyebrow={eyebrow}
      title={title}
      subtitle={subtitle}
      image={poster ?? thumbnail}
      subtheme={subtheme}
      links={[link]}
    >
      <Link className={styles.watch} link={{ href: `https://www.youtube.com/watch?v=${youtubeId}`, newTab: true }}>
        <span aria-hidden="true">▶ </span>
        {t('heroProgramVideo.watch', { title })}
      </Link>
    </ProgramHero>
  );
}

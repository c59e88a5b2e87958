import type { HeroCompactProps } from './definition.ts';
import { HeroBackdrop, HeroFrame, HeroText } from '../../components/Hero/index.tsx';
import styles from './HeroCompact.module.css';

export default function HeroCompact({ eyebrow, title, subtitle, image, link, subtheme }: HeroCompactProps) {
  return (
    <HeroFrame
      className={styles.compact}
      variant="compact"
      subtheme={subtheme}
      backdrop={image ? <HeroBackdrop image={image} /> : undefined}
    >
      <HeroText eyebrow={eyebrow} title={title} subtitle={subtitle} links={[link]} primaryFirst={!image} />
    </HeroFrame>
  );
}

import type { HeroLandingProps } from './definition.ts';
import { HeroBackdrop, HeroFrame, HeroText } from '../../components/Hero/index.tsx';
import styles from './HeroLanding.module.css';

export default function HeroLanding({ eyebrow, title, subtitle, image, primary, secondary, subtheme }: HeroLandingProps) {
  return (
    <HeroFrame className={styles.landing} variant="landing" subtheme={subtheme} backdrop={<HeroBackdrop image={image} />}>
      <HeroText eyebrow={eyebrow} title={title} subtitle={subtitle} links={[primary, secondary]} size="large" />
    </HeroFrame>
  );
}

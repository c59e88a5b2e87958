import type { HeroSplitProps } from './definition.ts';
import { HeroFrame, HeroText } from '../../components/Hero/index.tsx';
import { Image } from '../../components/Image/index.tsx';
import styles from './HeroSplit.module.css';

export default function HeroSplit({ eyebrow, title, subtitle, image, imagePosition, primary, secondary, subtheme }: HeroSplitProps) {
  return (
    <HeroFrame className={styles.split} variant="split" subtheme={subtheme}>
      <div className={styles.layout} data-image={imagePosition}>
        <HeroText eyebrow={eyebrow} title={title} subtitle={subtitle} links={[primary, secondary]} />
        <div className={styles.media}>
          {/* The first thing a visitor sees beside the title: loaded at once. */}
          <Image className={styles.image} image={image} priority sizes="(min-width: 1024px) 50vw, 100vw" />
        </div>
      </div>
    </HeroFrame>
  );
}

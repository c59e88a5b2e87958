import type { HeroMosaicProps } from './definition.ts';
import { HeroFrame, HeroText } from '../../components/Hero/index.tsx';
import { Image } from '../../components/Image/index.tsx';
import styles from './HeroMosaic.module.css';

export default function HeroMosaic({ eyebrow, title, subtitle, link, images, subtheme }: HeroMosaicProps) {
  return (
    <HeroFrame className={styles.mosaic} variant="mosaic" subtheme={subtheme}>
      <div className={styles.layout}>
        <HeroText eyebrow={eyebrow} title={title} subtitle={subtitle} links={[link]} />
        <div className={styles.grid} data-count={images.length}>
          {images.map((image, index) => (
            <Image
              key={`${image.url}-${index}`}
              className={styles.tile}
              image={image}
              priority={index === 0}
              sizes="(min-width: 768px) 25vw, 50vw"
            />
          ))}
        </div>
      </div>
    </HeroFrame>
  );
}

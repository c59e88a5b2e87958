import type { ImageSliderProps } from './definition.ts';
import { SliderSection } from '../../components/Slider/section.tsx';
import { Image } from '../../components/Image/index.tsx';
import styles from './ImageSlider.module.css';

export default function ImageSlider({ title, slides }: ImageSliderProps) {
  return (
    <SliderSection
      title={title}
      label={title}
      slides={slides.map((slide, index) => ({
        key: `${slide.image.url}-${index}`,
        content: (
          <figure className={styles.figure}>
            <Image className={styles.image} image={slide.image} sizes="(min-width: 1216px) 1216px, 100vw" />
            {slide.caption ? <figcaption className={styles.caption}>{slide.caption}</figcaption> : null}
          </figure>
        ),
      }))}
    />
  );
}

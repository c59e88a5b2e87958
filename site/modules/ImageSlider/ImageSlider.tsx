import { useId } from 'react';
import type { ImageSliderProps } from './definition.ts';
import { Slider } from '../../components/Slider/index.tsx';
import { Image } from '../../components/Image/index.tsx';
import styles from './ImageSlider.module.css';

export default function ImageSlider({ title, slides }: ImageSliderProps) {
  const id = useId();
  return (
    <div className={styles.root}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <Slider
        label={title}
        labelledBy={id}
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
    </div>
  );
}

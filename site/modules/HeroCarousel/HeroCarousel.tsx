import type { HeroCarouselProps } from './definition.ts';
import { HeroBackdrop, HeroFrame, HeroText } from '../../components/Hero/index.tsx';
import { Slider } from '../../components/Slider/index.tsx';
import styles from './HeroCarousel.module.css';

export default function HeroCarousel({ label, interval, slides, subtheme }: HeroCarouselProps) {
  return (
    <Slider
      className={styles.carousel}
      label={label}
      controls="overlay"
      autoplay={interval * 1000}
      slides={slides.map((slide, index) => ({
        key: `${slide.title}-${index}`,
        content: (
          // Only the first slide is eager: it is the page's first paint; the others load when near.
          <HeroFrame
            className={styles.slide}
            variant="carousel"
            subtheme={subtheme}
            backdrop={<HeroBackdrop image={slide.image} priority={index === 0} />}
          >
            <HeroText
              eyebrow={slide.eyebrow}
              title={slide.title}
              level={index === 0 ? 1 : 2}
              subtitle={slide.subtitle}
              links={[slide.link]}
            />
          </HeroFrame>
        ),
      }))}
    />
  );
}

import type { QuoteSliderProps } from './definition.ts';
import { SliderSection } from '../../components/Slider/section.tsx';
import styles from './QuoteSlider.module.css';

export default function QuoteSlider({ title, showTitle, quotes }: QuoteSliderProps) {
  return (
    <SliderSection
      title={showTitle ? title : undefined}
      label={title}
      slides={quotes.map((item, index) => ({
        key: `${item.author}-${index}`,
        content: (
          <figure className={styles.quote}>
            <blockquote className={styles.text}>
              <p>{item.quote}</p>
            </blockquote>
            <figcaption className={styles.caption}>
              <span className={styles.author}>{item.author}</span>
              {item.role ? <span className={styles.role}>{item.role}</span> : null}
            </figcaption>
          </figure>
        ),
      }))}
    />
  );
}

import { useId } from 'react';
import type { QuoteSliderProps } from './definition.ts';
import { Slider } from '../../components/Slider/index.tsx';
import styles from './QuoteSlider.module.css';

export default function QuoteSlider({ title, showTitle, quotes }: QuoteSliderProps) {
  const id = useId();
  return (
    <div className={styles.root}>
      {showTitle ? (
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
      ) : null}
      <Slider
        label={title}
        labelledBy={showTitle ? id : undefined}
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
    </div>
  );
}

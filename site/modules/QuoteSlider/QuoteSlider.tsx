import type { QuoteSliderProps } from './definition.ts';
import { QuoteFigure } from '../../components/QuoteFigure/index.tsx';
import { SliderSection } from '../../components/Slider/section.tsx';
import styles from './QuoteSlider.module.css';

export default function QuoteSlider({ title, showTitle, quotes }: QuoteSliderProps) {
  return (
    <SliderSection
      title={showTitle ? title : undefined}
      label={title}
      slides={quotes.map((item, index) => ({
        key: `${item.author}-${index}`,
        content: <QuoteFigure className={styles.quote} quote={item.quote} author={item.author} role={item.role} />,
      }))}
    />
  );
}

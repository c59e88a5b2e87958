import type { TestimonialSliderProps } from './definition.ts';
import { SliderSection } from '../../components/Slider/section.tsx';
import { Testimonial } from '../../components/Testimonial/index.tsx';
import styles from './TestimonialSlider.module.css';

export default function TestimonialSlider({ title, testimonials }: TestimonialSliderProps) {
  return (
    <SliderSection
      className={styles.root}
      title={title}
      label={title}
      slides={testimonials.map((item, index) => ({
        key: `${item.name}-${index}`,
        content: <Testimonial {...item} />,
      }))}
    />
  );
}

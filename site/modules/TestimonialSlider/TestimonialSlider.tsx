import type { TestimonialSliderProps } from './definition.ts';
import { SliderSection } from '../../components/Slider/section.tsx';
import { Image } from '../../components/Image/index.tsx';
import { Link } from '../../components/Link/index.tsx';
import styles from './TestimonialSlider.module.css';

export default function TestimonialSlider({ title, testimonials }: TestimonialSliderProps) {
  return (
    <SliderSection
      className={styles.root}
      title={title}
      label={title}
      slides={testimonials.map((item, index) => ({
        key: `${item.name}-${index}`,
        content: (
          <figure className={styles.testimonial}>
            {/* The name below says who it is: the portrait adds nothing for a screen reader. */}
            <Image className={styles.portrait} image={item.portrait ? { ...item.portrait, alt: '' } : undefined} />
            <blockquote className={styles.text}>
              <p>{item.text}</p>
            </blockquote>
            <figcaption className={styles.caption}>
              <span className={styles.name}>{item.name}</span>
              {item.role ? <span className={styles.role}>{item.role}</span> : null}
              {item.link?.text ? <Link link={item.link}>{item.link.text}</Link> : null}
            </figcaption>
          </figure>
        ),
      }))}
    />
  );
}

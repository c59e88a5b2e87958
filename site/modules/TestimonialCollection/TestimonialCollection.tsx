import type { TestimonialCollectionProps } from './definition.ts';
import { Collection } from '../../components/Collection/index.tsx';
import { Testimonial } from '../../components/Testimonial/index.tsx';
import styles from './TestimonialCollection.module.css';

export default function TestimonialCollection({ title, intro, testimonials }: TestimonialCollectionProps) {
  return (
    <Collection title={title} intro={intro} className={styles.root}>
      {testimonials.map((item, index) => (
        <li key={`${item.name}-${index}`} className={styles.item}>
          <Testimonial {...item} layout="stacked" />
        </li>
      ))}
    </Collection>
  );
}

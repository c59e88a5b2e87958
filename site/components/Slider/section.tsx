// The frame every slider module shares (card, image, testimonial, quote and logo sliders): the
// section, its visible heading naming the carousel (or, without one, the label alone), the
// carousel, and an optional link to more. The heading and the carousel are tied by id, so the
// region's name is the heading a sighted visitor reads.
import { useId } from 'react';
import type { Link as LinkObject } from '../../../content/schema/index.ts';
import { Link } from '../Link/index.tsx';
import { Slider, type SliderProps } from './index.tsx';
import styles from './SliderSection.module.css';

export interface SliderSectionProps extends Omit<SliderProps, 'labelledBy' | 'className'> {
  /** The visible heading; without it `label` alone names the carousel. */
  title?: string | undefined;
  link?: LinkObject | undefined;
  /** The module's class for the section (its background, for instance). */
  className?: string | undefined;
}

export function SliderSection({ title, link, className, ...slider }: SliderSectionProps) {
  const id = useId();
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      {title ? (
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
      ) : null}
      <Slider {...slider} labelledBy={title ? id : undefined} />
      {link?.text ? (
        <p className={styles.more}>
          <Link link={link}>{link.text}</Link>
        </p>
      ) : null}
    </div>
  );
}

// A testimonial as the testimonial slider and the testimonial collection show it: a figure with
// the portrait, the words in a blockquote and who said them in the caption.
import type { Image as ImageData, Link as LinkData } from '../../../content/schema/index.ts';
import { Image } from '../Image/index.tsx';
import { Link } from '../Link/index.tsx';
import styles from './Testimonial.module.css';

export interface TestimonialProps {
  text: string;
  name: string;
  role?: string | undefined;
  portrait?: ImageData | undefined;
  link?: (LinkData & { text?: string | undefined }) | undefined;
  /** 'stacked': the portrait above the words at every width (narrow grid columns). */
  layout?: 'beside' | 'stacked';
}

export function Testimonial({ text, name, role, portrait, link, layout = 'beside' }: TestimonialProps) {
  return (
    <figure className={styles.testimonial} data-layout={layout === 'stacked' ? 'stacked' : undefined}>
      {/* The name below says who it is: the portrait adds nothing for a screen reader. */}
      <Image className={styles.portrait} image={portrait ? { ...portrait, alt: '' } : undefined} />
      <blockquote className={styles.text}>
        <p>{text}</p>
      </blockquote>
      <figcaption className={styles.caption}>
        <span className={styles.name}>{name}</span>
        {role ? <span className={styles.role}>{role}</span> : null}
        {link?.text ? <Link link={link}>{link.text}</Link> : null}
      </figcaption>
    </figure>
  );
}

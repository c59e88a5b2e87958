import type { LogoSliderProps } from './definition.ts';
import { SliderSection } from '../../components/Slider/section.tsx';
import { Image } from '../../components/Image/index.tsx';
import { Link } from '../../components/Link/index.tsx';
import styles from './LogoSlider.module.css';

export default function LogoSlider({ title, items, link }: LogoSliderProps) {
  if (items.length === 0) return null;
  return (
    <SliderSection
      title={title}
      link={link}
      label={title ?? items.map((card) => card.title).join(', ')}
      layout="logos"
      slides={items.map((card) => ({
        key: card.id,
        // The logo is the link; its alternative text names the partner, or the card's title does.
        content: (
          <Link className={styles.logo} link={{ href: card.url }}>
            {card.image ? <Image className={styles.image} image={{ ...card.image, alt: card.title }} /> : <span>{card.title}</span>}
          </Link>
        ),
      }))}
    />
  );
}

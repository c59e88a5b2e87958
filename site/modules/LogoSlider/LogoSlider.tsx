import { useId } from 'react';
import type { LogoSliderProps } from './definition.ts';
import { Slider } from '../../components/Slider/index.tsx';
import { Image } from '../../components/Image/index.tsx';
import { Link } from '../../components/Link/index.tsx';
import styles from './LogoSlider.module.css';

export default function LogoSlider({ title, items, link }: LogoSliderProps) {
  const id = useId();
  if (items.length === 0) return null;
  return (
    <div className={styles.root}>
      {title ? (
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
      ) : null}
      <Slider
        label={title ?? items.map((card) => card.title).join(', ')}
        labelledBy={title ? id : undefined}
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
      {link?.text ? (
        <p className={styles.more}>
          <Link link={link}>{link.text}</Link>
        </p>
      ) : null}
    </div>
  );
}

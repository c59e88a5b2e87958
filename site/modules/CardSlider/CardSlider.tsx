import type { CardSliderProps } from './definition.ts';
import { SliderSection } from '../../components/Slider/section.tsx';
import { Image } from '../../components/Image/index.tsx';
import { Link } from '../../components/Link/index.tsx';
import { CardMeta } from '../../components/CardMeta/index.tsx';
import styles from './CardSlider.module.css';

export default function CardSlider({ title, items, link }: CardSliderProps) {
  const Heading = title ? 'h3' : 'h2';
  if (items.length === 0) return null;
  return (
    <SliderSection
      title={title}
      link={link}
      label={title ?? items.map((card) => card.title).join(', ')}
      layout="cards"
      slides={items.map((card) => ({
        key: card.id,
        content: (
          <article className={styles.card} data-kind={card.kind}>
            <Image className={styles.image} image={card.image} />
            <CardMeta card={card} className={styles.meta} />
            {/* A card of another language than the page's (a list's fallback) is marked with its own (WCAG 3.1.2). */}
            <Heading className={styles.cardTitle} lang={card.lang}>
              <Link className={styles.link} link={{ href: card.url }} hrefLang={card.lang}>
                {card.title}
              </Link>
            </Heading>
            {card.summary ? (
              <p className={styles.summary} lang={card.lang}>
                {card.summary}
              </p>
            ) : null}
          </article>
        ),
      }))}
    />
  );
}

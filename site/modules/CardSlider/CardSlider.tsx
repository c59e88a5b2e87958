import type { CardSliderProps } from './definition.ts';
import { SliderSection } from '../../components/Slider/section.tsx';
import { Image } from '../../components/Image/index.tsx';
import { Link } from '../../components/Link/index.tsx';
import { FormattedDate } from '../../components/FormattedDate/index.tsx';
import { useLocale } from '../../app/site-context.tsx';
import { KeptTerms } from '../../i18n/index.tsx';
import styles from './CardSlider.module.css';

export default function CardSlider({ title, items, link }: CardSliderProps) {
  const Heading = title ? 'h3' : 'h2';
  const locale = useLocale();
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
            {card.label || card.date ? (
              <p className={styles.meta}>
                {card.label ? (
                  <span lang={card.lang}>
                    <KeptTerms text={card.label} locale={card.lang ?? locale} />
                  </span>
                ) : null}
                {card.label && card.date ? ' · ' : null}
                {card.date ? <FormattedDate value={card.date} /> : null}
              </p>
            ) : null}
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

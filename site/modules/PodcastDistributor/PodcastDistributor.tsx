import type { PodcastDistributorProps } from './definition.ts';
import type { Card } from '../../../content/schema/index.ts';
import { Distributor } from '../../components/Distributor/index.tsx';
import { CardFacts, facetText } from '../../components/Distributor/CardFacts.tsx';
import { SliderSection } from '../../components/Slider/section.tsx';
import { Image } from '../../components/Image/index.tsx';
import { Link } from '../../components/Link/index.tsx';
import { FormattedDate } from '../../components/FormattedDate/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import styles from './PodcastDistributor.module.css';

export default function PodcastDistributor({ layout, items, title, intro, link }: PodcastDistributorProps) {
  const t = useTranslation();
  // The guest and the topic are what listeners choose an episode by; the type (interview,
  // series …) is the label above the title already.
  const facts = (card: Card) => (
    <CardFacts
      facts={[
        [t('podcast.guest'), card.people?.join(', ')],
        [t('podcast.topic'), facetText(card, 'topic')],
      ]}
    />
  );
  if (layout !== 'slider') return <Distributor title={title} intro={intro} items={items} link={link} layout={layout} details={facts} />;
  if (items.length === 0) return null;
  const Heading = title ? 'h3' : 'h2';
  return (
    <SliderSection
      title={title}
      link={link}
      label={title ?? t('card.kind.podcast')}
      layout="cards"
      slides={items.map((card) => ({
        key: card.id,
        content: (
          <article className={styles.card} data-kind={card.kind}>
            <Image className={styles.image} image={card.image} />
            <p className={styles.meta}>
              <span className={styles.kind}>{t('card.kind.podcast')}</span>
              {card.label ? <span lang={card.lang}> · {card.label}</span> : null}
              {card.date ? (
                <>
                  {' · '}
                  <FormattedDate value={card.date} />
                </>
              ) : null}
            </p>
            <Heading className={styles.cardTitle} lang={card.lang}>
              <Link className={styles.link} link={{ href: card.url }} hrefLang={card.lang}>
                {card.title}
              </Link>
            </Heading>
            {facts(card)}
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

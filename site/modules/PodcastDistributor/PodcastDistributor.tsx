import type { PodcastDistributorProps } from './definition.ts';
import type { Card } from '../../../content/schema/index.ts';
import { Distributor } from '../../components/Distributor/index.tsx';
import { CardFacts, facetText } from '../../components/Distributor/CardFacts.tsx';
import { useTranslation } from '../../i18n/index.tsx';

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
  return (
    <Distributor title={title} intro={intro} items={items} link={link} layout={layout} details={facts} label={t('card.kind.podcast')} />
  );
}

import type { AudiovisualDistributorProps } from './definition.ts';
import { Distributor } from '../../components/Distributor/index.tsx';
import { CardFacts, facetText } from '../../components/Distributor/CardFacts.tsx';
import { useTranslation } from '../../i18n/index.tsx';

export default function AudiovisualDistributor(props: AudiovisualDistributorProps) {
  const t = useTranslation();
  return (
    <Distributor
      {...props}
      details={(card) => (
        <CardFacts
          facts={[
            [t('filter.podcastType'), facetText(card, 'podcastType')],
            [t('audiovisual.with'), card.people?.join(', ')],
            [t('filter.academicArea'), facetText(card, 'academicArea')],
          ]}
        />
      )}
    />
  );
}

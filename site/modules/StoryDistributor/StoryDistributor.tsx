import type { StoryDistributorProps } from './definition.ts';
import { Distributor } from '../../components/Distributor/index.tsx';
import { CardFacts, facetText } from '../../components/Distributor/CardFacts.tsx';
import { useTranslation } from '../../i18n/index.tsx';

export default function StoryDistributor(props: StoryDistributorProps) {
  const t = useTranslation();
  return (
    <Distributor
      {...props}
      details={(card) => (
        <CardFacts
          facts={[
            [t('story.program'), facetText(card, 'programs')],
            [t('story.year'), facetText(card, 'year')],
            [t('story.nationality'), facetText(card, 'nationality')],
          ]}
        />
      )}
    />
  );
}

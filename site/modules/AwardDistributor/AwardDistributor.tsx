import type { AwardDistributorProps } from './definition.ts';
import { Distributor } from '../../components/Distributor/index.tsx';
import { CardFacts, facetText } from '../../components/Distributor/CardFacts.tsx';
import { useTranslation } from '../../i18n/index.tsx';

export default function AwardDistributor(props: AwardDistributorProps) {
  const t = useTranslation();
  return (
    <Distributor
      {...props}
      details={(card) => {
        const status = card.facets?.awardStatus?.[0];
        return (
          <CardFacts
            facts={[
              [t('award.status'), status === 'winner' || status === 'nominated' ? t(`award.${status}`) : undefined],
              [t('award.candidate'), card.people?.join(', ')],
              [t('award.category'), facetText(card, 'awardCategory')],
              [t('award.edition'), facetText(card, 'year')],
            ]}
          />
        );
      }}
    />
  );
}

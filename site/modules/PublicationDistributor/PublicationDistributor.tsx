import type { PublicationDistributorProps } from './definition.ts';
import { Distributor } from '../../components/Distributor/index.tsx';
import { CardFacts, CardFile, facetText } from '../../components/Distributor/CardFacts.tsx';
import { useTranslation } from '../../i18n/index.tsx';

export default function PublicationDistributor(props: PublicationDistributorProps) {
  const t = useTranslation();
  return (
    <Distributor
      {...props}
      details={(card) => (
        <>
          <CardFacts
            facts={[
              [t('publications.authors'), card.people?.join(', ')],
              [t('filter.academicArea'), facetText(card, 'academicArea')],
            ]}
          />
          <CardFile card={card} text={t('publications.download')} />
        </>
      )}
    />
  );
}

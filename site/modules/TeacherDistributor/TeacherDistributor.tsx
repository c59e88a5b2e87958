import type { TeacherDistributorProps } from './definition.ts';
import { Distributor } from '../../components/Distributor/index.tsx';
import { CardFacts, facetText } from '../../components/Distributor/CardFacts.tsx';
import { useTranslation } from '../../i18n/index.tsx';

export default function TeacherDistributor(props: TeacherDistributorProps) {
  const t = useTranslation();
  return (
    <Distributor
      {...props}
      details={(card) => (
        <CardFacts
          facts={[
            [t('teacher.area'), facetText(card, 'academicArea')],
            [t('teacher.category'), facetText(card, 'facultyCategory')],
          ]}
        />
      )}
    />
  );
}

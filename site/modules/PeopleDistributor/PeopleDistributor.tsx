import type { PeopleDistributorProps } from './definition.ts';
import { Distributor } from '../../components/Distributor/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';

export default function PeopleDistributor(props: PeopleDistributorProps) {
  const t = useTranslation();
  return <Distributor {...props} label={t('peopleDistributor.label')} />;
}

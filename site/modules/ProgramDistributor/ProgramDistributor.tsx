import type { ProgramDistributorProps } from './definition.ts';
import { Distributor } from '../../components/Distributor/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';

export default function ProgramDistributor(props: ProgramDistributorProps) {
  const t = useTranslation();
  return <Distributor {...props} label={t('programDistributor.label')} />;
}

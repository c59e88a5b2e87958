import type { NewsDistributorProps } from './definition.ts';
import { Distributor } from '../../components/Distributor/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';

export default function NewsDistributor(props: NewsDistributorProps) {
  const t = useTranslation();
  return <Distributor {...props} label={t('newsDistributor.label')} />;
}

import type { BlogDistributorProps } from './definition.ts';
import { Distributor } from '../../components/Distributor/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';

export default function BlogDistributor(props: BlogDistributorProps) {
  const t = useTranslation();
  return <Distributor {...props} label={t('blogDistributor.label')} />;
}

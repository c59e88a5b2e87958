import type { RelatedContentProps } from './definition.ts';
import { Distributor } from '../../components/Distributor/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';

export default function RelatedContent(props: RelatedContentProps) {
  const t = useTranslation();
  return <Distributor {...props} label={t('relatedContent.label')} />;
}

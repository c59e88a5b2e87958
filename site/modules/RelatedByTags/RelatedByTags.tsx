import type { RelatedByTagsProps } from './definition.ts';
import { Distributor } from '../../components/Distributor/index.tsx';
import { CardFacts } from '../../components/Distributor/CardFacts.tsx';
import { useTranslation } from '../../i18n/index.tsx';

export default function RelatedByTags({ tags: _tags, ...props }: RelatedByTagsProps) {
  const t = useTranslation();
  return <Distributor {...props} details={(card) => <CardFacts facts={[[t('relatedByTags.shared'), card.facts?.tags]]} />} />;
}

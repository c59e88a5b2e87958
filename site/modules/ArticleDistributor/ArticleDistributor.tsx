import type { ArticleDistributorProps } from './definition.ts';
import { Distributor } from '../../components/Distributor/index.tsx';
import { CardFacts } from '../../components/Distributor/CardFacts.tsx';
import { useTranslation } from '../../i18n/index.tsx';

export default function ArticleDistributor(props: ArticleDistributorProps) {
  const t = useTranslation();
  return <Distributor {...props} details={(card) => <CardFacts facts={[[t('articles.by'), card.people?.join(', ')]]} />} />;
}

import type { Card } from '../../../content/schema/index.ts';
import type { ProjectDistributorProps } from './definition.ts';
import { Distributor } from '../../components/Distributor/index.tsx';
import { CardFacts } from '../../components/Distributor/CardFacts.tsx';
import { FormattedDate } from '../../components/FormattedDate/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import { useNow } from '../../lib/use-now.ts';
import { endsAt } from '../../lib/day-end.ts';

export default function ProjectDistributor({ asOf, ...props }: ProjectDistributorProps) {
  const t = useTranslation();
  const now = useNow(asOf);
  const facts = (card: Card) => {
    const ended = card.endDate ? endsAt(card.endDate) <= now : undefined;
    return (
      <CardFacts
        facts={[
          ended === undefined ? null : [t('projects.status'), t(ended ? 'projects.completed' : 'projects.ongoing')],
          [t('project.author'), card.people?.join(', ')],
          [t('projects.funder'), card.facts?.funder],
          card.endDate ? [t(ended ? 'projects.ended' : 'projects.ends'), <FormattedDate value={card.endDate} />] : null,
        ]}
      />
    );
  };
  return <Distributor {...props} details={facts} />;
}

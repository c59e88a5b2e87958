import type { Card } from '../../../content/schema/index.ts';
import type { ScholarshipDistributorProps } from './definition.ts';
import { Distributor } from '../../components/Distributor/index.tsx';
import { CardFacts, facetText } from '../../components/Distributor/CardFacts.tsx';
import { FormattedDate } from '../../components/FormattedDate/index.tsx';
import { useLocale } from '../../app/site-context.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import { numberFormat } from '../../lib/intl.ts';
import { endsAt } from '../../lib/day-end.ts';
import { useNow } from '../../lib/use-now.ts';

export default function ScholarshipDistributor({ asOf, items, ...props }: ScholarshipDistributorProps) {
  const t = useTranslation();
  const locale = useLocale();
  const now = useNow(asOf);
  const amountOf = (card: Card) => {
    const value = Number(card.facts?.amount);
    const currency = card.facts?.currency;
    if (currency && Number.isFinite(value))
      return numberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(value);
    return card.facts?.coverage;
  };
  const isClosed = (deadline: string | undefined) => (deadline ? endsAt(deadline) <= now : false);
  // The deadline is said with its meaning ("Apply by"), not as the card's bare date; the open
  // scholarships come first, in the order of the source (a sort keeps equal items in place).
  const cards = items
    .map((card) => ({ ...card, date: undefined, facts: { ...card.facts, deadline: card.date ?? '' } }))
    .sort((a, b) => Number(isClosed(a.facts.deadline)) - Number(isClosed(b.facts.deadline)));
  const facts = (card: Card) => {
    const deadline = card.facts?.deadline;
    const closed = isClosed(deadline);
    return (
      <CardFacts
        facts={[
          [t('scholarships.applications'), t(closed ? 'scholarship.closed' : 'scholarship.open')],
          deadline ? [t(closed ? 'scholarship.closedOn' : 'scholarship.deadline'), <FormattedDate value={deadline} />] : null,
          [t('scholarship.amount'), amountOf(card)],
          [t('scholarship.degree'), facetText(card, 'studyType')],
          [t('scholarship.programs'), facetText(card, 'programs')],
          [t('scholarship.nationality'), facetText(card, 'nationality')],
        ]}
      />
    );
  };
  return <Distributor {...props} items={cards} details={facts} />;
}

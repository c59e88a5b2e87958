import type { Card } from '../../../content/schema/index.ts';
import { FormattedDate } from '../FormattedDate/index.tsx';
import { KeptTerms } from '../../i18n/index.tsx';
import { useLocale } from '../../app/site-context.tsx';

/**
 * A card's line above its title: its label and its date ("Master · 3 March 2026"), or either
 * alone. The label is in the card's language (a list's fallback may show another), with the
 * terms the site keeps in English marked as English (WCAG 3.1.2).
 */
export function CardMeta({
  card,
  className,
  labelClassName,
}: {
  card: Pick<Card, 'label' | 'date' | 'lang'>;
  className?: string | undefined;
  labelClassName?: string | undefined;
}) {
  const locale = useLocale();
  if (!card.label && !card.date) return null;
  return (
    <p className={className}>
      {card.label ? (
        <span className={labelClassName} lang={card.lang}>
          <KeptTerms text={card.label} locale={card.lang ?? locale} />
        </span>
      ) : null}
      {card.label && card.date ? ' · ' : null}
      {card.date ? <FormattedDate value={card.date} /> : null}
    </p>
  );
}

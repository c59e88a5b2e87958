import type { EventDistributorProps } from './definition.ts';
import { Distributor } from '../../components/Distributor/index.tsx';
import { useNow } from '../../lib/use-now.ts';
import { selectByTime } from '../../lib/time-aware.ts';
import { useTranslation } from '../../i18n/index.tsx';

export default function EventDistributor({ when, asOf, items, data, ...props }: EventDistributorProps) {
  const t = useTranslation();
  // As of the build until hydrated (the HTML matches), then as of the visitor's clock.
  const now = useNow(asOf ?? new Date(0).toISOString());
  const label = t('eventDistributor.label');
  if (when === 'all' || !asOf) return <Distributor {...props} label={label} items={items} />;
  return (
    <Distributor
      {...props}
      label={label}
      items={selectByTime(items, when, now, data.quantity)}
      empty={t(when === 'upcoming' ? 'event.noneUpcoming' : 'event.nonePast')}
    />
  );
}

import type { JobDistributorProps } from './definition.ts';
import type { Card } from '../../../content/schema/index.ts';
import { Distributor } from '../../components/Distributor/index.tsx';
import { CardFacts } from '../../components/Distributor/CardFacts.tsx';
import { FormattedDate } from '../../components/FormattedDate/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import { endsAt } from '../../lib/day-end.ts';
import { useNow } from '../../lib/use-now.ts';
import styles from './JobDistributor.module.css';

export default function JobDistributor({ jobs, asOf, empty, title, intro, layout, link }: JobDistributorProps) {
  const t = useTranslation();
  // As of the build until hydrated (the HTML matches), then as of the visitor's clock.
  const now = useNow(asOf);
  // The offers as the shared cards: the kind of offer is the line above the position, the rest
  // facts under it, so a job reads like every other card of the site.
  const cards: Card[] = jobs
    .filter((job) => !job.deadline || endsAt(job.deadline) > now)
    .map((job, index) => ({
      kind: 'page',
      id: `job-${index}`,
      title: job.title,
      url: job.href,
      ...(job.type ? { label: job.type } : {}),
      ...(job.summary ? { summary: job.summary } : {}),
      facts: { employer: job.employer, place: job.place ?? '', deadline: job.deadline ?? '' },
    }));
  return (
    <div className={styles.jobs}>
      <Distributor
        title={title}
        intro={intro}
        items={cards}
        layout={layout}
        link={link}
        empty={empty ?? t('jobs.none')}
        details={(card) => (
          <CardFacts
            facts={[
              [t('jobs.employer'), card.facts?.employer],
              [t('jobs.place'), card.facts?.place],
              [t('jobs.deadline'), card.facts?.deadline ? <FormattedDate value={card.facts.deadline} /> : undefined],
            ]}
          />
        )}
      />
    </div>
  );
}

import type { EventListTemplate } from './definition.ts';
import type { PageView } from '../../lib/page-view.ts';
import { ListPage } from '../../components/ListPage/index.tsx';
import { UpcomingEvents } from '../../components/ListPage/UpcomingEvents.tsx';
import { useNow } from '../../lib/use-now.ts';
import { selectByTime } from '../../lib/time-aware.ts';
import { useTranslation } from '../../i18n/index.tsx';

export default function EventList({ template, page }: { template: EventListTemplate; page: PageView['page'] }) {
  const t = useTranslation();
  // Upcoming events lead, the past ones are the filterable archive. The server and the
  // hydrating render split as of the build (the HTML matches); then the visitor's clock decides.
  const now = useNow(template.asOf ?? new Date(0).toISOString());
  if (!template.asOf) return <ListPage key={page.path} title={page.title} {...template} />;
  const upcoming = selectByTime(template.items, 'upcoming', now);
  const past = selectByTime(template.items, 'past', now);
  // Keyed by path: another list reached by client navigation starts unfiltered, on page 1.
  return (
    <ListPage
      key={page.path}
      title={page.title}
      {...template}
      items={past}
      lead={<UpcomingEvents cards={upcoming} title={t('event.upcoming')} empty={t('event.noneUpcoming')} shown={template.pageSize} />}
      listTitle={t('event.past')}
    />
  );
}

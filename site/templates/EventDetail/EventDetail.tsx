import type { EventDetailTemplate } from './definition.ts';
import type { PageView } from '../../lib/page-view.ts';
import { ShareLinks } from '../../components/ShareLinks/index.tsx';
import { DetailPage, type Fact } from '../../components/DetailPage/index.tsx';
import { FormattedDate } from '../../components/FormattedDate/index.tsx';
import { Link } from '../../components/Link/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import { formatDate } from '../../lib/format-date.ts';
import type { TemplateHead } from '../../lib/head-tags.ts';

/** The dates as the page shows them: one day, or first – last day. */
function when(event: EventDetailTemplate['event'], locale: string): string {
  const start = formatDate(event.startDate, locale);
  return event.endDate && event.endDate.slice(0, 10) !== event.startDate.slice(0, 10)
    ? `${start} – ${formatDate(event.endDate, locale)}`
    : start;
}

export default function EventDetail({ template, page }: { template: EventDetailTemplate; page: PageView['page'] }) {
  const t = useTranslation();
  const { event } = template;
  const eventTypeLabel = t(`event.type.${event.eventType}`);
  const facts: Fact[] = [
    { label: t('event.type'), value: eventTypeLabel },
    {
      label: t('event.when'),
      value: (
        <>
          <FormattedDate value={event.startDate} />
          {event.endDate && event.endDate.slice(0, 10) !== event.startDate.slice(0, 10) ? (
            <>
              {' – '}
              <FormattedDate value={event.endDate} />
            </>
          ) : null}
        </>
      ),
    },
  ];
  if (event.location) facts.push({ label: t('event.where'), value: event.location });
  // SPEC §3 "Event": info and register actions.
  const actions =
    event.registerLink || event.infoLink ? (
      <>
        {event.registerLink ? <Link link={event.registerLink}>{event.registerLink.text ?? t('event.register')}</Link> : null}
        {event.infoLink ? <Link link={event.infoLink}>{event.infoLink.text ?? t('event.moreInfo')}</Link> : null}
      </>
    ) : undefined;
  return (
    <DetailPage
      eyebrow={eventTypeLabel}
      title={template.title}
      summary={template.summary}
      share={<ShareLinks page={page} title={template.title} />}
      image={template.image}
      factsTitle={t('event.details')}
      facts={facts}
      actions={actions}
      body={template.body}
      downloads={[]}
      mainSection={template.mainSection}
    />
  );
}

// Link previews (Slack, X and others read these labelled fields) show when and where the event is.
const head: TemplateHead<EventDetailTemplate> = ({ template: { event }, page, site }) => {
  const label = (key: string, fallback: string) => site.translations[key] ?? fallback;
  const field = (n: number, name: string, value: string) =>
    [
      { tag: 'meta', attributes: { name: `twitter:label${n}`, content: name } },
      { tag: 'meta', attributes: { name: `twitter:data${n}`, content: value } },
    ] as const;
  return [
    ...field(1, label('event.when', 'When'), when(event, page.locale)),
    ...(event.location ? field(2, label('event.where', 'Where'), event.location) : []),
  ];
};
EventDetail.head = head;

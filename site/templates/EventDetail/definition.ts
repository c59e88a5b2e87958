import { z } from 'zod';
import { EventFieldsSchema, ImageSchema } from '../../../content/schema/index.ts';
import { event } from '../../lib/structured-data/templates.ts';
import { defineTemplate } from '../../define/define.ts';
import { yearOf } from '../../define/list-template.ts';
import { stringsFor } from '../../i18n/strings.ts';
import { RichTextSchema } from '../../define/rich-text.ts';
import { ModuleListSchema } from '../../define/module-list.ts';

export const definition = defineTemplate({
  name: 'EventDetail',
  search: 'event',
  openGraph: 'website',
  schema: z.strictObject({
    templateType: z.literal('EventDetail'),
    title: z.string().min(1),
    summary: z.string().min(1),
    image: ImageSchema.optional(),
    event: EventFieldsSchema,
    body: RichTextSchema,
    mainSection: ModuleListSchema.default([]),
  }),
  images: (template) => [[template.image, 'hero']],
  structuredData: ({ template, ...input }) => event({ ...input, template: { ...template, ...template.event } }),
  card: (page, template) => {
    // The event type as visitors read it in the page's language, e.g. 'Hybrid' / 'Híbrido'.
    const eventTypeLabel = stringsFor(page.locale, () => undefined)[`event.type.${template.event.eventType}`] ?? template.event.eventType;
    return {
      kind: 'event',
      id: page.id,
      title: template.title,
      url: page.path,
      date: template.event.startDate,
      ...(template.event.endDate ? { endDate: template.event.endDate } : {}),
      label: template.event.location ? `${eventTypeLabel} · ${template.event.location}` : eventTypeLabel,
      summary: template.summary,
      ...(template.image ? { image: template.image } : {}),
      facets: {
        year: yearOf(template.event.startDate),
        eventType: [eventTypeLabel],
        country: template.event.country ? [template.event.country] : [],
        region: template.event.region ? [template.event.region] : [],
        centers: template.event.centers,
      },
    };
  },
  examples: [
    {
      templateType: 'EventDetail',
      title: 'Next generation leadership programme: open day',
      summary: 'Meet the faculty and alumni of the programme for successors in family firms.',
      image: { url: '/media/event.jpg', width: 1920, height: 1080, alt: 'Participants of last year’s programme in the auditorium' },
      event: {
        eventType: 'face-to-face',
        startDate: '2026-11-18T17:00:00Z',
        endDate: '2026-11-19T13:00:00Z',
        location: 'Main campus, Madrid',
        registerLink: { href: 'https://events.ibera.edu/next-generation-open-day', text: 'Book your place' },
        infoLink: { href: '/programmes/next-generation/' },
      },
      body: '<p>Two half-days of sessions with the programme’s faculty, alumni and their families.</p><h2>Programme</h2><ul><li>Welcome and the succession barometer</li><li>Alumni panel</li></ul>',
    },
    {
      templateType: 'EventDetail',
      title: 'Webinar: governance protocols after the founder steps down',
      summary: 'A one-hour session with the authors of the 2026 protocol guide.',
      event: { eventType: 'online', startDate: '2026-12-03T16:00:00Z' },
      body: '<p>The link to the session is sent to registered participants the day before.</p>',
    },
  ],
});

export type EventDetailTemplate = z.output<typeof definition.schema>;

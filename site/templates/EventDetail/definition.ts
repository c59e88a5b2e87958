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
      label: template.event.location ? `${eventTypeLabel} · ${template.event.location}` : eventTypeLabel,
      summary: template.summary,
      ...(template.image ? { image: template.image } : {}),
      facets: { year: yearOf(template.event.startDate), eventType: [eventTypeLabel] },
    };
  },
});

export type EventDetailTemplate = z.output<typeof definition.schema>;

// The EventDetail pages below the list's path unless the page names its own source.
import { defineListTemplate, type ListTemplateData } from '../../define/list-template.ts';

export const definition = defineListTemplate({
  name: 'EventList',
  search: 'event',
  detail: 'EventDetail',
  timeAware: true,
  // Shown only where events carry them (an organising centre, a country): events by centre across the family.
  filters: ['centers', 'country', 'region'],
  examples: [
    {
      templateType: 'EventList',
      intro: 'Open days, seminars and webinars for business families and their advisers.',
      filters: ['eventType'],
      pageSize: 1,
    },
  ],
});

export type EventListTemplate = ListTemplateData<'EventList'>;

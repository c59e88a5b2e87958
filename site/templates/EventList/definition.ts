// The EventDetail pages below the list's path unless the page names its own source.
import { defineListTemplate, type ListTemplateData } from '../../define/list-template.ts';

export const definition = defineListTemplate({
  name: 'EventList',
  search: 'event',
  detail: 'EventDetail',
  timeAware: true,
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

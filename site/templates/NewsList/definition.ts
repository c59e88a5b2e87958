// News: every news page of the list's language, newest first, filtered by year and topic.
import { defineListTemplate, type ListTemplateData } from '../../define/list-template.ts';

export const definition = defineListTemplate({
  name: 'NewsList',
  search: 'news',
  detail: 'NewsDetail',
  scope: 'all',
  filters: ['year', 'topic'],
  examples: [
    {
      templateType: 'NewsList',
      intro: 'News from the centre: research results, programmes and the families we work with.',
      pageSize: 2,
    },
  ],
});

export type NewsListTemplate = ListTemplateData<'NewsList'>;

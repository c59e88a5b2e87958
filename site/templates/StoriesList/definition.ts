// Stories (SPEC §2 StoriesList): alumni and student stories below the list, filtered by programme, study type, nationality and year (SPEC §9).
import { defineListTemplate, type ListTemplateData } from '../../define/list-template.ts';

export const definition = defineListTemplate({
  name: 'StoriesList',
  search: 'story',
  detail: 'StoryDetail',
  scope: 'below',
  filters: ['programs', 'studyType', 'nationality', 'year'],
  examples: [
    {
      templateType: 'StoriesList',
      intro: 'Students and alumni tell what their programme changed.',
      pageSize: 2,
    },
  ],
});

export type StoriesListTemplate = ListTemplateData<'StoriesList'>;

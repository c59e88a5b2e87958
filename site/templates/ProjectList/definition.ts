// Projects (SPEC §2 ProjectList): the project pages below the list, newest first, filtered by programme, academic area and year (SPEC §9).
import { defineListTemplate, type ListTemplateData } from '../../define/list-template.ts';

export const definition = defineListTemplate({
  name: 'ProjectList',
  search: 'project',
  detail: 'ProjectDetail',
  scope: 'below',
  filters: ['programs', 'academicArea', 'year'],
  examples: [
    {
      templateType: 'ProjectList',
      intro: 'Final projects and research projects by our students and faculty.',
      pageSize: 2,
    },
  ],
});

export type ProjectListTemplate = ListTemplateData<'ProjectList'>;

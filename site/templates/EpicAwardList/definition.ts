// EPIC awards (SPEC §2 EpicAwardList): the nominations below the list, winners first within an edition, filtered by award category and edition year (SPEC §9).
import { defineListTemplate, type ListTemplateData } from '../../define/list-template.ts';

export const definition = defineListTemplate({
  name: 'EpicAwardList',
  search: 'award',
  detail: 'EpicAwardDetail',
  scope: 'below',
  filters: ['awardCategory', 'year'],
  examples: [
    {
      templateType: 'EpicAwardList',
      intro: 'The EPIC awards recognise entrepreneurial projects by our community.',
      pageSize: 2,
    },
  ],
});

export type EpicAwardListTemplate = ListTemplateData<'EpicAwardList'>;

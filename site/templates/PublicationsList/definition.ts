// The PublicationDetail pages below the list's path unless the page names its own source.
import { defineListTemplate, type ListTemplateData } from '../../define/list-template.ts';

export const definition = defineListTemplate({
  name: 'PublicationsList',
  search: 'publication',
  detail: 'PublicationDetail',
  // Shown only where publications carry them.
  filters: ['subjectArea', 'classificationType', 'centers'],
  examples: [
    {
      templateType: 'PublicationsList',
      intro: 'Reports, journal articles and case studies by the centre’s researchers.',
      filters: ['year', 'publicationType'],
    },
  ],
});

export type PublicationsListTemplate = ListTemplateData<'PublicationsList'>;

// The GeneralInfoDetail pages below the list's path unless the page names its own source.
import { defineListTemplate, type ListTemplateData } from '../../define/list-template.ts';

export const definition = defineListTemplate({
  name: 'GeneralInfoList',
  search: 'page',
  detail: 'GeneralInfoDetail',
  examples: [
    {
      templateType: 'GeneralInfoList',
      intro: 'The centre’s research is organised in lines, each led by a senior researcher.',
    },
  ],
});

export type GeneralInfoListTemplate = ListTemplateData<'GeneralInfoList'>;

// The GeneralInfoDetail pages below the list's path unless the page names its own source.
import { defineListTemplate, type ListTemplateData } from '../../define/list-template.ts';

export const definition = defineListTemplate({ name: 'GeneralInfoList', detail: 'GeneralInfoDetail' });

export type GeneralInfoListTemplate = ListTemplateData<'GeneralInfoList'>;

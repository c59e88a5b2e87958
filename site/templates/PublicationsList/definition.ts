// The PublicationDetail pages below the list's path unless the page names its own source.
import { defineListTemplate, type ListTemplateData } from '../../define/list-template.ts';

export const definition = defineListTemplate({ name: 'PublicationsList', detail: 'PublicationDetail' });

export type PublicationsListTemplate = ListTemplateData<'PublicationsList'>;

// The EventDetail pages below the list's path unless the page names its own source.
import { defineListTemplate, type ListTemplateData } from '../../define/list-template.ts';

export const definition = defineListTemplate({ name: 'EventList', detail: 'EventDetail' });

export type EventListTemplate = ListTemplateData<'EventList'>;

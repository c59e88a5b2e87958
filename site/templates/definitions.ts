// Every template a page may name (SPEC §2 "Page templates"): schema, resolver, card.
// Pipeline-only; the client imports types from here, never values.
import type { Resolved } from '../lib/define.ts';
import { definition as BasicTemplate } from './BasicTemplate/definition.ts';
import { definition as Error404 } from './Error404/definition.ts';
import { definition as Landing } from './Landing/definition.ts';
import { definition as NewsDetail } from './NewsDetail/definition.ts';
import { definition as NewsList } from './NewsList/definition.ts';
import { definition as SitemapTemplate } from './SitemapTemplate/definition.ts';
import { definition as EventDetail } from './EventDetail/definition.ts';
import { definition as EventList } from './EventList/definition.ts';
import { definition as GeneralInfoDetail } from './GeneralInfoDetail/definition.ts';
import { definition as GeneralInfoList } from './GeneralInfoList/definition.ts';
import { definition as PersonList } from './PersonList/definition.ts';
import { definition as PublicationDetail } from './PublicationDetail/definition.ts';
import { definition as PublicationsList } from './PublicationsList/definition.ts';

export const templateDefinitions = {
  BasicTemplate,
  Error404,
  Landing,
  NewsDetail,
  NewsList,
  SitemapTemplate,
  EventDetail,
  EventList,
  GeneralInfoDetail,
  GeneralInfoList,
  PersonList,
  PublicationDetail,
  PublicationsList,
};

export type TemplateName = keyof typeof templateDefinitions;
/** A template's content as its component receives it, after validation and resolution. */
export type TemplateData = { [N in TemplateName]: Resolved<(typeof templateDefinitions)[N]> }[TemplateName];

export function isTemplateName(name: unknown): name is TemplateName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(templateDefinitions, name);
}

// Template name → lazily imported component, one chunk each (SPEC §2 "Page templates").
import { createLazyRegistry, type Loader } from '../lib/lazy-registry.ts';
import type { TemplateName } from './definitions.ts';

const loaders = {
  BasicTemplate: () => import('./BasicTemplate/BasicTemplate.tsx'),
  Error404: () => import('./Error404/Error404.tsx'),
  Landing: () => import('./Landing/Landing.tsx'),
  NewsDetail: () => import('./NewsDetail/NewsDetail.tsx'),
  NewsList: () => import('./NewsList/NewsList.tsx'),
  SitemapTemplate: () => import('./SitemapTemplate/SitemapTemplate.tsx'),
  EventDetail: () => import('./EventDetail/EventDetail.tsx'),
  EventList: () => import('./EventList/EventList.tsx'),
  GeneralInfoDetail: () => import('./GeneralInfoDetail/GeneralInfoDetail.tsx'),
  GeneralInfoList: () => import('./GeneralInfoList/GeneralInfoList.tsx'),
  PersonList: () => import('./PersonList/PersonList.tsx'),
  PublicationDetail: () => import('./PublicationDetail/PublicationDetail.tsx'),
  PublicationsList: () => import('./PublicationsList/PublicationsList.tsx'),
} satisfies Record<TemplateName, Loader>;

export const templateRegistry = createLazyRegistry<TemplateName>(loaders);

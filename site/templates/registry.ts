// Template name → lazily imported component, one chunk each (SPEC §2 "Page templates").
import { createLazyRegistry, type Loader } from '../lib/lazy-registry.ts';
import type { TemplateName } from './definitions.ts';

const loaders = {
  BasicTemplate: () => import('./BasicTemplate/index.tsx'),
  Error404: () => import('./Error404/index.tsx'),
  Landing: () => import('./Landing/index.tsx'),
  NewsDetail: () => import('./NewsDetail/index.tsx'),
  NewsList: () => import('./NewsList/index.tsx'),
  SitemapTemplate: () => import('./SitemapTemplate/index.tsx'),
  EventDetail: () => import('./EventDetail/index.tsx'),
  EventList: () => import('./EventList/index.tsx'),
  GeneralInfoDetail: () => import('./GeneralInfoDetail/index.tsx'),
  GeneralInfoList: () => import('./GeneralInfoList/index.tsx'),
  PersonList: () => import('./PersonList/index.tsx'),
  PublicationDetail: () => import('./PublicationDetail/index.tsx'),
  PublicationsList: () => import('./PublicationsList/index.tsx'),
} satisfies Record<TemplateName, Loader>;

export const templateRegistry = createLazyRegistry<TemplateName>(loaders);

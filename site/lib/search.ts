// Site search (SPEC §2 SearchResults): what kind of content a page is, as search results show it
// and filter by. Every page states its kind in its HTML (site/app/Page.tsx) for the indexer.
import type { TranslationKey } from '../i18n/en.ts';

export const SEARCH_TYPES = ['news', 'program', 'teacher', 'event', 'publication', 'project', 'story', 'video', 'award', 'page'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

const BY_TEMPLATE: Record<string, SearchType> = {
  NewsDetail: 'news',
  NewsList: 'news',
  ProgramDetail: 'program',
  ProgramDetailMax: 'program',
  SpecializationDetail: 'program',
  ProgramsList: 'program',
  TeacherDetail: 'teacher',
  TeachersList: 'teacher',
  PersonList: 'teacher',
  EventDetail: 'event',
  EventList: 'event',
  PublicationDetail: 'publication',
  PublicationsList: 'publication',
  ArticlesList: 'publication',
  ProjectDetail: 'project',
  ProjectList: 'project',
  StoryDetail: 'story',
  StoriesList: 'story',
  AcademicVideo: 'video',
  AudiovisualList: 'video',
  EpicAwardDetail: 'award',
  EpicAwardList: 'award',
};

/** Pages search never lists: the search page itself, error pages and the sitemap. */
const NOT_INDEXED = new Set(['SearchResults', 'Error404', 'SitemapTemplate']);

export const searchTypeOf = (templateType: string): SearchType => BY_TEMPLATE[templateType] ?? 'page';

export const isSearchable = (templateType: string, indexed: boolean): boolean => indexed && !NOT_INDEXED.has(templateType);

export const searchTypeLabel = (type: SearchType): TranslationKey => `search.type.${type}`;

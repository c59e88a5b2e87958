// Site search (SPEC §2 SearchResults): what kind of content a page is, as search results show it
// and filter by. Every page states its kind in its HTML (site/app/Page.tsx) for the indexer.
import type { TranslationKey } from '../i18n/en.ts';
import { templateFacts } from '../../generated/template-facts.ts';
import type { SearchType } from './search-types.ts';

export type { SearchType };

/** Every kind of SearchType in the order search shows them (a kind left out is a type error). */
export const SEARCH_TYPES = [
  'news',
  'program',
  'teacher',
  'event',
  'publication',
  'project',
  'story',
  'video',
  'award',
  'page',
] as const satisfies readonly SearchType[];
type AllListed<Missing extends never> = Missing;
export type EveryKindListed = AllListed<Exclude<SearchType, (typeof SEARCH_TYPES)[number]>>;

/**
 * A template's search type, as its definition says (`search`, gathered by codegen into
 * generated/template-facts.ts); false for pages search never lists. A name no definition has is
 * a plain page.
 */
export const searchTypeOf = (templateType: string): SearchType | false => templateFacts[templateType]?.search ?? 'page';

export const searchTypeLabel = (type: SearchType): TranslationKey => `search.type.${type}`;

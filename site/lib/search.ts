// Site search (SPEC §2 SearchResults): what kind of content a page is, as search results show it
// and filter by. Every page states its kind in its HTML (site/app/Page.tsx) for the indexer.
import type { TranslationKey } from '../i18n/en.ts';
import { templateFacts } from '../../generated/template-facts.ts';
import type { SearchType } from './search-types.ts';

export { SEARCH_TYPES, type SearchType } from './search-types.ts';

/**
 * A template's search type, as its definition says (`search`, gathered by codegen into
 * generated/template-facts.ts); false for pages search never lists. A name no definition has is
 * a plain page.
 */
export const searchTypeOf = (templateType: string): SearchType | false => templateFacts[templateType]?.search ?? 'page';

export const searchTypeLabel = (type: SearchType): TranslationKey => `search.type.${type}`;

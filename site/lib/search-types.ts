// The kinds of content site search knows, on their own so that the generated template facts can
// name the type without importing site/lib/search.ts, which reads those facts.
export const SEARCH_TYPES = ['news', 'program', 'teacher', 'event', 'publication', 'project', 'story', 'video', 'award', 'page'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

// The kinds of content site search knows, as a type only: the generated template facts name it
// without importing site/lib/search.ts, which reads those facts (no import cycle), and no module
// is added to the client bundle. site/lib/search.ts lists them in their display order.
export type SearchType = 'news' | 'program' | 'teacher' | 'event' | 'publication' | 'project' | 'story' | 'video' | 'award' | 'page';

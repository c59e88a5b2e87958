// Site search (SPEC §2 SearchResults): a search form over the static index the build writes
// (pipeline/search), per language. The page's type chunk is the only code that loads the index
// client, so no other page pays for search (docs/search.md).
import { z } from 'zod';
import { defineTemplate } from '../../define/define.ts';
import { ModuleListSchema } from '../../define/module-list.ts';

const schema = z.strictObject({
  templateType: z.literal('SearchResults'),
  heroSection: ModuleListSchema.default([]),
  intro: z.string().optional(),
  /**
   * `site`: the site's own pages. `family`: every site of the family (the university's search
   * finds a programme of any school), each result naming its site. A build of one site searches
   * that site alone.
   */
  scope: z.enum(['site', 'family']).default('site').describe('What the page searches: its own site, or every site of the family.'),
  /** Results shown at first and added by "Show more". */
  pageSize: z.number().int().positive().default(10),
  mainSection: ModuleListSchema.default([]),
});

export type SearchResultsTemplate = z.output<typeof schema>;

export const definition = defineTemplate({
  name: 'SearchResults',
  schema,
  search: false,
  openGraph: 'website',
  examples: [
    { templateType: 'SearchResults', intro: 'Search news, programmes, faculty and research.' },
    { templateType: 'SearchResults', scope: 'family', intro: 'Busca programas, noticias y eventos de todas las escuelas y centros.' },
  ],
});

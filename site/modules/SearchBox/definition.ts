// SearchBox: the site's search field placed in a page (a library guide, a help page, the end of
// a not-found page), with a heading and a line of text. A plain GET form to the site's search
// page (site/components/SearchForm), so it works without JavaScript and loads no search code.
import { z } from 'zod';
import { HrefSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';
import { SEARCH_TYPES } from '../../lib/search.ts';

export const definition = defineModule({
  name: 'SearchBox',
  family: 'navigation',
  description: "A site-search field placed in a page; a plain form that sends the words to the site's search page.",
  schema: z.strictObject({
    component: z.literal('SearchBox'),
    id: z.string().optional(),
    title: z.string().min(1).describe('The heading above the field; it also names the search landmark.'),
    text: z.string().optional().describe('A line on what the search finds.'),
    action: HrefSchema.describe("The site's search page (its SearchResults page), e.g. /search/ or /es/buscar/."),
    label: z.string().min(1).optional().describe('The field\'s label; "Search the site" when empty.'),
    placeholder: z.string().min(1).optional().describe('An example of what to type, shown in the empty field.'),
    type: z.enum(SEARCH_TYPES).optional().describe('Search only this kind of content (news, publications …).'),
  }),
  examples: [
    {
      component: 'SearchBox',
      title: 'Search our research',
      text: 'Reports, working papers and case studies on family firms since 2004.',
      action: '/search/',
      label: 'Search publications',
      placeholder: 'succession, family protocol, boards…',
      type: 'publication',
    },
    {
      component: 'SearchBox',
      title: '¿No encuentras lo que buscas?',
      text: 'Busca en todo el sitio: noticias, programas, profesorado y actividades.',
      action: '/es/buscar/',
    },
  ],
});

export type SearchBoxProps = z.output<typeof definition.schema>;

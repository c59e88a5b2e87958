// HeroSearch: a hero whose one action is the site's search (a library, a research portal, the
// help centre of a service): the page's h1, a line of text and the search field, optionally over
// a picture behind the sub-theme's veil, with a few popular searches as links. The field is the
// same plain GET form as SearchBox's (site/components/SearchForm): it works without JavaScript.
import { z } from 'zod';
import { HrefSchema, ImageSchema } from '../../../content/schema/index.ts';
import { SUB_THEMES } from '../../../themes/site-themes.ts';
import { defineModule, transparentOnDarkSubTheme } from '../../define/define.ts';
import { SEARCH_TYPES } from '../../lib/search.ts';

export const definition = defineModule({
  name: 'HeroSearch',
  family: 'hero',
  description: 'A hero with the page title, a line of text and a large site-search field, with popular searches as links.',
  schema: z.strictObject({
    component: z.literal('HeroSearch'),
    id: z.string().optional(),
    eyebrow: z.string().optional(),
    title: z.string().min(1).describe("The page's title (its h1)."),
    subtitle: z.string().optional().describe('A line on what visitors can find.'),
    image: ImageSchema.optional().describe('Optional: without a picture the hero is a band in its sub-theme.'),
    action: HrefSchema.describe("The site's search page (its SearchResults page), e.g. /search/ or /es/buscar/."),
    label: z.string().min(1).optional().describe('The field\'s label; "Search the site" when empty.'),
    placeholder: z.string().min(1).optional().describe('An example of what to type, shown in the empty field.'),
    type: z.enum(SEARCH_TYPES).optional().describe('Search only this kind of content.'),
    suggestions: z.array(z.string().min(1)).max(6).default([]).describe('Popular searches, each a link to its results.'),
    /** Sub-theme of SPEC §3 "Design themes" for this module. */
    subtheme: z.enum(SUB_THEMES).default('accent'),
  }),
  header: transparentOnDarkSubTheme('accent'),
  images: (props) => [[props.image, 'hero']],
  strings: {
    en: { 'heroSearch.suggestions': 'Popular searches' },
    es: { 'heroSearch.suggestions': 'Búsquedas frecuentes' },
  },
  examples: [
    {
      component: 'HeroSearch',
      eyebrow: 'Research library',
      title: 'Find research on business families',
      subtitle: 'Twenty years of reports, working papers, case studies and data on family firms, in English and Spanish.',
      image: { url: '/media/library.jpg', width: 1600, height: 1067, alt: 'Reading room of the library with long wooden tables' },
      action: '/search/',
      label: 'Search reports, papers and cases',
      placeholder: 'succession, family office, governance…',
      suggestions: ['succession', 'family protocol', 'family office', 'next generation'],
      subtheme: 'inverse',
    },
    {
      component: 'HeroSearch',
      eyebrow: 'Centro de ayuda',
      title: '¿En qué podemos ayudarte?',
      subtitle: 'Admisiones, becas, calendario académico y servicios al estudiante: busca en todas las páginas del centro.',
      action: '/es/buscar/',
      suggestions: ['becas', 'admisiones', 'calendario'],
    },
  ],
});

export type HeroSearchProps = z.output<typeof definition.schema>;

// SiteIndex: a sitemap an editor places on a page (a help page, the foot of a landing page, the
// visitor guide): the site's pages grouped by the sections of its menus, as visitors know them
// from the header, each section a heading with its pages below. It reads the menus of the page's
// language from the site data every page already has, so it is always the menu the header shows
// and adds nothing to the page's data. Unlike the /sitemap/ page (every indexable page, nested
// by path), it lists what the menus offer, in the editors' order.
import { z } from 'zod';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'SiteIndex',
  family: 'navigation',
  description: "The site's pages grouped by the sections of its header menus: a map of the site for visitors.",
  schema: z.strictObject({
    component: z.literal('SiteIndex'),
    id: z.string().optional(),
    title: z.string().min(1).optional().describe('The heading; it also names the navigation. "Site index" when empty.'),
    intro: z.string().optional(),
    menu: z
      .enum(['main', 'top', 'both'])
      .default('main')
      .describe("Which of the header's menus: the main menu, the top bar's, or both (main first)."),
    sections: z
      .array(z.string().min(1))
      .default([])
      .describe('Only these sections, by their menu label, in this order; every section when empty.'),
    depth: z.number().int().min(1).max(3).default(2).describe('How many levels below each section to list.'),
  }),
  strings: {
    en: { 'siteIndex.title': 'Site index', 'siteIndex.newTab': '(opens in a new tab)' },
    es: { 'siteIndex.title': 'Índice del sitio', 'siteIndex.newTab': '(se abre en una pestaña nueva)' },
  },
  examples: [
    {
      component: 'SiteIndex',
      title: 'Find your way around the centre',
      intro: 'Every section of the site and its main pages, as in the menu.',
      sections: ['Research', 'Dissemination', 'Education', 'About us'],
    },
    { component: 'SiteIndex', title: 'Mapa del sitio', menu: 'both', depth: 1 },
  ],
});

export type SiteIndexProps = z.output<typeof definition.schema>;

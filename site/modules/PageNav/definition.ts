// PageNav: the navigation of a short series of pages read in order (a visitor guide, an
// admissions guide in steps): every page of the series as a list, the current one marked, and
// links to the previous and next pages. The editor lists the pages once and places the same
// module on each of them; the build finds where the page it sits on is in the list.
import { z } from 'zod';
import { SitePathSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';

const PageSchema = z.strictObject({
  href: SitePathSchema.describe('The page of the series, by its path'),
  text: z.string().min(1).describe('Its name in the list, usually its title'),
});

type SeriesPage = z.output<typeof PageSchema>;

export interface PageNavProps {
  component: 'PageNav';
  id?: string | undefined;
  title: string;
  pages: SeriesPage[];
  /** Where the page showing the module is in the series; -1 when it is not one of them. */
  current: number;
}

const withSlash = (path: string) => path.replace(/\/?$/, '/');

export const definition = defineModule({
  name: 'PageNav',
  family: 'navigation',
  description:
    'A series of pages read in order: the list (a navigation named by its heading, the page being read marked aria-current="page"), then "Previous" and "Next" links; the build finds the page in the list, so the same module goes on every page of the series.',
  schema: z.strictObject({
    component: z.literal('PageNav'),
    id: z.string().optional(),
    /** The series' name: the heading of the list and the name of the navigation. */
    title: z.string().min(1),
    pages: z.array(PageSchema).min(2),
  }),
  resolve: (props, context): PageNavProps => ({
    component: props.component,
    id: props.id,
    title: props.title,
    pages: props.pages,
    current: props.pages.findIndex((page) => withSlash(page.href) === withSlash(context.page.path)),
  }),
  strings: {
    en: { 'pageNav.previous': 'Previous', 'pageNav.next': 'Next', 'pageNav.steps': 'Previous and next page' },
    es: { 'pageNav.previous': 'Anterior', 'pageNav.next': 'Siguiente', 'pageNav.steps': 'Página anterior y siguiente' },
  },
  examples: [
    {
      component: 'PageNav',
      title: 'Visitor guide',
      pages: [
        { href: '/visitor-guide/', text: 'Planning your visit' },
        { href: '/visitor-guide/campuses/', text: 'Our campuses' },
        { href: '/visitor-guide/open-evening/', text: 'Open evening' },
      ],
    },
    {
      component: 'PageNav',
      title: 'Guía del visitante',
      pages: [
        { href: '/es/guia-del-visitante/', text: 'Prepara tu visita' },
        { href: '/es/guia-del-visitante/campus/', text: 'Nuestros campus' },
        { href: '/es/guia-del-visitante/tarde-de-puertas-abiertas/', text: 'Tarde de puertas abiertas' },
      ],
    },
  ],
});

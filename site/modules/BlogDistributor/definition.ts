// Blog distributor (SPEC §2 "distributors for news, events, blog …"): blog posts held by
// ArticlesList pages (entities 'BlogPost', site/define/media-items.ts), resolved at build; a grid
// of cards (the default), a list or the shared carousel.
import { defineLayoutDistributor, type LayoutDistributorData } from '../../define/distributor.ts';

export const definition = defineLayoutDistributor('BlogDistributor', {
  family: 'distributor',
  description: 'Blog posts selected by a list data source, as a grid, a list or a slider of cards.',
  strings: {
    en: { 'blogDistributor.label': 'Blog posts' },
    es: { 'blogDistributor.label': 'Artículos del blog' },
  },
  examples: [
    {
      component: 'BlogDistributor',
      title: 'From the blog',
      data: { mode: 'auto', sources: [{ structuredData: 'BlogPost' }], quantity: 2 },
      link: { href: '/business-school/articles/', text: 'All articles' },
    },
    {
      component: 'BlogDistributor',
      title: 'Del blog',
      layout: 'list',
      data: { mode: 'auto', sources: [{ structuredData: 'BlogPost' }], quantity: 3 },
      link: { href: '/es/business-school/articulos/', text: 'Todos los artículos' },
    },
    {
      component: 'BlogDistributor',
      layout: 'slider',
      data: { mode: 'auto', sources: [{ structuredData: 'BlogPost' }], quantity: 6 },
    },
  ],
});

export type BlogDistributorProps = LayoutDistributorData<'BlogDistributor'>;

// News chosen by a data source, newest first, as a grid of cards (the default), a list read top
// to bottom or the shared carousel.
import { defineLayoutDistributor, type LayoutDistributorData } from '../../define/distributor.ts';

export const definition = defineLayoutDistributor('NewsDistributor', {
  family: 'distributor',
  description: 'News selected by a list data source, newest first, as a grid, a list or a slider of cards.',
  strings: {
    en: { 'newsDistributor.label': 'News' },
    es: { 'newsDistributor.label': 'Noticias' },
  },
  examples: [
    {
      component: 'NewsDistributor',
      title: 'Latest news',
      data: { mode: 'auto', sources: [{ structuredData: 'NewsDetail' }], quantity: 2 },
      link: { href: '/news/', text: 'All news' },
    },
    {
      component: 'NewsDistributor',
      data: { mode: 'manual', fixed: ['news-forum', 'news-succession'] },
    },
    {
      component: 'NewsDistributor',
      title: 'In the press',
      layout: 'list',
      data: { mode: 'auto', sources: [{ structuredData: 'NewsDetail' }], quantity: 3 },
      link: { href: '/news/', text: 'All news' },
    },
    {
      component: 'NewsDistributor',
      title: 'Latest news',
      layout: 'slider',
      data: { mode: 'auto', sources: [{ structuredData: 'NewsDetail' }], quantity: 6 },
      link: { href: '/news/', text: 'All news' },
    },
  ],
});

export type NewsDistributorProps = LayoutDistributorData<'NewsDistributor'>;

import { defineDistributor, type DistributorData } from '../../define/distributor.ts';

export const definition = defineDistributor('NewsDistributor', {
  family: 'distributor',
  description: 'News selected by a list data source, newest first, as cards.',
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
  ],
});

export type NewsDistributorProps = DistributorData<'NewsDistributor'>;

// Cards of any list (news, events, publications, programmes …) in a carousel instead of a
// grid: selected by a data source at build like every distributor, so the cards are in the HTML.
import { defineDistributor, type DistributorData } from '../../define/distributor.ts';

export const definition = defineDistributor('CardSlider', {
  family: 'slider',
  description: 'The cards a data source selects (news, events, publications …), several at a time.',
  examples: [
    {
      component: 'CardSlider',
      title: 'Latest news',
      data: { mode: 'auto', sources: [{ structuredData: 'NewsDetail' }], quantity: 6 },
      link: { href: '/news/', text: 'All news' },
    },
    {
      component: 'CardSlider',
      title: 'Upcoming events',
      data: { mode: 'auto', sources: [{ structuredData: 'EventDetail' }], order: 'oldest', quantity: 4 },
    },
  ],
});

export type CardSliderProps = DistributorData<'CardSlider'>;

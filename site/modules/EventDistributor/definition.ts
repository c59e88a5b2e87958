import { defineDistributor, type DistributorData } from '../../define/distributor.ts';

export const definition = defineDistributor('EventDistributor', {
  examples: [
    {
      component: 'EventDistributor',
      title: 'Upcoming events',
      data: { mode: 'auto', sources: [{ structuredData: 'EventDetail' }], order: 'oldest', quantity: 3 },
      link: { href: '/events/', text: 'All events' },
    },
  ],
});

export type EventDistributorProps = DistributorData<'EventDistributor'>;

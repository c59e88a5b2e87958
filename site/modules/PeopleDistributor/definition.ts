import { defineDistributor, type DistributorData } from '../../define/distributor.ts';

export const definition = defineDistributor('PeopleDistributor', {
  family: 'distributor',
  description: 'People selected by a list data source, as cards with their portrait and role.',
  examples: [
    {
      component: 'PeopleDistributor',
      title: 'Our researchers',
      data: {
        mode: 'navigation',
        referenceId: '/our-team/',
        sources: [{ structuredData: 'Person', filters: ['kind:member'] }],
        order: 'alpha',
      },
      link: { href: '/our-team/', text: 'Meet the whole team' },
    },
  ],
});

export type PeopleDistributorProps = DistributorData<'PeopleDistributor'>;

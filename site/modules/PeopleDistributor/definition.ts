// People chosen by a data source (a team, a faculty, partners), as cards with their portrait and
// role: a grid (the default), a list or the shared carousel.
import { defineLayoutDistributor, type LayoutDistributorData } from '../../define/distributor.ts';

export const definition = defineLayoutDistributor('PeopleDistributor', {
  family: 'distributor',
  description: 'People selected by a list data source, as a grid, a list or a slider of cards with their portrait and role.',
  strings: {
    en: { 'peopleDistributor.label': 'People' },
    es: { 'peopleDistributor.label': 'Personas' },
  },
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
    {
      component: 'PeopleDistributor',
      title: 'Research team',
      layout: 'list',
      data: { mode: 'auto', sources: [{ structuredData: 'Person', filters: ['kind:member'] }], order: 'alpha', quantity: 3 },
    },
    {
      component: 'PeopleDistributor',
      title: 'Nuestro equipo',
      layout: 'slider',
      data: { mode: 'auto', sources: [{ structuredData: 'Person', filters: ['kind:member'] }], order: 'alpha' },
      link: { href: '/es/nuestro-equipo/', text: 'Todo el equipo' },
    },
  ],
});

export type PeopleDistributorProps = LayoutDistributorData<'PeopleDistributor'>;

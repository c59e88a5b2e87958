// ProgramDistributor: programme cards chosen by a data source (SPEC §2 "distributors … programmes"),
// e.g. every master of the school, or three programmes picked by hand; a grid of cards (the
// default), a list or the shared carousel.
import { defineLayoutDistributor, type LayoutDistributorData } from '../../define/distributor.ts';

export const definition = defineLayoutDistributor('ProgramDistributor', {
  family: 'distributor',
  description: 'Programmes selected by a list data source, as a grid, a list or a slider of cards with their key facts.',
  strings: {
    en: { 'programDistributor.label': 'Programmes' },
    es: { 'programDistributor.label': 'Programas' },
  },
  examples: [
    {
      component: 'ProgramDistributor',
      title: 'Masters',
      data: { mode: 'auto', sources: [{ structuredData: 'ProgramDetail', filters: ['programType:Master'] }], order: 'alpha' },
      link: { href: '/business-school/programmes/', text: 'All programmes' },
    },
    {
      component: 'ProgramDistributor',
      title: 'Programmes for family businesses',
      layout: 'list',
      data: { mode: 'auto', sources: [{ structuredData: 'ProgramDetail' }], order: 'alpha', quantity: 4 },
      link: { href: '/business-school/programmes/', text: 'All programmes' },
    },
    {
      component: 'ProgramDistributor',
      title: 'Nuestros programas',
      layout: 'slider',
      data: { mode: 'auto', sources: [{ structuredData: 'ProgramDetail' }], order: 'alpha' },
      link: { href: '/es/business-school/programas/', text: 'Todos los programas' },
    },
  ],
});

export type ProgramDistributorProps = LayoutDistributorData<'ProgramDistributor'>;

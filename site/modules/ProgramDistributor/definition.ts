// ProgramDistributor: programme cards chosen by a data source (SPEC §2 "distributors … programmes"),
// e.g. every master of the school, or three programmes picked by hand.
import { defineDistributor, type DistributorData } from '../../define/distributor.ts';

export const definition = defineDistributor('ProgramDistributor', {
  family: 'distributor',
  description: 'Programmes selected by a list data source, as cards with their key facts.',
  examples: [
    {
      component: 'ProgramDistributor',
      title: 'Masters',
      data: { mode: 'auto', sources: [{ structuredData: 'ProgramDetail', filters: ['programType:Master'] }], order: 'alpha' },
      link: { href: '/business-school/programmes/', text: 'All programmes' },
    },
  ],
});

export type ProgramDistributorProps = DistributorData<'ProgramDistributor'>;

// AwardDistributor: EPIC award nominations (SPEC §3 "EPIC award") as cards with the candidate,
// the category, the edition and whether it won: winners of an edition come first in the default
// order. Selected like any list, structuredData 'EpicAwardDetail', e.g. filtered by
// 'awardStatus:winner' for a "this year's winners" block.
import { defineListDistributor, type ListDistributorData } from '../../define/distributor.ts';

export const definition = defineListDistributor('AwardDistributor', {
  family: 'distributor',
  description: 'EpicAwardDetail.',
  examples: [
    {
      component: 'AwardDistributor',
      title: 'EPIC award winners',
      intro: 'Ventures by students, alumni and family firms that our jury chose in each edition.',
      data: { mode: 'auto', sources: [{ structuredData: 'EpicAwardDetail', filters: ['awardStatus:winner'] }] },
      link: { href: '/business-school/epic-awards/', text: 'All nominations' },
    },
    {
      component: 'AwardDistributor',
      title: 'Premios EPIC 2026',
      layout: 'list',
      data: { mode: 'auto', sources: [{ structuredData: 'EpicAwardDetail', filters: ['year:2026'] }] },
      link: { href: '/es/business-school/premios-epic/', text: 'Todas las candidaturas' },
    },
  ],
});

export type AwardDistributorProps = ListDistributorData<'AwardDistributor'>;

import { defineDistributor, type DistributorData } from '../../define/distributor.ts';

/** Partner logos, selected like any list (usually auto mode, structuredData 'Person', filter 'kind:partner'). */
export const definition = defineDistributor('LogoCollection', {
  family: 'collection',
  description: 'Logos of partner organisations, selected like any list, each named by its alt text.',
  preset: 'logo',
  examples: [
    {
      component: 'LogoCollection',
      title: 'Our partners',
      data: { mode: 'auto', sources: [{ structuredData: 'Person', filters: ['kind:partner'] }], order: 'alpha' },
      link: { href: '/our-team/our-partners/', text: 'Become a partner' },
    },
  ],
});

export type LogoCollectionProps = DistributorData<'LogoCollection'>;

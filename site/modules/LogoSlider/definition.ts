// Partner and sponsor logos in a carousel, several at a time: selected like any list (usually
// the partners, auto mode with structuredData 'Person' and filter 'kind:partner').
import { defineDistributor, type DistributorData } from '../../define/distributor.ts';

export const definition = defineDistributor('LogoSlider', {
  family: 'slider',
  description: 'Partner logos from a data source (usually Person with kind:partner).',
  preset: 'logo',
  examples: [
    {
      component: 'LogoSlider',
      title: 'Our partners',
      data: { mode: 'auto', sources: [{ structuredData: 'Person', filters: ['kind:partner'] }], order: 'alpha' },
      link: { href: '/our-team/our-partners/', text: 'Become a partner' },
    },
  ],
});

export type LogoSliderProps = DistributorData<'LogoSlider'>;

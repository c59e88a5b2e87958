// ScholarshipDistributor: scholarships (SPEC §3 "Scholarship") as cards with their amount, who can
// apply and the deadline, open or closed as of the sync in the HTML and again by the visitor's
// clock (site/lib/use-now.ts), as on the scholarships page. Each card links to the scholarship on
// that page. Selected like any list, structuredData 'Scholarship' (the ScholarshipsList pages hold
// them), e.g. filtered by 'programs:Executive MBA' on a programme page.
import type { z } from 'zod';
import type { Card } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';
import { listDistributorSchema } from '../../define/distributor.ts';

const schema = listDistributorSchema('ScholarshipDistributor');

export type ScholarshipDistributorProps = z.output<typeof schema> & {
  items: Card[];
  /** The moment the build decided which scholarships are open (ISO). */
  asOf: string;
};

export const definition = defineModule({
  name: 'ScholarshipDistributor',
  family: 'distributor',
  description: 'Scholarship (held by ScholarshipsList).',
  schema,
  resolve: (props, context): ScholarshipDistributorProps => ({
    ...props,
    items: context.cards(props.data),
    asOf: context.asOf ?? new Date(0).toISOString(),
  }),
  images: (props) => props.items.map((card) => [card.image, 'card'] as const),
  strings: {
    en: { 'scholarships.applications': 'Applications' },
    es: { 'scholarships.applications': 'Solicitudes' },
  },
  examples: [
    {
      component: 'ScholarshipDistributor',
      title: 'Scholarships for master’s students',
      intro: 'Apply before you are admitted: the committee decides within four weeks of each deadline.',
      data: { mode: 'auto', sources: [{ structuredData: 'Scholarship', filters: ['studyType:Master'] }], order: 'oldest' },
      link: { href: '/business-school/scholarships/', text: 'All scholarships and how to apply' },
    },
    {
      component: 'ScholarshipDistributor',
      title: 'Becas para familias empresarias',
      layout: 'list',
      data: { mode: 'auto', sources: [{ structuredData: 'Scholarship' }] },
      link: { href: '/es/business-school/becas/', text: 'Todas las becas' },
    },
  ],
});

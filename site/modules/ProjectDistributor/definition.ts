// ProjectDistributor: research and final projects as cards with who made them, who funds them,
// their dates and whether they are still running — ongoing until their end date, completed after,
// decided as of the sync in the HTML and again by the visitor's clock (site/lib/use-now.ts).
// Selected like any list (SPEC §3 "List data source"), usually structuredData 'ProjectDetail'.
import type { z } from 'zod';
import type { Card } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';
import { listDistributorSchema } from '../../define/distributor.ts';

const schema = listDistributorSchema('ProjectDistributor');

export type ProjectDistributorProps = z.output<typeof schema> & {
  items: Card[];
  /** The moment the build decided which projects are ongoing (ISO). */
  asOf: string;
};

export const definition = defineModule({
  name: 'ProjectDistributor',
  family: 'distributor',
  description: 'ProjectDetail.',
  schema,
  resolve: (props, context): ProjectDistributorProps => ({
    ...props,
    items: context.cards(props.data),
    asOf: context.asOf ?? new Date(0).toISOString(),
  }),
  images: (props) => props.items.map((card) => [card.image, 'card'] as const),
  strings: {
    en: {
      'projects.status': 'Status',
      'projects.ongoing': 'Ongoing',
      'projects.completed': 'Completed',
      'projects.funder': 'Funded by',
      'projects.ends': 'Ends',
      'projects.ended': 'Ended',
    },
    es: {
      'projects.status': 'Estado',
      'projects.ongoing': 'En curso',
      'projects.completed': 'Finalizado',
      'projects.funder': 'Financiado por',
      'projects.ends': 'Termina',
      'projects.ended': 'Terminó',
    },
  },
  examples: [
    {
      component: 'ProjectDistributor',
      title: 'Research projects',
      intro: 'Funded projects led by our faculty with family firms and cooperatives.',
      layout: 'list',
      data: { mode: 'auto', sources: [{ structuredData: 'ProjectDetail', filters: ['academicArea:Finance', 'academicArea:Operations'] }] },
      link: { href: '/business-school/projects/', text: 'All projects' },
    },
    {
      component: 'ProjectDistributor',
      title: 'Proyectos de nuestros alumnos',
      data: { mode: 'auto', sources: [{ structuredData: 'ProjectDetail' }], quantity: 3 },
      link: { href: '/es/business-school/proyectos/', text: 'Todos los proyectos' },
    },
  ],
});

// LinkCollection: curated links an editor gathers for one audience ("for new students", "for
// researchers"), each a title that is the link and a line saying what the visitor finds there;
// links to other sites show their domain, so a visitor knows before following one that it leaves
// the site. A grid of link cards, or a list read top to bottom.
import { z } from 'zod';
import { HrefSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'LinkCollection',
  family: 'collection',
  description:
    'Curated links, the title being the link, a line on what is there, the host of a link that leaves the site; "(opens in a new tab)" said when it does; grid or list.',
  reveal: true,
  schema: z.strictObject({
    component: z.literal('LinkCollection'),
    id: z.string().optional(),
    title: z.string().optional(),
    intro: z.string().optional(),
    layout: z.enum(['grid', 'list']).default('grid').describe('grid: link cards side by side; list: one link a row'),
    links: z
      .array(
        z.strictObject({
          title: z.string().min(1).describe('What the link leads to; it is the link text'),
          description: z.string().optional().describe('What the visitor finds there, in one sentence'),
          href: HrefSchema,
          newTab: z.boolean().optional(),
          icon: z.string().optional().describe('An icon of the set (SPEC §9 "Icons"), e.g. document'),
        }),
      )
      .min(1),
  }),
  examples: [
    {
      component: 'LinkCollection',
      title: 'Resources for researchers',
      intro: 'Data, guides and services the centre offers to researchers of family firms.',
      links: [
        {
          title: 'Family Business Barometer data',
          description: 'Anonymised tables of every edition since 2019, on request.',
          href: '/research/reports/succession-barometer-2026/',
          icon: 'chart-bar',
        },
        {
          title: 'Research ethics committee',
          description: 'When your study needs approval and how to apply.',
          href: '/research/',
          icon: 'document',
        },
        {
          title: 'Family Business Review',
          description: 'The leading journal in the field, free through the university library.',
          href: 'https://journals.example.org/fbr',
          newTab: true,
          icon: 'link',
        },
      ],
    },
    {
      component: 'LinkCollection',
      title: 'Enlaces útiles para nuevos alumnos',
      layout: 'list',
      links: [
        { title: 'Calendario académico 2026-2027', description: 'Fechas de clases, exámenes y vacaciones.', href: '/es/business-school/' },
        { title: 'Becas y ayudas', description: 'Plazos y requisitos de cada beca.', href: '/es/business-school/becas/' },
        {
          title: 'Biblioteca',
          description: 'Horarios, préstamo y acceso a bases de datos desde casa.',
          href: 'https://biblioteca.ibera.edu',
        },
      ],
    },
  ],
});

export type LinkCollectionProps = z.output<typeof definition.schema>;

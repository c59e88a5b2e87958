// JobDistributor: job and internship offers of the talent and careers service as cards — the
// position, the employer, the kind of offer, where, and the day applications close — each card
// a link to the offer. The career service's offers live in its own system, not in the CMS's
// pages, so the editor lists them here (the unit's job board today is a table of the same
// facts). An offer whose deadline has passed is left out: as of the sync in the HTML, and again
// by the visitor's clock once the page runs (site/lib/day-end.ts), so a page built last month
// never offers a closed vacancy.
import { z } from 'zod';
import { defineModule } from '../../define/define.ts';
import { HrefSchema, LinkSchema } from '../../../content/schema/common.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const JobSchema = z.strictObject({
  title: z.string().min(1).describe('The position, e.g. "Data analyst intern"'),
  employer: z.string().min(1).describe('The company or institution that offers it'),
  type: z.string().optional().describe('The kind of offer as candidates read it, e.g. "Internship, 6 months" or "Job, part-time"'),
  place: z.string().optional().describe('Where the work is, e.g. "Madrid, hybrid" or "Remote (Spain)"'),
  deadline: z
    .string()
    .regex(DAY, { message: 'Must be a day, e.g. 2026-12-15' })
    .optional()
    .describe('The last day to apply (YYYY-MM-DD); the offer closes when that day ends'),
  summary: z.string().optional().describe('One line on the role or who it is for'),
  href: HrefSchema.describe('The offer itself: its page in the career area, or the employer’s'),
});

const schema = z.strictObject({
  component: z.literal('JobDistributor'),
  id: z.string().optional(),
  title: z.string().optional(),
  intro: z.string().optional().describe('A sentence under the title saying who the offers are for'),
  layout: z.enum(['grid', 'list']).default('list').describe('grid: cards side by side; list: one offer a row'),
  jobs: z.array(JobSchema).min(1).describe('The offers, in the order candidates should see them'),
  empty: z.string().optional().describe('Said when every offer has closed ("No offers are open right now" when empty)'),
  link: LinkSchema.optional(),
});

export type Job = z.output<typeof JobSchema>;
export type JobDistributorProps = z.output<typeof schema> & {
  /** The moment the build decided which offers were open (ISO). */
  asOf: string;
};

export const definition = defineModule({
  name: 'JobDistributor',
  description: 'Job and internship offers with employer, place, type and deadline; closed offers are left out.',
  family: 'distributor',
  schema,
  resolve: (props, context): JobDistributorProps => ({ ...props, asOf: context.asOf ?? new Date(0).toISOString() }),
  strings: {
    en: {
      'jobs.employer': 'Employer',
      'jobs.place': 'Place',
      'jobs.deadline': 'Apply by',
      'jobs.none': 'No offers are open right now. New offers are published every week.',
    },
    es: {
      'jobs.employer': 'Empresa',
      'jobs.place': 'Lugar',
      'jobs.deadline': 'Plazo hasta',
      'jobs.none': 'Ahora mismo no hay ofertas abiertas. Publicamos ofertas nuevas cada semana.',
    },
  },
  examples: [
    {
      component: 'JobDistributor',
      title: 'Open offers for graduates',
      intro: 'Jobs and internships published for Ibera University students and graduates only.',
      jobs: [
        {
          title: 'Data analyst intern',
          employer: 'Energías del Norte',
          type: 'Internship, 6 months',
          place: 'Bilbao',
          deadline: '2026-12-04',
          summary: 'Forecasting demand with the grid operations team; for final-year students of data science or economics.',
          href: 'https://careers.ibera.edu/offers/2026-1184',
        },
        {
          title: 'Graduate programme, finance',
          employer: 'Banca Mirabal',
          type: 'Job',
          place: 'Madrid',
          deadline: '2027-01-31',
          href: 'https://careers.ibera.edu/offers/2026-1203',
        },
        {
          title: 'Editorial assistant',
          employer: 'Ediciones del Acueducto',
          type: 'Job, part-time',
          place: 'Segovia',
          deadline: '2026-11-20',
          href: 'https://careers.ibera.edu/offers/2026-1151',
        },
      ],
      link: { href: '/talent-careers/job-board/', text: 'All offers on the job board' },
    },
    {
      component: 'JobDistributor',
      title: 'Prácticas para estudiantes',
      layout: 'grid',
      jobs: [
        {
          title: 'Prácticas de investigación en políticas',
          employer: 'Global Policy Center',
          type: 'Prácticas, 4 meses',
          place: 'Madrid, híbrido',
          deadline: '2027-01-10',
          summary: 'Apoyo al equipo de comercio internacional en dos informes sobre aranceles.',
          href: 'https://careers.ibera.edu/es/ofertas/2026-1197',
        },
        {
          title: 'Becario de marketing',
          employer: 'Grupo Álvarez',
          type: 'Prácticas, 6 meses',
          place: 'Valencia',
          deadline: '2026-12-18',
          href: 'https://careers.ibera.edu/es/ofertas/2026-1212',
        },
      ],
      link: { href: '/es/talent-careers/bolsa-de-empleo/', text: 'Todas las ofertas' },
    },
  ],
});

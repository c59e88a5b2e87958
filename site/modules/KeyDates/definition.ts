// KeyDates: the admissions calendar of a programme or a school (SPEC §2 "Module registry":
// collections): its rounds or deadlines, each with when applications open, the deadline and when
// applicants hear back. A round whose deadline has passed is marked closed as of the sync in the
// HTML, and again by the visitor's clock once the page runs (site/lib/use-now.ts), the days being
// those of the admissions office's time zone.
import { z } from 'zod';
import { LinkSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';
import { TimeZoneSchema } from '../../define/time-zone.ts';

const day = z.iso.date({ message: 'Must be a date such as 2027-01-15' });

const RoundSchema = z
  .strictObject({
    title: z.string().min(1).max(80).describe('The round or date, e.g. "Round 2" or "Early application"'),
    opens: day.optional().describe('When applications open; leave empty if they are already open'),
    deadline: day.describe('The last day to apply (the whole day counts, in the time zone below)'),
    decision: day.optional().describe('When applicants hear back'),
    note: z.string().max(160).optional().describe('A short note, e.g. "Scholarship applications close with this round"'),
  })
  .superRefine((round, context) => {
    if (round.opens && round.opens > round.deadline)
      context.addIssue({ code: 'custom', path: ['opens'], message: 'Opens after its deadline; check both dates' });
    if (round.decision && round.decision < round.deadline)
      context.addIssue({ code: 'custom', path: ['decision'], message: 'Comes before the deadline; check both dates' });
  });

const schema = z.strictObject({
  component: z.literal('KeyDates'),
  id: z.string().optional(),
  title: z.string().optional(),
  intro: z.string().optional(),
  /** What the table shows; read first by screen readers (the title, or "Key dates", if empty). */
  caption: z.string().optional(),
  layout: z.enum(['table', 'list']).default('table').describe('table: one row per round; list: one block per round, for a narrow column'),
  rounds: z.array(RoundSchema).min(1).max(12),
  timeZone: TimeZoneSchema.describe('Whose calendar the deadlines follow, e.g. Europe/Madrid'),
  link: LinkSchema.optional(),
});

export type KeyDatesProps = z.output<typeof schema> & {
  /** The moment the build decided which rounds are closed (ISO). */
  asOf: string;
};

export const definition = defineModule({
  name: 'KeyDates',
  description: 'Admissions rounds or deadlines as a table or list, each marked open, closed or not open yet.',
  family: 'collection',
  schema,
  resolve: (props, context): KeyDatesProps => ({ ...props, asOf: context.asOf ?? new Date(0).toISOString() }),
  strings: {
    en: {
      'keyDates.title': 'Key dates',
      'keyDates.round': 'Round',
      'keyDates.opens': 'Applications open',
      'keyDates.deadline': 'Deadline',
      'keyDates.decision': 'Decision by',
      'keyDates.status': 'Status',
      'keyDates.open': 'Open',
      'keyDates.upcoming': 'Not open yet',
      'keyDates.closed': 'Closed',
    },
    es: {
      'keyDates.title': 'Fechas clave',
      'keyDates.round': 'Convocatoria',
      'keyDates.opens': 'Apertura',
      'keyDates.deadline': 'Fecha límite',
      'keyDates.decision': 'Resolución',
      'keyDates.status': 'Estado',
      'keyDates.open': 'Abierta',
      'keyDates.upcoming': 'Próximamente',
      'keyDates.closed': 'Cerrada',
    },
  },
  examples: [
    {
      component: 'KeyDates',
      title: 'Admissions calendar 2027–2028',
      intro: 'Places are offered round by round: apply early for the best chance of a scholarship.',
      caption: 'Application rounds, Master in Family Business Management',
      rounds: [
        {
          title: 'Round 1',
          opens: '2026-09-15',
          deadline: '2026-11-13',
          decision: '2026-12-11',
          note: 'Scholarship applications close with this round',
        },
        { title: 'Round 2', opens: '2026-11-16', deadline: '2027-01-15', decision: '2027-02-12' },
        { title: 'Round 3', opens: '2027-01-18', deadline: '2027-03-19', decision: '2027-04-16' },
        { title: 'Final round', opens: '2027-03-22', deadline: '2027-05-14', decision: '2027-06-04', note: 'Only if places remain' },
      ],
      link: { href: '/business-school/admissions/', text: 'How to apply' },
    },
    {
      component: 'KeyDates',
      title: 'Fechas clave del Programa de Alta Dirección',
      layout: 'list',
      rounds: [
        { title: 'Preinscripción', deadline: '2026-10-30', decision: '2026-11-13' },
        { title: 'Solicitud de beca', opens: '2026-11-02', deadline: '2027-02-26', note: 'Solo para candidatos admitidos' },
        { title: 'Matrícula', opens: '2027-03-01', deadline: '2027-04-30' },
      ],
      link: { href: '/es/business-school/admisiones/', text: 'Cómo solicitar la admisión' },
    },
  ],
});

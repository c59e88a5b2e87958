// EventAgenda: the programme of a conference, a forum or an open day: for each day its
// sessions in order, each with its times, title, kind (keynote, panel, break …), room and
// speakers. One day is a list under the module's heading; several days are tabs, one per day,
// once the page runs (site/components/TabPanels), and every day under its own heading before
// and without JavaScript. Times are the organisers' clock, written as the CMS gives them.
import { z } from 'zod';
import { HrefSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const SESSION_KINDS = ['talk', 'keynote', 'panel', 'workshop', 'break', 'networking'] as const;

const SessionSchema = z
  .strictObject({
    start: z.string().regex(TIME, 'A time such as 09:30 (24-hour clock)').describe('When it starts, 24-hour clock (09:30).'),
    end: z.string().regex(TIME, 'A time such as 10:15 (24-hour clock)').optional().describe('When it ends.'),
    title: z.string().min(1),
    kind: z.enum(SESSION_KINDS).default('talk').describe('Talk, keynote, panel, workshop, break or networking.'),
    description: z.string().optional(),
    room: z.string().optional().describe('Where it takes place (room, building).'),
    speakers: z
      .array(
        z.strictObject({
          name: z.string().min(1),
          role: z.string().optional().describe('Position and organisation.'),
          href: HrefSchema.optional().describe('Their profile page.'),
        }),
      )
      .default([]),
  })
  .refine((session) => !session.end || session.end > session.start, {
    path: ['end'],
    message: 'A session ends after it starts',
  });

const DaySchema = z.strictObject({
  date: z.string().regex(DATE, 'A date such as 2027-03-11').describe('The day, as YYYY-MM-DD.'),
  title: z.string().optional().describe("The day's theme, e.g. 'Governance day'."),
  sessions: z
    .array(SessionSchema)
    .min(1)
    .refine((sessions) => sessions.every((session, index) => (sessions[index - 1]?.start ?? '') <= session.start), {
      message: 'Sessions are listed in the order they start',
    }),
});

export const definition = defineModule({
  name: 'EventAgenda',
  family: 'distributor',
  description: "A conference or event day's programme: sessions with times, rooms and speakers; one tab per day when there are several.",
  schema: z.strictObject({
    component: z.literal('EventAgenda'),
    id: z.string().optional(),
    title: z.string().min(1).describe('The heading, e.g. "Programme"; it also names the day tabs.'),
    intro: z.string().optional(),
    timeNote: z.string().optional().describe('Which clock the times follow, e.g. "All times are Madrid time (CET)."'),
    days: z
      .array(DaySchema)
      .min(1)
      .max(7)
      .refine((days) => new Set(days.map((day) => day.date)).size === days.length, { message: 'Each day appears once' }),
  }),
  strings: {
    en: {
      'agenda.kind.talk': 'Talk',
      'agenda.kind.keynote': 'Keynote',
      'agenda.kind.panel': 'Panel',
      'agenda.kind.workshop': 'Workshop',
      'agenda.kind.break': 'Break',
      'agenda.kind.networking': 'Networking',
      'agenda.time': 'Time',
      'agenda.room': 'Room',
      'agenda.speakers': 'Speakers',
      'agenda.to': 'to',
    },
    es: {
      'agenda.kind.talk': 'Ponencia',
      'agenda.kind.keynote': 'Conferencia inaugural',
      'agenda.kind.panel': 'Mesa redonda',
      'agenda.kind.workshop': 'Taller',
      'agenda.kind.break': 'Pausa',
      'agenda.kind.networking': 'Networking',
      'agenda.time': 'Hora',
      'agenda.room': 'Sala',
      'agenda.speakers': 'Ponentes',
      'agenda.to': 'a',
    },
  },
  examples: [
    {
      component: 'EventAgenda',
      title: 'Programme',
      intro: 'Two days on how business families govern, pass on and grow what they own.',
      timeNote: 'All times are Madrid time (CET).',
      days: [
        {
          date: '2027-03-11',
          title: 'Governance day',
          sessions: [
            { start: '09:00', end: '09:30', title: 'Registration and coffee', kind: 'break', room: 'Main hall' },
            {
              start: '09:30',
              end: '10:15',
              title: 'Why family firms outlast their founders',
              kind: 'keynote',
              room: 'Auditorium',
              speakers: [{ name: 'Elena Arroyo', role: 'Director, Centre for Business Families', href: '/our-team/' }],
            },
            {
              start: '10:30',
              end: '11:45',
              title: 'Boards with independent directors: what changes',
              kind: 'panel',
              description: 'Three chairs of family-owned companies on opening the board to outsiders.',
              room: 'Auditorium',
              speakers: [
                { name: 'Jorge Padilla', role: 'Chair, Grupo Padilla' },
                { name: 'Sophie Laurent', role: 'Independent director, Maison Laurent' },
                { name: 'Daniel Okafor', role: 'Professor of Corporate Governance' },
              ],
            },
            {
              start: '12:00',
              end: '13:30',
              title: 'Writing a family protocol that lasts',
              kind: 'workshop',
              room: 'Seminar room 2',
              speakers: [{ name: 'Marina Costa', role: 'Family business adviser' }],
            },
            { start: '13:30', end: '15:00', title: 'Lunch', kind: 'break', room: 'Garden terrace' },
          ],
        },
        {
          date: '2027-03-12',
          title: 'Next generation day',
          sessions: [
            {
              start: '09:30',
              end: '10:30',
              title: 'The Next Generation Report 2025: findings',
              room: 'Auditorium',
              speakers: [{ name: 'Lucía Herrera', role: 'Researcher, Centre for Business Families' }],
            },
            {
              start: '11:00',
              end: '12:15',
              title: 'Joining the family firm, or not',
              kind: 'panel',
              room: 'Auditorium',
              speakers: [
                { name: 'Tomás Villalobos', role: 'Fourth generation, Bodegas Villalobos' },
                { name: 'Chiara Rossi', role: 'Founder, Rossi Ventures' },
              ],
            },
            {
              start: '12:30',
              end: '14:00',
              title: 'Networking lunch for families and advisers',
              kind: 'networking',
              room: 'Garden terrace',
            },
          ],
        },
      ],
    },
    {
      component: 'EventAgenda',
      title: 'Programa de la jornada',
      timeNote: 'Horario de Madrid (CET).',
      days: [
        {
          date: '2027-03-14',
          sessions: [
            { start: '17:00', end: '17:30', title: 'Bienvenida y acreditación', kind: 'break', room: 'Vestíbulo' },
            {
              start: '17:30',
              end: '18:15',
              title: 'Presentación del Máster en Gestión de la Empresa Familiar',
              room: 'Aula Magna',
              speakers: [{ name: 'Miguel Santos', role: 'Director académico del máster' }],
            },
            {
              start: '18:30',
              end: '19:30',
              title: 'Clase abierta: la sucesión en la empresa familiar',
              kind: 'workshop',
              room: 'Aula 3',
              speakers: [{ name: 'Valentina Ortiz', role: 'Profesora de Estrategia' }],
            },
            { start: '19:30', title: 'Cóctel con antiguos alumnos', kind: 'networking', room: 'Terraza' },
          ],
        },
      ],
    },
  ],
});

export type EventAgendaProps = z.output<typeof definition.schema>;

// OpeningHours: when a library, a service desk or a building is open (SPEC §2 "Module registry":
// content): the week, day by day, and the exceptions (holidays, exam periods, closures) still to
// come. Exceptions that have ended are left out as of the sync in the HTML and again by the
// visitor's clock; once the page runs, today's row is marked and a line says whether the place
// is open now, in the place's own time zone.
import { z } from 'zod';
import { defineModule } from '../../define/define.ts';
import { TimeZoneSchema } from '../../define/time-zone.ts';
import { WEEKDAYS } from '../../lib/local-day.ts';

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Must be a time such as 08:30 or 21:00 (24-hour clock)' });
const day = z.iso.date({ message: 'Must be a date such as 2026-12-24' });

/** A period of the day: opens and closes on the same day. */
const PeriodSchema = z
  .strictObject({
    opens: time.describe('When it opens, 24-hour clock, e.g. 08:30'),
    closes: time.describe('When it closes, e.g. 21:00'),
  })
  .refine((period) => period.opens < period.closes, { message: 'Closes before it opens; check both times', path: ['closes'] });

const schema = z
  .strictObject({
    component: z.literal('OpeningHours'),
    id: z.string().optional(),
    title: z.string().optional(),
    /** The place the hours are of, e.g. "Research library, Serrano building". */
    place: z.string().max(120).optional(),
    intro: z.string().max(300).optional(),
    /**
     * The usual week: one line per group of days with the same hours; a day in no line is closed,
     * a day in two lines (a morning and an afternoon) has both periods.
     */
    week: z
      .array(
        PeriodSchema.and(
          z.strictObject({
            days: z.array(z.enum(WEEKDAYS)).min(1).describe('The days these hours apply to'),
          }),
        ),
      )
      .min(1)
      .max(14),
    /** Holidays and special periods, overriding the usual week from `date` to `endDate` (or that day). */
    exceptions: z
      .array(
        z
          .strictObject({
            label: z.string().min(1).max(100).describe('Why, e.g. "Christmas holidays" or "Exam period: extended hours"'),
            date: day,
            endDate: day.optional(),
            /** Open these hours on those days; closed all day if none. */
            hours: z.array(PeriodSchema).max(3).default([]),
          })
          .refine((exception) => !exception.endDate || exception.endDate >= exception.date, {
            message: 'Ends before it starts; check both dates',
            path: ['endDate'],
          }),
      )
      .max(20)
      .default([]),
    timeZone: TimeZoneSchema.describe('Where the place is, e.g. Europe/Madrid'),
  })
  .superRefine((hours, context) => {
    // A day may have several periods (a morning and an afternoon), from several lines, but they must not overlap.
    for (const weekday of WEEKDAYS) {
      const periods = hours.week
        .map((line, index) => ({ ...line, index }))
        .filter((line) => line.days.includes(weekday))
        .sort((a, b) => a.opens.localeCompare(b.opens));
      periods.slice(1).forEach((period, position) => {
        const before = periods[position];
        if (before && period.opens < before.closes)
          context.addIssue({
            code: 'custom',
            path: ['week', period.index],
            message: `On ${weekday} these hours overlap those of week[${before.index}]; give each day periods that do not overlap`,
          });
      });
    }
  });

export type OpeningHoursProps = z.output<typeof schema> & {
  /** The moment the build decided which exceptions are still to come (ISO). */
  asOf: string;
};

export const definition = defineModule({
  name: 'OpeningHours',
  description: 'Opening hours by weekday, with the holidays and special hours still to come.',
  family: 'collection',
  schema,
  resolve: (props, context): OpeningHoursProps => ({ ...props, asOf: context.asOf ?? new Date(0).toISOString() }),
  strings: {
    en: {
      'openingHours.title': 'Opening hours',
      'openingHours.week': 'Usual opening hours',
      'openingHours.day': 'Day',
      'openingHours.hours': 'Hours',
      'openingHours.closed': 'Closed',
      'openingHours.today': 'Today',
      'openingHours.exceptions': 'Holidays and special opening hours',
      'openingHours.openNow': 'Open now, until {time}.',
      'openingHours.closedNow': 'Closed now.',
      'openingHours.closedToday': 'Closed today: {label}.',
    },
    es: {
      'openingHours.title': 'Horario',
      'openingHours.week': 'Horario habitual',
      'openingHours.day': 'Día',
      'openingHours.hours': 'Horario',
      'openingHours.closed': 'Cerrado',
      'openingHours.today': 'Hoy',
      'openingHours.exceptions': 'Festivos y horarios especiales',
      'openingHours.openNow': 'Abierto ahora, hasta las {time}.',
      'openingHours.closedNow': 'Cerrado ahora.',
      'openingHours.closedToday': 'Hoy cerrado: {label}.',
    },
  },
  examples: [
    {
      component: 'OpeningHours',
      title: 'Research library opening hours',
      place: 'Research library, Calle de Serrano 105, second floor',
      intro: 'Members of the university enter with their card. Visiting researchers register at the desk on their first visit.',
      week: [
        { days: ['monday', 'tuesday', 'wednesday', 'thursday'], opens: '08:30', closes: '21:00' },
        { days: ['friday'], opens: '08:30', closes: '19:00' },
        { days: ['saturday'], opens: '10:00', closes: '14:00' },
      ],
      exceptions: [
        { label: 'Constitution Day and Immaculate Conception', date: '2026-12-07', endDate: '2026-12-08' },
        { label: 'Christmas holidays', date: '2026-12-24', endDate: '2027-01-06' },
        {
          label: 'Exam period: extended hours',
          date: '2027-01-11',
          endDate: '2027-01-29',
          hours: [{ opens: '08:00', closes: '23:00' }],
        },
      ],
    },
    {
      component: 'OpeningHours',
      title: 'Horario de la secretaría de alumnos',
      week: [
        { days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], opens: '09:00', closes: '14:00' },
        { days: ['tuesday', 'thursday'], opens: '16:00', closes: '18:00' },
      ],
      exceptions: [
        { label: 'Fiesta de San Isidro', date: '2027-05-15' },
        { label: 'Horario de verano', date: '2027-07-01', endDate: '2027-08-31', hours: [{ opens: '09:00', closes: '13:00' }] },
      ],
    },
  ],
});

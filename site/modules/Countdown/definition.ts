// Countdown: the time left until a date (an application deadline, a forum's opening), SPEC §2
// "Module registry": content. The static HTML says the date itself, so it is right without
// JavaScript and whenever the page was built; once the page runs, the days, hours and minutes
// left appear and are updated once a minute, announced politely (never more often).
import { z } from 'zod';
import { LinkSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'Countdown',
  family: 'content',
  description:
    "The date in the static HTML (organisers' time zone); once the page runs, days, hours and minutes left, re-read once a minute into a polite live region; the ended text after.",
  schema: z.strictObject({
    component: z.literal('Countdown'),
    id: z.string().optional(),
    title: z.string().min(1),
    text: z.string().optional(),
    /** The moment counted to, with its offset, e.g. 2027-01-15T23:59:00+01:00. */
    target: z.iso.datetime({ offset: true, message: 'Must be a date and time with its offset, e.g. 2027-01-15T23:59:00+01:00' }),
    /** The time zone the date is shown in (IANA name), so every visitor reads the organisers' time. */
    timeZone: z
      .string()
      .refine(
        (zone) => {
          try {
            new Intl.DateTimeFormat('en', { timeZone: zone });
            return true;
          } catch {
            return false;
          }
        },
        { message: 'Must be an IANA time zone such as Europe/Madrid' },
      )
      .default('Europe/Madrid'),
    /** Shown instead of the time left once the moment has passed. */
    ended: z.string().optional(),
    link: LinkSchema.optional(),
  }),
  strings: {
    en: { 'countdown.on': 'Until {date}', 'countdown.left': '{time} left', 'countdown.units': 'Time left' },
    es: { 'countdown.on': 'Hasta el {date}', 'countdown.left': 'Quedan {time}', 'countdown.units': 'Tiempo restante' },
  },
  examples: [
    {
      component: 'Countdown',
      title: 'Applications for the 2027 cohort close soon',
      text: 'The Next Generation Programme admits 35 successors a year.',
      target: '2027-01-15T23:59:00+01:00',
      ended: 'Applications for the 2027 cohort are closed. The 2028 call opens in September.',
      link: { href: '/contact-us/', text: 'Apply now' },
    },
    {
      component: 'Countdown',
      title: 'Foro de Family Offices 2027',
      text: 'Dos días de debate entre familias empresarias, asesores e investigadores.',
      target: '2027-03-18T09:30:00+01:00',
      link: { href: '/es/contacto/', text: 'Reserva tu plaza' },
    },
  ],
});

export type CountdownProps = z.output<typeof definition.schema>;

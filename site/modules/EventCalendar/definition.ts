// A month calendar of events (docs/interactive-modules.md "Calendar"): the events a data source selects,
// resolved at build like every distributor, laid out as a month grid with the list of the
// month's events under it. It opens on the month of the next event as of the build (else the
// last event's), so the HTML is the same for every visitor; with JavaScript the visitor moves
// between days with the arrow keys (ARIA grid pattern) and months with Page Up/Page Down, and
// opening a day (SPEC §4 "Calendar": open, closed) narrows the list to that day.
import { z } from 'zod';
import type { Card } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';
import { distributorSchema } from '../../define/distributor.ts';
import { dayOf } from './month.ts';

const schema = distributorSchema('EventCalendar').extend({
  /** The month to open on, 'YYYY-MM'; by default the month of the next event. */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: "Must be a month written 'YYYY-MM', e.g. '2027-03'" })
    .optional(),
});

export type EventCalendarProps = z.output<typeof schema> & {
  /** Every event of the source that has a date, oldest first. */
  items: Card[];
  /** The month the calendar opens on, 'YYYY-MM'. */
  initialMonth: string;
};

export const definition = defineModule({
  name: 'EventCalendar',
  family: 'distributor',
  description: "A month grid of the events a data source selects, with the month's list under it.",
  schema,
  resolve: (props, context): EventCalendarProps => {
    // Every event of the source, not `quantity` of them: a calendar shows whole months.
    const { quantity: _all, ...data } = props.data;
    const items = context
      .cards(data)
      .filter((card) => card.date)
      .sort((a, b) => (a.date ?? '').localeCompare(b.date ?? ''));
    const today = dayOf(context.asOf ?? new Date(0).toISOString());
    const next = items.find((card) => dayOf(card.endDate ?? card.date ?? '') >= today) ?? items.at(-1);
    const initialMonth = props.month ?? (next?.date ?? context.asOf ?? '1970-01').slice(0, 7);
    return { ...props, items, initialMonth };
  },
  images: () => [],
  strings: {
    en: {
      'calendar.previousMonth': 'Previous month',
      'calendar.nextMonth': 'Next month',
      'calendar.eventsIn': 'Events in {month}',
      'calendar.eventsOn': 'Events on {day}',
      'calendar.none': 'No events this month.',
      'calendar.noneOn': 'No events on this day.',
      'calendar.events': '{count} events',
      'calendar.event': '1 event',
      'calendar.showMonth': 'Show the whole month',
      'calendar.help': 'Arrow keys move between days, Page Up and Page Down between months; Enter shows the events of a day.',
    },
    es: {
      'calendar.previousMonth': 'Mes anterior',
      'calendar.nextMonth': 'Mes siguiente',
      'calendar.eventsIn': 'Eventos de {month}',
      'calendar.eventsOn': 'Eventos del {day}',
      'calendar.none': 'No hay eventos este mes.',
      'calendar.noneOn': 'No hay eventos este día.',
      'calendar.events': '{count} eventos',
      'calendar.event': '1 evento',
      'calendar.showMonth': 'Ver todo el mes',
      'calendar.help': 'Las flechas mueven entre días, Re Pág y Av Pág entre meses; Intro muestra los eventos de un día.',
    },
  },
  examples: [
    {
      component: 'EventCalendar',
      title: 'Events calendar',
      data: { mode: 'auto', sources: [{ structuredData: 'EventDetail' }] },
      link: { href: '/whats-on/', text: 'All events' },
    },
    {
      component: 'EventCalendar',
      title: 'Events in December',
      month: '2026-12',
      data: { mode: 'auto', sources: [{ structuredData: 'EventDetail' }] },
    },
  ],
});

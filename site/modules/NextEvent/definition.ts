// NextEvent: a banner announcing the next event (or the next few) of an event list — its date,
// place, title and a line on it, and the action to register — so a home or section page always
// points at what is coming. The build resolves every candidate and the split as of the sync; the
// browser decides again by the visitor's clock (site/lib/time-aware.ts), and with nothing upcoming
// the banner is left out rather than announcing an event that has taken place.
import { z } from 'zod';
import { defineModule } from '../../define/define.ts';
import { distributorSchema } from '../../define/distributor.ts';
import type { Card } from '../../../content/schema/index.ts';

const schema = distributorSchema('NextEvent').extend({
  action: z.string().optional().describe('The text of the action on each event ("Register" when empty), e.g. "Book your place"'),
});

export type NextEventProps = z.output<typeof schema> & {
  items: Card[];
  /** The moment the build split upcoming from past (ISO). */
  asOf: string;
};

export const definition = defineModule({
  name: 'NextEvent',
  description: 'A banner with the next upcoming event (or several): dates, place and the register action.',
  family: 'distributor',
  schema,
  resolve: (props, context): NextEventProps => {
    // Every candidate, not only `quantity`: the browser shows the next one as events pass.
    const { quantity: _shown, ...all } = props.data;
    return { ...props, items: context.cards(all), asOf: context.asOf ?? new Date(0).toISOString() };
  },
  images: (props) => props.items.map((card) => [card.image, 'card'] as const),
  strings: {
    en: { 'nextEvent.title': 'Next event', 'nextEvent.until': 'to' },
    es: { 'nextEvent.title': 'Próximo evento', 'nextEvent.until': 'al' },
  },
  examples: [
    {
      component: 'NextEvent',
      title: 'Coming up at the centre',
      data: { mode: 'auto', sources: [{ structuredData: 'EventDetail' }], quantity: 1 },
      link: { href: '/dissemination/', text: 'All events' },
    },
    {
      component: 'NextEvent',
      title: 'Próximas citas',
      action: 'Reserve su plaza',
      data: { mode: 'auto', sources: [{ structuredData: 'EventDetail' }], quantity: 2 },
      link: { href: '/es/difusion/', text: 'Todos los eventos' },
    },
  ],
});

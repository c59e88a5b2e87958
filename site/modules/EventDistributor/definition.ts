// Events as cards. `when` makes the list time-aware: 'upcoming' shows the next events soonest
// first, 'past' the latest that took place; the build resolves every candidate and the split as
// of the sync, and the browser moves events that have passed since (site/lib/time-aware.ts).
// A grid of cards (the default), a list or the shared carousel.
import { z } from 'zod';
import { defineModule } from '../../define/define.ts';
import { layoutDistributorSchema, layoutParts } from '../../define/distributor.ts';
import type { Card } from '../../../content/schema/index.ts';

const schema = layoutDistributorSchema('EventDistributor').extend({
  when: z.enum(['all', 'upcoming', 'past']).default('all'),
});

export type EventDistributorProps = z.output<typeof schema> & {
  items: Card[];
  /** Time-aware lists: the moment the build split them at (ISO). */
  asOf?: string;
};

export const definition = defineModule({
  name: 'EventDistributor',
  family: 'distributor',
  description: 'Events selected by a list data source, as a grid, a list or a slider of cards with their date and place.',
  schema,
  resolve: (props, context): EventDistributorProps => {
    if (props.when === 'all') return { ...props, items: context.cards(props.data) };
    // Every candidate, not only `quantity` of them: the browser fills in as events pass.
    const { quantity: _shown, ...all } = props.data;
    return { ...props, items: context.cards(all), asOf: context.asOf ?? new Date(0).toISOString() };
  },
  images: (props) => props.items.map((card) => [card.image, 'card'] as const),
  parts: layoutParts,
  strings: {
    en: { 'eventDistributor.label': 'Events' },
    es: { 'eventDistributor.label': 'Eventos' },
  },
  examples: [
    {
      component: 'EventDistributor',
      title: 'Upcoming events',
      data: { mode: 'auto', sources: [{ structuredData: 'EventDetail' }], order: 'oldest', quantity: 3 },
      link: { href: '/whats-on/', text: 'All events' },
    },
    {
      component: 'EventDistributor',
      title: 'Upcoming events',
      when: 'upcoming',
      data: { mode: 'auto', sources: [{ structuredData: 'EventDetail' }], quantity: 2 },
      link: { href: '/whats-on/', text: 'All events' },
    },
    {
      component: 'EventDistributor',
      title: 'Events',
      layout: 'list',
      data: { mode: 'auto', sources: [{ structuredData: 'EventDetail' }], quantity: 3 },
    },
    {
      component: 'EventDistributor',
      title: 'Próximos eventos',
      layout: 'slider',
      data: { mode: 'auto', sources: [{ structuredData: 'EventDetail' }], order: 'oldest', quantity: 6 },
      link: { href: '/es/agenda-y-actualidad/', text: 'Toda la agenda' },
    },
  ],
});

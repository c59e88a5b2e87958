// NewsHighlight: the front of a newsroom — one lead story large (picture, topic, date, title and
// summary) and, beside it, a short list of the next stories by date and title only. Selected at
// build like any list (SPEC §3 "List data source"), usually structuredData 'NewsDetail', newest
// first: the first item leads, the others follow in the list.
import { z } from 'zod';
import { defineModule } from '../../define/define.ts';
import { distributorSchema } from '../../define/distributor.ts';
import type { Card } from '../../../content/schema/index.ts';

const schema = distributorSchema('NewsHighlight').extend({
  moreTitle: z.string().optional().describe('The heading over the short list of the next stories ("More news" when empty)'),
});

export type NewsHighlightProps = z.output<typeof schema> & { items: Card[] };

export const definition = defineModule({
  name: 'NewsHighlight',
  description: 'The newest story large, then a short list of the next ones by date and title.',
  family: 'distributor',
  schema,
  resolve: (props, context): NewsHighlightProps => ({ ...props, items: context.cards(props.data) }),
  // Only the lead story shows its picture; the list beside it is text, quick to scan.
  images: (props) => [[props.items[0]?.image, 'card'] as const],
  strings: {
    en: { 'newsHighlight.more': 'More news' },
    es: { 'newsHighlight.more': 'Más noticias' },
  },
  examples: [
    {
      component: 'NewsHighlight',
      title: 'News from the centre',
      data: { mode: 'auto', sources: [{ structuredData: 'NewsDetail' }], quantity: 4 },
      link: { href: '/news/', text: 'All news' },
    },
    {
      component: 'NewsHighlight',
      title: 'Actualidad del centro',
      moreTitle: 'Otras noticias',
      data: { mode: 'auto', sources: [{ structuredData: 'NewsDetail' }], quantity: 4 },
      link: { href: '/es/noticias/', text: 'Todas las noticias' },
    },
  ],
});

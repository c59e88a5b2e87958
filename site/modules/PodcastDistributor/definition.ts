// PodcastDistributor: the episodes of the school's podcasts as cards — the show or type of
// episode, its date, title, guest and topic, each card a link to where the episode is heard.
// A grid, a list read top to bottom, or a carousel (the shared slider) where a page has little
// room. Selected like any list (SPEC §3 "List data source"), usually structuredData
// 'PodcastEpisode' (the episodes the AudiovisualList and ArticlesList pages hold), newest first.
import type { z } from 'zod';
import { defineModule } from '../../define/define.ts';
import { DistributorLayoutSchema, layoutParts, listDistributorSchema } from '../../define/distributor.ts';
import type { Card } from '../../../content/schema/index.ts';

// An intro like the other distributors of one kind of item, and the carousel as well.
const schema = listDistributorSchema('PodcastDistributor').extend({ layout: DistributorLayoutSchema });

export type PodcastDistributorProps = z.output<typeof schema> & { items: Card[] };

export const definition = defineModule({
  name: 'PodcastDistributor',
  description: 'Podcast episodes selected by a data source, as a grid, a list or a slider of cards.',
  family: 'distributor',
  schema,
  resolve: (props, context): PodcastDistributorProps => ({ ...props, items: context.cards(props.data) }),
  images: (props) => props.items.map((card) => [card.image, 'card'] as const),
  parts: layoutParts,
  strings: {
    en: { 'podcast.guest': 'Guest', 'podcast.topic': 'Topic' },
    es: { 'podcast.guest': 'Invitado', 'podcast.topic': 'Tema' },
  },
  examples: [
    {
      component: 'PodcastDistributor',
      title: 'Family Business Conversations',
      intro: 'The school’s podcast: founders, successors and advisers on the decisions that keep a family firm going.',
      layout: 'list',
      data: { mode: 'auto', sources: [{ structuredData: 'PodcastEpisode' }], quantity: 3 },
      link: { href: '/business-school/videos-and-podcasts/', text: 'All episodes' },
    },
    {
      component: 'PodcastDistributor',
      title: 'Escuche el pódcast',
      intro: 'Conversaciones con familias empresarias y profesores de la escuela, cada mes.',
      layout: 'slider',
      data: { mode: 'auto', sources: [{ structuredData: 'PodcastEpisode' }], quantity: 6 },
      link: { href: '/es/business-school/videos-y-podcast/', text: 'Todos los episodios' },
    },
  ],
});

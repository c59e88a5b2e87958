// Videos and podcasts (SPEC §2 AudiovisualList): the AcademicVideo pages of the language (or the
// page's data source) and the podcast episodes the page holds, newest first, filtered by podcast
// type, academic area and year. Podcast episodes hosted on the audio site get their thumbnail at
// sync (`podcastEpisodeId`, pipeline/sync/media-thumbnails.ts).
import { z } from 'zod';
import { MediaItemSchema, type Card } from '../../../content/schema/index.ts';
import { defineTemplate } from '../../define/define.ts';
import { allPagesOf, listFields } from '../../define/list-template.ts';
import { mediaCard, mediaEntities, newestFirst } from '../../define/media-items.ts';

const schema = z.strictObject({
  templateType: z.literal('AudiovisualList'),
  ...listFields,
  filters: listFields.filters.unwrap().default(['podcastType', 'academicArea', 'year']),
  episodes: z
    .array(MediaItemSchema.refine((item) => item.kind === 'podcast', { message: "Must be 'podcast' here", path: ['kind'] }))
    .default([]),
});

export type AudiovisualListTemplate = z.output<typeof schema> & { items: Card[] };

export const definition = defineTemplate({
  name: 'AudiovisualList',
  schema,
  search: 'video',
  openGraph: 'website',
  resolve: (template, context): AudiovisualListTemplate => ({
    ...template,
    items: newestFirst([
      ...context.cards(template.data ?? allPagesOf('AcademicVideo')),
      ...template.episodes.map((item) => mediaCard(context.page, item)),
    ]),
  }),
  images: (template) => template.items.map((card) => [card.image, 'card'] as const),
  entities: (page, template) => mediaEntities(page, template.episodes),
  examples: [
    {
      templateType: 'AudiovisualList',
      intro: 'Lectures, talks and podcasts from the school.',
      pageSize: 2,
      episodes: [
        {
          id: 'family-matters-12',
          kind: 'podcast',
          title: 'Family Matters 12: when the founder will not retire',
          summary: 'Two advisers on the hardest conversation in a family firm.',
          date: '2026-11-05',
          href: 'https://podcasts.example.org/family-matters/12',
          podcastType: 'Interview',
          image: { url: '/media/seminar.jpg', width: 1920, height: 1080, alt: '' },
        },
        {
          id: 'founders-2',
          kind: 'podcast',
          title: 'Founders, part 2: the first customer',
          date: '2025-06-30',
          href: 'https://podcasts.example.org/founders/2',
          podcastType: 'Series',
        },
      ],
    },
  ],
});

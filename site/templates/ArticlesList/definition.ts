// Articles (SPEC §2 ArticlesList): the articles, blog posts and infographics the page holds, as
// cards of their SPEC §3 kind, newest first, filtered by topic and year. Each is also an entity
// (site/define/media-items.ts) so a BlogDistributor elsewhere can show the blog posts.
import { z } from 'zod';
import { MediaItemSchema, type Card } from '../../../content/schema/index.ts';
import { defineTemplate } from '../../define/define.ts';
import { listFields } from '../../define/list-template.ts';
import { mediaCard, mediaEntities, newestFirst } from '../../define/media-items.ts';

const schema = z.strictObject({
  templateType: z.literal('ArticlesList'),
  ...listFields,
  filters: listFields.filters.unwrap().default(['topic', 'year']),
  articles: z
    .array(MediaItemSchema.refine((item) => item.kind !== 'podcast', { message: 'Podcasts belong in an AudiovisualList', path: ['kind'] }))
    .min(1),
});

export type ArticlesListTemplate = z.output<typeof schema> & { items: Card[] };

export const definition = defineTemplate({
  name: 'ArticlesList',
  schema,
  search: 'publication',
  openGraph: 'website',
  resolve: (template, context): ArticlesListTemplate => ({
    ...template,
    items: newestFirst([
      ...template.articles.map((item) => mediaCard(context.page, item)),
      ...(template.data ? context.cards(template.data) : []),
    ]),
  }),
  images: (template) => template.items.map((card) => [card.image, 'card'] as const),
  entities: (page, template) => mediaEntities(page, template.articles),
  examples: [
    {
      templateType: 'ArticlesList',
      intro: 'Opinion, analysis and visual summaries by our faculty.',
      pageSize: 2,
      articles: [
        {
          id: 'why-family-firms-last',
          kind: 'article',
          title: 'Why family firms last longer',
          summary: 'Patient capital and a long view, in numbers.',
          date: '2026-10-02',
          href: 'https://review.example.org/family-firms-last',
          topic: 'Strategy',
          image: { url: '/media/boardroom.jpg', width: 1920, height: 1080, alt: 'An empty boardroom' },
        },
        {
          id: 'letter-to-the-next-generation',
          kind: 'blog',
          title: 'A letter to the next generation',
          date: '2026-11-10',
          href: '/business-school/articles/letter-to-the-next-generation/',
          topic: 'Succession',
        },
        {
          id: 'succession-in-numbers',
          kind: 'infographic',
          title: 'Succession in numbers',
          date: '2025-04-20',
          href: '/media/succession-in-numbers.png',
          topic: 'Succession',
        },
      ],
    },
  ],
});

import { z } from 'zod';
import { DateStringSchema, ImageSchema } from '../../../content/schema/index.ts';
import { newsArticle } from '../../lib/structured-data/templates.ts';
import { defineTemplate } from '../../define/define.ts';
import { yearOf } from '../../define/list-template.ts';
import { RichTextSchema } from '../../define/rich-text.ts';
import { ModuleListSchema } from '../../define/module-list.ts';

export const definition = defineTemplate({
  name: 'NewsDetail',
  search: 'news',
  openGraph: 'article',
  schema: z.strictObject({
    templateType: z.literal('NewsDetail'),
    title: z.string().min(1),
    date: DateStringSchema,
    summary: z.string().min(1),
    author: z.string().optional(),
    category: z.string().optional(),
    image: ImageSchema.optional(),
    body: RichTextSchema,
    mainSection: ModuleListSchema.default([]),
  }),
  images: (template) => [[template.image, 'hero']],
  structuredData: ({ template, ...input }) => newsArticle({ ...input, template: template }),
  card: (page, template) => ({
    kind: 'news',
    id: page.id,
    title: template.title,
    url: page.path,
    date: template.date,
    summary: template.summary,
    ...(template.category ? { label: template.category } : {}),
    ...(template.image ? { image: template.image } : {}),
    facets: { year: yearOf(template.date), topic: template.category ? [template.category] : [] },
  }),
  examples: [
    {
      templateType: 'NewsDetail',
      title: 'Succession barometer 2026: half of family firms have no written plan',
      date: '2026-10-28T09:00:00Z',
      summary: 'Our annual survey of 412 family firms across Spain and Latin America.',
      author: 'Laura Méndez',
      category: 'Succession',
      image: {
        url: '/media/news-succession-barometer.jpg',
        width: 1600,
        height: 900,
        alt: 'Three generations of a family business around a table',
      },
      body: '<p>Half of the family firms surveyed have no written succession plan, although 70% expect a change of leader within ten years.</p><h2>What families can do</h2><p>Read the <a href="/research/publications/family-business-barometer-2026/">full report</a>.</p>',
    },
    {
      templateType: 'NewsDetail',
      title: 'The centre welcomes its 2026 visiting scholars',
      date: '2026-02-02',
      summary: 'Four researchers from Mexico, Chile and Italy join us for the spring term.',
      body: '<p>They will work on family offices and governance.</p>',
    },
  ],
});

export type NewsDetailTemplate = z.output<typeof definition.schema>;

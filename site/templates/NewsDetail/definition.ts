import { z } from 'zod';
import { DateStringSchema, ImageSchema } from '../../../content/schema/index.ts';
import { newsArticle } from '../../lib/structured-data/templates.ts';
import { defineTemplate } from '../../define/define.ts';
import { yearOf } from '../../define/list-template.ts';
import { RichTextSchema } from '../../define/rich-text.ts';
import { ModuleListSchema } from '../../define/module-list.ts';

export const definition = defineTemplate({
  name: 'NewsDetail',
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
});

export type NewsDetailTemplate = z.output<typeof definition.schema>;

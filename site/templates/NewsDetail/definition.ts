import { z } from 'zod';
import { DateStringSchema, ImageSchema } from '../../../content/schema/index.ts';
import { defineTemplate } from '../../lib/define.ts';
import { yearOf } from '../../lib/list-template.ts';
import { RichTextSchema } from '../../lib/rich-text.ts';
import { ModuleListSchema } from '../../modules/definitions.ts';

export const definition = defineTemplate({
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
  toCard: (page, template) => ({
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

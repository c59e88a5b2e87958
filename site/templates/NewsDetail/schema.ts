import { z } from 'zod';
import { DateStringSchema, ImageSchema } from '../../../content/schema/index.ts';
import { defineTemplate } from '../../lib/define.ts';
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
    ...(template.image ? { image: template.image } : {}),
  }),
});

export type NewsDetailTemplate = z.output<typeof definition.schema>;

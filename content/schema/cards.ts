// Cards that lists and distributors show (SPEC §3: news, blog, podcast, video, article, infographic).
import { z } from 'zod';
import { ImageSchema, SitePathSchema } from './common.ts';

export const CardSchema = z.object({
  kind: z.enum(['news', 'blog', 'podcast', 'video', 'article', 'infographic', 'event', 'publication', 'person']),
  id: z.string(),
  title: z.string(),
  url: SitePathSchema,
  date: z.string().optional(),
  summary: z.string().optional(),
  image: ImageSchema.optional(),
});

export type Card = z.infer<typeof CardSchema>;

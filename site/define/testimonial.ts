// A testimonial as the CMS sends it (the testimonial slider and the testimonial collection take
// the same fields): the words, who said them, their role and portrait, and a link to more.
// Pipeline-only (zod).
import { z } from 'zod';
import { ImageSchema, LinkSchema } from '../../content/schema/index.ts';

export const TestimonialSchema = z.strictObject({
  text: z.string().min(1).describe('The words, without quotation marks'),
  name: z.string().min(1).describe('Who said them'),
  role: z.string().optional().describe('Their role or relation to the university, e.g. Executive MBA, 2024'),
  portrait: ImageSchema.optional(),
  link: LinkSchema.optional(),
});

export type Testimonial = z.output<typeof TestimonialSchema>;

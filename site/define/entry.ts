// The written entry several modules are made of — a featured story, a hero slide, one of two
// hero features: a title over a picture, with an optional kicker, a line of text and a link.
// One shape, so an editor meets the same fields (and sync the same messages) in each of them.
// Pipeline-only (zod).
import { z } from 'zod';
import { ImageSchema, LinkSchema } from '../../content/schema/index.ts';

const fields = {
  eyebrow: z.string().optional(),
  title: z.string().min(1),
  image: ImageSchema,
};

/** An entry whose line of text is `text` (`subtitle` in heroes, where it sits under the title) and whose link is optional or required. */
export function entrySchema<T extends 'text' | 'subtitle', L extends boolean>(textField: T, linkRequired: L) {
  return z.strictObject({
    ...fields,
    ...({ [textField]: z.string().optional() } as Record<T, z.ZodOptional<z.ZodString>>),
    link: (linkRequired ? LinkSchema : LinkSchema.optional()) as L extends true ? typeof LinkSchema : z.ZodOptional<typeof LinkSchema>,
  });
}

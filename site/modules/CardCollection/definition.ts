import { z } from 'zod';
import { ImageSchema, LinkSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../lib/define.ts';

export const definition = defineModule({
  schema: z.strictObject({
    component: z.literal('CardCollection'),
    id: z.string().optional(),
    title: z.string().optional(),
    intro: z.string().optional(),
    cards: z
      .array(
        z.strictObject({
          title: z.string().min(1),
          text: z.string().min(1),
          image: ImageSchema.optional(),
          link: LinkSchema.optional(),
        }),
      )
      .min(1),
  }),
});

export type CardCollectionProps = z.output<typeof definition.schema>;

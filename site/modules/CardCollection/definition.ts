import { z } from 'zod';
import { ImageSchema, LinkSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'CardCollection',
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
  images: (props) => props.cards.map((card) => [card.image, 'card'] as const),
});

export type CardCollectionProps = z.output<typeof definition.schema>;

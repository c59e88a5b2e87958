import { z } from 'zod';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'Quote',
  schema: z.strictObject({
    component: z.literal('Quote'),
    id: z.string().optional(),
    quote: z.string().min(1),
    author: z.string().min(1),
    role: z.string().optional(),
  }),
});

export type QuoteProps = z.output<typeof definition.schema>;

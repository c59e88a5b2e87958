import { z } from 'zod';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'Quote',
  family: 'content',
  description: 'A quotation and who said it.',
  reveal: true,
  schema: z.strictObject({
    component: z.literal('Quote'),
    id: z.string().optional(),
    quote: z.string().min(1),
    author: z.string().min(1),
    role: z.string().optional(),
  }),
  examples: [
    {
      component: 'Quote',
      quote: 'The programme gave my brother and me a language to talk about the company without talking about our parents.',
      author: 'Lucía Fernández',
      role: 'Third-generation owner, Fernández Conservas',
    },
    {
      component: 'Quote',
      quote: 'A family firm is a company and a family at once; it fails when either forgets the other.',
      author: 'Laura Méndez',
    },
  ],
});

export type QuoteProps = z.output<typeof definition.schema>;

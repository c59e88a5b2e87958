// FactsFigures: what the CMS sends, what the build does with it, and what it shows.
import { z } from 'zod';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'FactsFigures',
  schema: z.strictObject({
    component: z.literal('FactsFigures'),
    id: z.string().optional(),
    title: z.string().min(1),
    text: z.string().optional(),
  }),
  examples: [{ component: 'FactsFigures', title: 'A FactsFigures module', text: 'What the module tells visitors.' }],
});

export type FactsFiguresProps = z.output<typeof definition.schema>;

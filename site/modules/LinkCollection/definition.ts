// LinkCollection: what the CMS sends, what the build does with it, and what it shows.
import { z } from 'zod';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'LinkCollection',
  schema: z.strictObject({
    component: z.literal('LinkCollection'),
    id: z.string().optional(),
    title: z.string().min(1),
    text: z.string().optional(),
  }),
  examples: [{ component: 'LinkCollection', title: 'A LinkCollection module', text: 'What the module tells visitors.' }],
});

export type LinkCollectionProps = z.output<typeof definition.schema>;

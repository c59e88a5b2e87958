// PeopleCollection: what the CMS sends, what the build does with it, and what it shows.
import { z } from 'zod';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'PeopleCollection',
  schema: z.strictObject({
    component: z.literal('PeopleCollection'),
    id: z.string().optional(),
    title: z.string().min(1),
    text: z.string().optional(),
  }),
  examples: [{ component: 'PeopleCollection', title: 'A PeopleCollection module', text: 'What the module tells visitors.' }],
});

export type PeopleCollectionProps = z.output<typeof definition.schema>;

// AccreditationsRankings: what the CMS sends, what the build does with it, and what it shows.
import { z } from 'zod';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'AccreditationsRankings',
  schema: z.strictObject({
    component: z.literal('AccreditationsRankings'),
    id: z.string().optional(),
    title: z.string().min(1),
    text: z.string().optional(),
  }),
  examples: [{ component: 'AccreditationsRankings', title: 'A AccreditationsRankings module', text: 'What the module tells visitors.' }],
});

export type AccreditationsRankingsProps = z.output<typeof definition.schema>;

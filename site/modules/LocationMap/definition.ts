// LocationMap: what the CMS sends, what the build does with it, and what it shows.
import { z } from 'zod';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'LocationMap',
  schema: z.strictObject({
    component: z.literal('LocationMap'),
    id: z.string().optional(),
    title: z.string().min(1),
    text: z.string().optional(),
  }),
  examples: [{ component: 'LocationMap', title: 'A LocationMap module', text: 'What the module tells visitors.' }],
});

export type LocationMapProps = z.output<typeof definition.schema>;

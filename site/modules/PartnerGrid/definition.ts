// PartnerGrid: what the CMS sends, what the build does with it, and what it shows.
import { z } from 'zod';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'PartnerGrid',
  schema: z.strictObject({
    component: z.literal('PartnerGrid'),
    id: z.string().optional(),
    title: z.string().min(1),
    text: z.string().optional(),
  }),
  examples: [{ component: 'PartnerGrid', title: 'A PartnerGrid module', text: 'What the module tells visitors.' }],
});

export type PartnerGridProps = z.output<typeof definition.schema>;

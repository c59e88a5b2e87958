// LeadForm: what the CMS sends, what the build does with it, and what it shows.
import { z } from 'zod';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'LeadForm',
  schema: z.strictObject({
    component: z.literal('LeadForm'),
    id: z.string().optional(),
    title: z.string().min(1),
    text: z.string().optional(),
  }),
  examples: [{ component: 'LeadForm', title: 'A LeadForm module', text: 'What the module tells visitors.' }],
});

export type LeadFormProps = z.output<typeof definition.schema>;

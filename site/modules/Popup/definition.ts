// Popup: what the CMS sends, what the build does with it, and what it shows.
import { z } from 'zod';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'Popup',
  schema: z.strictObject({
    component: z.literal('Popup'),
    id: z.string().optional(),
    title: z.string().min(1),
    text: z.string().optional(),
  }),
  examples: [{ component: 'Popup', title: 'A Popup module', text: 'What the module tells visitors.' }],
});

export type PopupProps = z.output<typeof definition.schema>;

// VideoModal: what the CMS sends, what the build does with it, and what it shows.
import { z } from 'zod';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'VideoModal',
  schema: z.strictObject({
    component: z.literal('VideoModal'),
    id: z.string().optional(),
    title: z.string().min(1),
    text: z.string().optional(),
  }),
  examples: [{ component: 'VideoModal', title: 'A VideoModal module', text: 'What the module tells visitors.' }],
});

export type VideoModalProps = z.output<typeof definition.schema>;

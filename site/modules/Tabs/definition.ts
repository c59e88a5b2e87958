import { z } from 'zod';
import { defineModule } from '../../define/define.ts';
import { RichTextSchema } from '../../define/rich-text.ts';

export const definition = defineModule({
  name: 'Tabs',
  schema: z.strictObject({
    component: z.literal('Tabs'),
    id: z.string().optional(),
    title: z.string().min(1),
    tabs: z.array(z.strictObject({ label: z.string().min(1), html: RichTextSchema })).min(2),
  }),
});

export type TabsProps = z.output<typeof definition.schema>;

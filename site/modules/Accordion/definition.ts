import { z } from 'zod';
import { defineModule } from '../../define/define.ts';
import { RichTextSchema } from '../../define/rich-text.ts';

export const definition = defineModule({
  name: 'Accordion',
  schema: z.strictObject({
    component: z.literal('Accordion'),
    id: z.string().optional(),
    title: z.string().optional(),
    items: z.array(z.strictObject({ title: z.string().min(1), html: RichTextSchema })).min(1),
  }),
});

export type AccordionProps = z.output<typeof definition.schema>;

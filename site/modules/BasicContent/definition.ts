import { z } from 'zod';
import { defineModule } from '../../define/define.ts';
import { RichTextSchema } from '../../define/rich-text.ts';

export const definition = defineModule({
  name: 'BasicContent',
  schema: z.strictObject({
    component: z.literal('BasicContent'),
    id: z.string().optional(),
    title: z.string().optional(),
    /** Rich text, sanitised at sync. */
    html: RichTextSchema,
  }),
});

export type BasicContentProps = z.output<typeof definition.schema>;

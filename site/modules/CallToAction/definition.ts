import { z } from 'zod';
import { LinkSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';

const ActionSchema = LinkSchema.extend({ text: z.string().min(1) }).refine((link) => Boolean(link.href || link.linkToURL), {
  message: 'Required: href or linkToURL, where the button leads',
  path: ['href'],
});

export const definition = defineModule({
  name: 'CallToAction',
  schema: z.strictObject({
    component: z.literal('CallToAction'),
    id: z.string().optional(),
    title: z.string().min(1),
    text: z.string().optional(),
    primary: ActionSchema,
    secondary: ActionSchema.optional(),
  }),
});

export type CallToActionProps = z.output<typeof definition.schema>;

import { z } from 'zod';
import { defineTemplate } from '../../define/define.ts';
import { ModuleListSchema } from '../../define/module-list.ts';

export const definition = defineTemplate({
  name: 'BasicTemplate',
  schema: z.strictObject({
    templateType: z.literal('BasicTemplate'),
    heroSection: ModuleListSchema.default([]),
    mainSection: ModuleListSchema.default([]),
  }),
});

export type BasicTemplateTemplate = z.output<typeof definition.schema>;

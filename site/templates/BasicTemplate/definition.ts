import { z } from 'zod';
import { defineTemplate } from '../../lib/define.ts';
import { ModuleListSchema } from '../../modules/definitions.ts';

export const definition = defineTemplate({
  schema: z.strictObject({
    templateType: z.literal('BasicTemplate'),
    heroSection: ModuleListSchema.default([]),
    mainSection: ModuleListSchema.default([]),
  }),
});

export type BasicTemplateTemplate = z.output<typeof definition.schema>;

import { z } from 'zod';
import { defineTemplate } from '../../define/define.ts';
import { ModuleListSchema } from '../../define/module-list.ts';

export const definition = defineTemplate({
  name: 'Landing',
  schema: z.strictObject({
    templateType: z.literal('Landing'),
    heroSection: ModuleListSchema.default([]),
    mainSection: ModuleListSchema.default([]),
  }),
});

export type LandingTemplate = z.output<typeof definition.schema>;

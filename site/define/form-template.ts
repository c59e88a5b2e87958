// What the form templates share (SPEC §2 "Page templates": a form page shows the form its
// template type names). The fields themselves are not content: they are the form's rules, in
// the template's own form.ts (built from site/lib/forms/rules.ts), which the endpoint checks too.
// Pipeline-only (zod).
import { z } from 'zod';
import { SitePathSchema } from '../../content/schema/index.ts';
import { ModuleListSchema } from './module-list.ts';

export const formTemplateSchema = <N extends string>(name: N) =>
  z.strictObject({
    templateType: z.literal(name),
    title: z.string().min(1),
    intro: z.string().optional(),
    /** Where visitors land once the form is stored (a page of the site, in the page's language). */
    thankYou: SitePathSchema,
    heroSection: ModuleListSchema.default([]),
    mainSection: ModuleListSchema.default([]),
  });

export type FormTemplateFields = z.output<ReturnType<typeof formTemplateSchema<string>>>;

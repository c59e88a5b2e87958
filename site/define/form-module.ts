// What the form modules share (SPEC §2 "Module registry": forms): a heading, a line of text and
// the page visitors land on once the form is stored. The fields themselves are not content: they
// are the module's rules, in its own form.ts, which the endpoint checks too (docs/forms.md).
// Pipeline-only (zod).
import { z } from 'zod';
import { SitePathSchema } from '../../content/schema/index.ts';

export const formModuleSchema = <N extends string, E extends z.ZodRawShape>(name: N, extra: E) =>
  z.strictObject({
    component: z.literal(name),
    id: z.string().optional(),
    title: z.string().min(1),
    text: z.string().optional(),
    /** Where visitors land once the form is stored (a page of the site, in the page's language). */
    thankYou: SitePathSchema,
    ...extra,
  });

// Divider: space between two modules, with or without a line (SPEC §2 "Module registry": content,
// divider/spacer). Sizes are steps of the theme's spacing scale, so a page keeps its rhythm in
// every sub-theme. It has no words: a line is a separator to assistive technology, a spacer is
// nothing at all.
import { z } from 'zod';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'Divider',
  family: 'content',
  description: "Space between modules on the theme's spacing scale, with a rule (<hr>) or empty (hidden from assistive technology).",
  schema: z.strictObject({
    component: z.literal('Divider'),
    id: z.string().optional(),
    /** The space above and below: small, medium, large or extra large. */
    size: z.enum(['s', 'm', 'l', 'xl']).default('m'),
    /** `line` draws a rule in the middle of the space; `space` leaves it empty. */
    variant: z.enum(['line', 'space']).default('line'),
  }),
  examples: [
    { component: 'Divider', size: 'm', variant: 'line' },
    { component: 'Divider', size: 'l', variant: 'space' },
  ],
});

export type DividerProps = z.output<typeof definition.schema>;

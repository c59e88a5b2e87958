// Statistics: key figures as counters (SPEC §2 "Module registry", collections and content).
// The numbers are in the static HTML, formatted for the page's language, so they are right
// without JavaScript; the count-up is decoration and never runs under prefers-reduced-motion.
import { z } from 'zod';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'Statistics',
  family: 'collection',
  description:
    "Key figures, formatted for the page's language and final in the static HTML; a figure that scrolls into view later counts up once, never under prefers-reduced-motion; screen readers read the final figure only.",
  schema: z.strictObject({
    component: z.literal('Statistics'),
    id: z.string().optional(),
    title: z.string().optional(),
    items: z
      .array(
        z.strictObject({
          value: z.number().nonnegative(),
          /** Digits after the decimal point shown (e.g. 1 for 4.5). */
          decimals: z.number().int().min(0).max(3).default(0),
          prefix: z.string().optional(),
          suffix: z.string().optional(),
          label: z.string().min(1),
        }),
      )
      .min(1),
  }),
  examples: [
    {
      component: 'Statistics',
      title: 'The centre in numbers',
      items: [
        { value: 312, label: 'business families in our research panel' },
        { value: 18, label: 'years of research' },
        { value: 4.5, decimals: 1, suffix: ' M€', label: 'in research grants since 2020' },
        { value: 96, suffix: ' %', label: 'of participants recommend our programmes' },
      ],
    },
    {
      component: 'Statistics',
      items: [
        { value: 12500, label: 'alumni in family firms' },
        { value: 40, prefix: '+', label: 'countries' },
      ],
    },
  ],
});

export type StatisticsProps = z.output<typeof definition.schema>;

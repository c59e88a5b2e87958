// Table: a data table with a caption, header cells scoped to their column (and, optionally, the
// first cell of each row scoped to its row), in a scroll container that keyboard users can focus
// and scroll on narrow screens (SPEC §2 "Module registry"; WCAG 1.3.1, 2.1.1).
import { z } from 'zod';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'Table',
  family: 'collection',
  description:
    'A captioned data table, column headers scoped col, optionally the first cell of each row scoped row; wider than the screen it scrolls in a region named by its caption that keyboard users focus.',
  schema: z
    .strictObject({
      component: z.literal('Table'),
      id: z.string().optional(),
      title: z.string().optional(),
      /** What the table shows; read first by screen readers and names the scroll region. */
      caption: z.string().min(1),
      columns: z.array(z.string().min(1)).min(1),
      rows: z.array(z.array(z.string())).min(1),
      /** The first cell of each row heads its row (e.g. the programme name). */
      rowHeaders: z.boolean().default(false),
      note: z.string().optional(),
    })
    .superRefine((table, context) => {
      table.rows.forEach((row, index) => {
        if (row.length !== table.columns.length) {
          context.addIssue({
            code: 'custom',
            path: ['rows', index],
            message: `Has ${row.length} cells but the table has ${table.columns.length} columns; give every row one cell per column (an empty string for an empty cell)`,
          });
        }
      });
    }),
  examples: [
    {
      component: 'Table',
      title: 'Programmes at a glance',
      caption: 'Executive programmes for business families, 2026–2027',
      columns: ['Programme', 'Format', 'Duration', 'Language', 'Fee'],
      rows: [
        ['Next Generation Programme', 'Blended', '9 months', 'English', '€9,800'],
        ['Family Governance Intensive', 'On campus', '5 days', 'English, Spanish', '€6,400'],
        ['Family Office Essentials', 'Online', '6 weeks', 'English', '€3,200'],
        ['Board Readiness for Successors', 'On campus', '3 days', 'Spanish', '€4,100'],
      ],
      rowHeaders: true,
      note: 'Fees include materials and meals on campus days.',
    },
    {
      component: 'Table',
      caption: 'Survey response rate by region',
      columns: ['Region', '2024', '2025', '2026'],
      rows: [
        ['Spain', '61 %', '64 %', '66 %'],
        ['Latin America', '—', '48 %', '53 %'],
      ],
    },
  ],
});

export type TableProps = z.output<typeof definition.schema>;

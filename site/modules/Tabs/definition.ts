import { z } from 'zod';
import { defineModule } from '../../define/define.ts';
import { RichTextSchema } from '../../define/rich-text.ts';

export const definition = defineModule({
  name: 'Tabs',
  family: 'tabs',
  description: 'Panels of rich text behind tabs; the arrow keys move from tab to tab.',
  schema: z.strictObject({
    component: z.literal('Tabs'),
    id: z.string().optional(),
    title: z.string().min(1),
    tabs: z.array(z.strictObject({ label: z.string().min(1), html: RichTextSchema })).min(2),
  }),
  examples: [
    {
      component: 'Tabs',
      title: 'Research lines',
      tabs: [
        { label: 'Succession', html: '<p>How ownership and management pass between generations, and what makes a handover last.</p>' },
        { label: 'Governance', html: '<p>Family councils, protocols and boards: how families decide together.</p>' },
        { label: 'Family wealth', html: '<p>Family offices, philanthropy and investment beyond the original company.</p>' },
      ],
    },
  ],
});

export type TabsProps = z.output<typeof definition.schema>;

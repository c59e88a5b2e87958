import { z } from 'zod';
import { defineModule } from '../../define/define.ts';
import { RichTextSchema } from '../../define/rich-text.ts';

export const definition = defineModule({
  name: 'Accordion',
  family: 'tabs',
  description: 'Titled sections that open and close, so a long page stays easy to scan.',
  schema: z.strictObject({
    component: z.literal('Accordion'),
    id: z.string().optional(),
    title: z.string().optional(),
    items: z.array(z.strictObject({ title: z.string().min(1), html: RichTextSchema })).min(1),
  }),
  examples: [
    {
      component: 'Accordion',
      title: 'Next Generation Programme: frequently asked questions',
      items: [
        {
          title: 'Who can apply?',
          html: '<p>Members of a business family aged 22 to 35 who expect to hold ownership or management roles.</p>',
        },
        {
          title: 'How much time does it take?',
          html: '<p>Six weekends over nine months, plus a final project with your own family firm.</p>',
        },
        {
          title: 'Are there scholarships?',
          html: '<p>Yes: up to five places a year are funded by our partner families. <a href="/business-school/scholarships/">See the conditions</a>.</p>',
        },
      ],
    },
    {
      component: 'Accordion',
      items: [
        { title: 'Can I visit the library?', html: '<p>The family business collection is open to researchers by appointment.</p>' },
        { title: 'How do I cite the barometer?', html: '<p>Cite the edition year and the centre as the author.</p>' },
      ],
    },
  ],
});

export type AccordionProps = z.output<typeof definition.schema>;

import { z } from 'zod';
import { defineModule } from '../../define/define.ts';
import { RichTextSchema } from '../../define/rich-text.ts';

export const definition = defineModule({
  name: 'BasicContent',
  family: 'content',
  description: 'Rich text written in the CMS: headings, paragraphs, lists, links and pictures.',
  schema: z.strictObject({
    component: z.literal('BasicContent'),
    id: z.string().optional(),
    title: z.string().optional(),
    /** Rich text, sanitised at sync. */
    html: RichTextSchema,
  }),
  examples: [
    {
      component: 'BasicContent',
      title: 'About the centre',
      html: '<p>The Centre for Business Families studies how family firms grow, govern themselves and pass from one generation to the next.</p><ul><li>Research on succession, governance and family wealth</li><li>Programmes for owners and successors</li><li>A forum where families, advisers and scholars meet</li></ul><p>Read our latest <a href="/research-library/" target="_blank">publications</a>.</p>',
    },
  ],
});

export type BasicContentProps = z.output<typeof definition.schema>;

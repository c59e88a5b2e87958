// TwoColumns: rich text in two columns side by side, stacked on phones (SPEC §2 "Module
// registry": content). Each column may have its own heading; the editor chooses how the width is
// shared. Unlike TextImage, both columns are text.
import { z } from 'zod';
import { defineModule } from '../../define/define.ts';
import { RichTextSchema } from '../../define/rich-text.ts';

const ColumnSchema = z.strictObject({
  title: z.string().optional(),
  /** Rich text, sanitised at sync. */
  html: RichTextSchema,
});

export const definition = defineModule({
  name: 'TwoColumns',
  family: 'content',
  description:
    'Two columns of rich text, stacked on phones in reading order; equal or two thirds to one side; an optional rule between them.',
  reveal: true,
  schema: z.strictObject({
    component: z.literal('TwoColumns'),
    id: z.string().optional(),
    title: z.string().optional(),
    columns: z.tuple([ColumnSchema, ColumnSchema]),
    /** How the width is shared: equally, or two thirds for the first (`wide-start`) or the second column (`wide-end`). */
    ratio: z.enum(['equal', 'wide-start', 'wide-end']).default('equal'),
    /** A rule between the columns. */
    divider: z.boolean().default(false),
  }),
  examples: [
    {
      component: 'TwoColumns',
      title: 'Who the programme is for',
      divider: true,
      columns: [
        {
          title: 'Successors',
          html: '<p>Members of the next generation, aged 22 to 35, who expect to own or run the family firm. Most have worked two to five years inside or outside it.</p><ul><li>Shareholders in waiting</li><li>Young managers in the family firm</li></ul>',
        },
        {
          title: 'Their families',
          html: '<p>Parents and relatives join two of the six weekends, to work with their successors on the <strong>family protocol</strong> and the succession plan. <a href="/education-and-training/">See the calendar</a>.</p>',
        },
      ],
    },
    {
      component: 'TwoColumns',
      ratio: 'wide-start',
      columns: [
        {
          html: '<p>La Cátedra de Empresa Familiar investiga cómo crecen, se gobiernan y se transmiten las empresas familiares de España y Latinoamérica desde 2008.</p><p>Publicamos cada año el barómetro de sucesión y formamos a más de 300 familias empresarias.</p>',
        },
        {
          title: 'En cifras',
          html: '<ul><li>18 años de investigación</li><li>312 familias en el panel</li><li>12 500 antiguos alumnos</li></ul>',
        },
      ],
    },
  ],
});

export type TwoColumnsProps = z.output<typeof definition.schema>;

// SpecializationDetail: a specialisation of a programme (SPEC §3 "Specialization: its related
// program"). It names its programme by the programme's code; the build resolves that into a
// link to the programme's page in the same language, and the programme lists its specialisations.
import { z } from 'zod';
import { ImageSchema, SlugSchema, type Card } from '../../../content/schema/index.ts';
import { defineTemplate } from '../../define/define.ts';
import { allPrograms } from '../../define/program.ts';
import { ModuleListSchema } from '../../define/module-list.ts';
import { RichTextSchema } from '../../define/rich-text.ts';
import { course } from '../../lib/structured-data/templates.ts';

const schema = z.strictObject({
  templateType: z.literal('SpecializationDetail'),
  title: z.string().min(1),
  summary: z.string().min(1),
  image: ImageSchema.optional(),
  /** The code of the programme this specialises (SPEC §3). */
  program: SlugSchema,
  courses: z.array(z.string().min(1)).default([]),
  body: RichTextSchema.default(''),
  heroSection: ModuleListSchema.default([]),
  /** SPEC §1 "Lead capture": the prospective-student form is a module placed here by editors. */
  leadFormSection: ModuleListSchema.default([]),
  mainSection: ModuleListSchema.default([]),
});

export const definition = defineTemplate({
  name: 'SpecializationDetail',
  schema,
  tags: ['specialization'],
  search: 'program',
  openGraph: 'website',
  resolve: (template, context) => ({
    ...template,
    programCard: context.cards(allPrograms(context)).find((card) => card.key === template.program) ?? null,
  }),
  images: (template) => [[template.image, 'hero']],
  // The programme's code as the `programs` facet: how a programme page finds its specialisations;
  // its own name as `specializations`, the value a programme lists it by.
  card: (page, template) => ({
    kind: 'program',
    id: page.id,
    title: template.title,
    url: page.path,
    summary: template.summary,
    ...(template.image ? { image: template.image } : {}),
    facets: { programs: [template.program], specializations: [template.title] },
  }),
  structuredData: course,
  examples: [
    {
      templateType: 'SpecializationDetail',
      title: 'Specialisation in Family Business',
      summary: 'A third term for the Master in Management on running, advising and succeeding in family firms.',
      program: 'master-in-management',
      courses: ['Governance of family firms', 'Succession planning', 'Family offices'],
      body: '<p>Taught with the Centre for Business Families.</p>',
    },
    { templateType: 'SpecializationDetail', title: 'Specialisation in Retail', summary: 'A term on retail.', program: 'no-such-programme' },
  ],
});

export type SpecializationDetailTemplate = z.output<typeof schema> & { programCard: Card | null };

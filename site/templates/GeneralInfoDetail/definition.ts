import { z } from 'zod';
import { DateStringSchema, DownloadSchema, ImageSchema } from '../../../content/schema/index.ts';
import { defineTemplate } from '../../define/define.ts';
import { yearOf } from '../../define/list-template.ts';
import { RichTextSchema } from '../../define/rich-text.ts';
import { ModuleListSchema } from '../../define/module-list.ts';

export const definition = defineTemplate({
  name: 'GeneralInfoDetail',
  search: 'page',
  openGraph: 'website',
  schema: z.strictObject({
    templateType: z.literal('GeneralInfoDetail'),
    title: z.string().min(1),
    summary: z.string().min(1),
    /** What kind of page it is, shown above the title, e.g. 'Research line'. */
    category: z.string().optional(),
    date: DateStringSchema.optional(),
    image: ImageSchema.optional(),
    /** Short facts shown beside the text, e.g. { label: 'Region', value: 'Latin America' }. */
    facts: z.array(z.strictObject({ label: z.string().min(1), value: z.string().min(1) })).default([]),
    factsTitle: z.string().optional(),
    body: RichTextSchema,
    downloads: z.array(DownloadSchema).default([]),
    mainSection: ModuleListSchema.default([]),
  }),
  images: (template) => [[template.image, 'hero']],
  card: (page, template) => ({
    kind: 'article',
    id: page.id,
    title: template.title,
    url: page.path,
    ...(template.date ? { date: template.date } : {}),
    ...(template.category ? { label: template.category } : {}),
    summary: template.summary,
    ...(template.image ? { image: template.image } : {}),
    facets: { year: yearOf(template.date), topic: template.category ? [template.category] : [] },
  }),
  examples: [
    {
      templateType: 'GeneralInfoDetail',
      title: 'Succession and continuity',
      summary: 'How families hand over ownership and management between generations.',
      category: 'Research line',
      image: { url: '/media/family-business.jpg', width: 1920, height: 1280, alt: 'A founder and her daughter in their workshop' },
      factsTitle: 'At a glance',
      facts: [
        { label: 'Lead researcher', value: 'Laura Méndez' },
        { label: 'Region', value: 'Spain and Latin America' },
        { label: 'Since', value: '2009' },
      ],
      body: '<p>Fewer than one in three family firms reach the third generation. This line studies why, and what families that succeed do differently.</p>',
      downloads: [{ title: 'Research line summary', href: '/media/succession-line-summary.pdf', format: 'PDF, 640 KB' }],
    },
  ],
});

export type GeneralInfoDetailTemplate = z.output<typeof definition.schema>;

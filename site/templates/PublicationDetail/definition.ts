import { z } from 'zod';
import { DownloadSchema, ImageSchema, PublicationFieldsSchema } from '../../../content/schema/index.ts';
import { publication } from '../../lib/structured-data/templates.ts';
import { defineTemplate } from '../../define/define.ts';
import { yearOf } from '../../define/list-template.ts';
import { RichTextSchema } from '../../define/rich-text.ts';
import { ModuleListSchema } from '../../define/module-list.ts';

export const definition = defineTemplate({
  name: 'PublicationDetail',
  schema: z.strictObject({
    templateType: z.literal('PublicationDetail'),
    title: z.string().min(1),
    summary: z.string().min(1),
    image: ImageSchema.optional(),
    publication: PublicationFieldsSchema,
    body: RichTextSchema,
    downloads: z.array(DownloadSchema).default([]),
    mainSection: ModuleListSchema.default([]),
  }),
  images: (template) => [[template.image, 'hero']],
  structuredData: ({ template, ...input }) => publication({ ...input, template: { ...template, ...template.publication } }),
  card: (page, template) => ({
    kind: 'publication',
    id: page.id,
    title: template.title,
    url: page.path,
    date: template.publication.date,
    label: template.publication.publicationType,
    summary: template.summary,
    ...(template.image ? { image: template.image } : {}),
    facets: {
      year: yearOf(template.publication.date),
      publicationType: [template.publication.publicationType],
      academicArea: template.publication.academicAreas,
    },
  }),
});

export type PublicationDetailTemplate = z.output<typeof definition.schema>;

import { z } from 'zod';
import { DownloadSchema, ImageSchema, PublicationFieldsSchema } from '../../../content/schema/index.ts';
import { defineTemplate } from '../../lib/define.ts';
import { yearOf } from '../../lib/list-template.ts';
import { RichTextSchema } from '../../lib/rich-text.ts';
import { ModuleListSchema } from '../../modules/definitions.ts';

export const definition = defineTemplate({
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
  toCard: (page, template) => ({
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

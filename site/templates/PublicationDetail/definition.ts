import { z } from 'zod';
import { DownloadSchema, type Download, ImageSchema, PublicationFieldsSchema } from '../../../content/schema/index.ts';
import { publication } from '../../lib/structured-data/templates.ts';
import { defineTemplate } from '../../define/define.ts';
import { yearOf } from '../../define/list-template.ts';
import { RichTextSchema } from '../../define/rich-text.ts';
import { ModuleListSchema } from '../../define/module-list.ts';

/** The publication's first download, the one its card offers (the full report before its annexes). */
const fileOf = (download: Download) => ({ href: download.href, ...(download.format ? { format: download.format } : {}) });

export const definition = defineTemplate({
  name: 'PublicationDetail',
  search: 'publication',
  openGraph: 'article',
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
    people: template.publication.authors,
    ...(template.downloads[0] ? { file: fileOf(template.downloads[0]) } : {}),
    facets: {
      year: yearOf(template.publication.date),
      publicationType: [template.publication.publicationType],
      academicArea: template.publication.academicAreas,
      // The areas a publication is about are its subjects, as a programme's are.
      subjectArea: template.publication.academicAreas,
      classificationType: template.publication.classification ? [template.publication.classification] : [],
      centers: template.publication.centers,
    },
  }),
  examples: [
    {
      templateType: 'PublicationDetail',
      title: 'Family Business Barometer 2026',
      summary: 'Succession planning, governance and financing in 412 family firms.',
      image: { url: '/media/research.jpg', width: 1600, height: 1067, alt: 'Researchers reviewing survey results' },
      publication: {
        date: '2026-09-15',
        authors: ['Laura Méndez', 'Carlos Ruiz'],
        organization: 'Centre for Business Families',
        isbn: '978-84-09-12345-6',
        publicationType: 'Report',
        academicAreas: ['Succession', 'Governance'],
        citation: 'Méndez, L. and Ruiz, C. (2026). Family Business Barometer 2026. Centre for Business Families.',
      },
      body: '<p>The seventh edition of the barometer adds questions on family offices and the role of women in succession.</p>',
      downloads: [{ title: 'Full report', href: '/media/barometer-2026.pdf', format: 'PDF, 2.4 MB' }],
    },
  ],
});

export type PublicationDetailTemplate = z.output<typeof definition.schema>;

// An EPIC award nomination (SPEC §3 "EPIC award": winner or nominated, category): the nominated
// project, a schema.org CreativeWork whose `award` names the prize only when it was won.
import type { CreativeWork } from 'schema-dts';
import { z } from 'zod';
import { EpicAwardFieldsSchema, ImageSchema } from '../../../content/schema/index.ts';
import { publishedImageUrl } from '../../lib/social-image.ts';
import { defineTemplate } from '../../define/define.ts';
import { RichTextSchema } from '../../define/rich-text.ts';
import { ModuleListSchema } from '../../define/module-list.ts';

const schema = z.strictObject({
  templateType: z.literal('EpicAwardDetail'),
  title: z.string().min(1),
  summary: z.string().min(1),
  award: EpicAwardFieldsSchema,
  image: ImageSchema.optional(),
  body: RichTextSchema,
  mainSection: ModuleListSchema.default([]),
});

export type EpicAwardDetailTemplate = z.output<typeof schema>;

export const definition = defineTemplate({
  name: 'EpicAwardDetail',
  schema,
  images: (template) => [[template.image, 'hero']],
  structuredData: ({ template, page, site, url, publisher, images }) => {
    const { award } = template;
    const node: Exclude<CreativeWork, string> = {
      '@type': 'CreativeWork',
      name: template.title,
      description: template.summary,
      creator: award.organization
        ? { '@type': 'Organization', name: award.organization, member: { '@type': 'Person', name: award.candidate } }
        : { '@type': 'Person', name: award.candidate },
      genre: award.category,
      // Only a winner holds the award; a nomination is not one.
      ...(award.status === 'winner' ? { award: `EPIC Award ${award.edition} — ${award.category}` } : {}),
      ...(template.image ? { image: publishedImageUrl(site, template.image.url, images) } : {}),
      publisher,
      inLanguage: page.locale,
      url,
    };
    return [node];
  },
  card: (page, template) => ({
    kind: 'page',
    id: page.id,
    title: template.title,
    url: page.path,
    // Winners sort before nominees of the same edition in a list ordered by date.
    date: `${template.award.edition}-12-${template.award.status === 'winner' ? '31' : '01'}`,
    label: `${template.award.category} · ${template.award.status === 'winner' ? '★ ' : ''}${template.award.candidate}`,
    summary: template.summary,
    ...(template.image ? { image: template.image } : {}),
    facets: { awardCategory: [template.award.category], year: [template.award.edition], awardStatus: [template.award.status] },
  }),
  examples: [
    {
      templateType: 'EpicAwardDetail',
      title: 'Ceramics that heat homes',
      summary: 'A third-generation tile maker turned its kilns into a heat-storage business.',
      award: {
        status: 'winner',
        category: 'Family enterprise',
        edition: '2026',
        candidate: 'Lucía Ferrer',
        organization: 'Cerámicas Ferrer',
      },
      image: { url: '/media/family-business.jpg', width: 1920, height: 1080, alt: 'A family in their workshop' },
      body: '<p>The jury praised how the family financed the change.</p>',
    },
    {
      templateType: 'EpicAwardDetail',
      title: 'Fair wages for coffee pickers',
      summary: 'A traceability app that pays pickers by the kilo, on the day.',
      award: { status: 'nominated', category: 'Social impact', edition: '2026', candidate: 'Andrés Salazar' },
      body: '<p>Nominated for its first harvest in Huila.</p>',
    },
  ],
});

// An EPIC award nomination (SPEC §3 "EPIC award": winner or nominated, category): the nominated
// project, a schema.org CreativeWork whose `award` names the prize only when it was won.
import type { z } from 'zod';
import { EpicAwardFieldsSchema } from '../../../content/schema/index.ts';
import { defineTemplate } from '../../define/define.ts';
import { workCard, workDetailSchema, workNode } from '../../define/work-detail.ts';

const schema = workDetailSchema('EpicAwardDetail', 'award', EpicAwardFieldsSchema);

export type EpicAwardDetailTemplate = z.output<typeof schema>;

export const definition = defineTemplate({
  name: 'EpicAwardDetail',
  schema,
  search: 'award',
  openGraph: 'website',
  images: (template) => [[template.image, 'hero']],
  structuredData: (input) => {
    const { award } = input.template;
    return [
      workNode(input, {
        creator: award.organization
          ? { '@type': 'Organization', name: award.organization, member: { '@type': 'Person', name: award.candidate } }
          : { '@type': 'Person', name: award.candidate },
        genre: award.category,
        // Only a winner holds the award; a nomination is not one.
        ...(award.status === 'winner' ? { award: `EPIC Award ${award.edition} — ${award.category}` } : {}),
      }),
    ];
  },
  card: (page, template) =>
    workCard(page, template, {
      // Winners sort before nominees of the same edition in a list ordered by date.
      date: `${template.award.edition}-12-${template.award.status === 'winner' ? '31' : '01'}`,
      people: [template.award.candidate],
      label: `${template.award.category} · ${template.award.status === 'winner' ? '★ ' : ''}${template.award.candidate}`,
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

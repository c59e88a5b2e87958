// ProgramsList: the programmes below the list's path (both detail templates), with the filters of
// SPEC §9 that apply to programmes, pagination, the first page without JavaScript, and a
// "compare" toggle on every card when the page names the site's comparator.
import { type z } from 'zod';
import { SitePathSchema } from '../../../content/schema/index.ts';
import { defineTemplate } from '../../define/define.ts';
import { defineListTemplate, type ListTemplateData } from '../../define/list-template.ts';

const list = defineListTemplate({
  name: 'ProgramsList',
  search: 'program',
  detail: { tag: 'program' },
  // A finder across schools filters by school too (one school's list has one value: hidden). The
  // other finder kinds (career stage, pathways, specialisation) are for pages that name them.
  filters: [
    'schools',
    'programType',
    'format',
    'modeOfStudy',
    'location',
    'language',
    'intake',
    'duration',
    'academicArea',
    'yearsOfExperience',
    'profiles',
  ],
  examples: [],
});

const schema = list.schema.extend({ comparator: SitePathSchema.optional() });

export const definition = defineTemplate({
  ...list,
  schema,
  resolve: (template: z.output<typeof schema>, context) => ({ ...template, ...list.resolve!(template, context) }),
  images: (template) => template.items.map((card) => [card.image, 'card'] as const),
  examples: [
    {
      templateType: 'ProgramsList',
      intro: 'Bachelors, masters, executive and online programmes of the business school.',
      comparator: '/business-school/compare-programmes/',
      pageSize: 2,
    },
  ],
});

export type ProgramsListTemplate = ListTemplateData<'ProgramsList'> & { comparator?: string | undefined };

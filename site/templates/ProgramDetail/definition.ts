// ProgramDetail: a programme's page (SPEC §3 "Program"): hero, key facts, abstract, who it is for and what it leads
// to, its specialisations, the lead-form position and the modules below. ProgramDetailMax is the long variant.
import type { z } from 'zod';
import type { Card } from '../../../content/schema/index.ts';
import { defineTemplate } from '../../define/define.ts';
import { programCard, programTemplateSchema, specializationsOf, upcomingIntakes } from '../../define/program.ts';
import { program } from '../../lib/structured-data/templates.ts';
import { examples } from '../../define/program-examples.ts';

const schema = programTemplateSchema('ProgramDetail');

export const definition = defineTemplate({
  name: 'ProgramDetail',
  schema,
  search: 'program',
  openGraph: 'website',
  tags: ['program'],
  resolve: (template, context) => ({
    ...template,
    program: { ...template.program, intake: upcomingIntakes(template.program.intake, context.asOf) },
    specializations: context.cards(specializationsOf(template.program.code, context)),
  }),
  images: (template) => [[template.image, 'hero'], ...template.specializations.map((card) => [card.image, 'card'] as const)],
  card: programCard,
  structuredData: program,
  examples: examples('ProgramDetail'),
});

export type ProgramDetailTemplate = z.output<typeof schema> & { specializations: Card[] };

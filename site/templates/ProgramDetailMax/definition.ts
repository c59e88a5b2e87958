// ProgramDetailMax: a programme's page (SPEC §3 "Program"), the long variant: besides the facts, abstract and
// audience of ProgramDetail it shows the reasons why, the study plan, the residential periods and the blog posts.
import type { z } from 'zod';
import type { Card } from '../../../content/schema/index.ts';
import { defineTemplate } from '../../define/define.ts';
import { programCard, programTemplateSchema, specializationsOf, upcomingIntakes } from '../../define/program.ts';
import { program } from '../../lib/structured-data/templates.ts';
import { examples } from '../../define/program-examples.ts';

const schema = programTemplateSchema('ProgramDetailMax');

export const definition = defineTemplate({
  name: 'ProgramDetailMax',
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
  examples: examples('ProgramDetailMax'),
});

export type ProgramDetailMaxTemplate = z.output<typeof schema> & { specializations: Card[] };

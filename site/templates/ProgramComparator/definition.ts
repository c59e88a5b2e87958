// ProgramComparator (SPEC §2 "Comparator", §4 "Program comparator", §8 empty texts): programmes
// side by side. The build puts every programme of the page's language, with the fields compared,
// into the page's data, so the comparator needs no server; the visitor's selection lives in the
// browser (site/lib/compare-store.ts). Without JavaScript the page compares every programme.
import { z } from 'zod';
import { defineTemplate } from '../../define/define.ts';
import { allPrograms } from '../../define/program.ts';
import { ModuleListSchema } from '../../define/module-list.ts';
import { COMPARED_FIELDS, type ComparedField } from '../../lib/program.ts';

const schema = z.strictObject({
  templateType: z.literal('ProgramComparator'),
  title: z.string().min(1),
  intro: z.string().optional(),
  heroSection: ModuleListSchema.default([]),
  mainSection: ModuleListSchema.default([]),
});

export interface ComparedProgram {
  code: string;
  title: string;
  url: string;
  values: Record<ComparedField, string[]>;
}

export const definition = defineTemplate({
  name: 'ProgramComparator',
  schema,
  search: 'page',
  openGraph: 'website',
  resolve: (template, context) => ({
    ...template,
    programs: context
      .cards(allPrograms(context))
      .filter((card) => card.key)
      .map((card): ComparedProgram => ({
        code: card.key as string,
        title: card.title,
        url: card.url,
        values: Object.fromEntries(COMPARED_FIELDS.map((field) => [field, card.facets?.[field] ?? []])) as ComparedProgram['values'],
      })),
  }),
  examples: [
    {
      templateType: 'ProgramComparator',
      title: 'Compare programmes',
      intro: 'Choose two or more programmes to see them side by side.',
    },
  ],
});

export type ProgramComparatorTemplate = z.output<typeof schema> & { programs: ComparedProgram[] };

// What the programme templates share (SPEC §3 "Program"): the short and the long programme page
// carry the same fields and differ in how much of them the page shows. Each says it is a
// programme by the 'program' tag of its definition, which is how lists and the comparator find
// it. Their cards carry the programme's facets (SPEC §9 filter kinds) and its code, which the
// comparator stores.
// Pipeline-only (zod).
import { z } from 'zod';
import { ImageSchema, ProgramFieldsSchema, SitePathSchema, type Card, type DataSource, type Page } from '../../content/schema/index.ts';
import { stringsFor } from '../i18n/strings.ts';
import { programFacets, programFinderFacets, translator, type ComparedField, type FinderField } from '../lib/program.ts';
import type { ResolveContext } from '../lib/resolve-context.ts';
import { ModuleListSchema } from './module-list.ts';
import { RichTextSchema } from './rich-text.ts';

export const programTemplateSchema = <N extends string>(name: N) =>
  z.strictObject({
    templateType: z.literal(name),
    title: z.string().min(1),
    image: ImageSchema.optional(),
    program: ProgramFieldsSchema,
    body: RichTextSchema.default(''),
    /** The site's ProgramComparator page: where "compare" leads (and, without JavaScript, what it shows). */
    comparator: SitePathSchema.optional(),
    heroSection: ModuleListSchema.default([]),
    /** SPEC §1 "Lead capture": the prospective-student form is a module placed here by editors. */
    leadFormSection: ModuleListSchema.default([]),
    mainSection: ModuleListSchema.default([]),
  });

export type ProgramTemplateFields = z.output<ReturnType<typeof programTemplateSchema<string>>>;

/** Facets of a programme in the page's language: what lists filter by and the comparator shows. */
export function facetsIn(locale: Page['locale'], program: ProgramTemplateFields['program']): Record<ComparedField | FinderField, string[]> {
  const t = translator(stringsFor(locale, () => undefined));
  return { ...programFacets(program, locale, t), ...programFinderFacets(program, t) };
}

export function programCard(page: Page, template: ProgramTemplateFields): Card {
  const facets = facetsIn(page.locale, template.program);
  return {
    kind: 'program',
    id: page.id,
    key: template.program.code,
    title: template.title,
    url: page.path,
    label: [...facets.programType, ...facets.format].join(' · '),
    summary: template.program.abstract,
    ...(template.image ? { image: template.image } : {}),
    facets,
  };
}

/** Every programme of the page's language (the templates tagged 'program'), alphabetically. */
export const allPrograms = (context: Pick<ResolveContext, 'templates'>): DataSource => ({
  mode: 'auto',
  sources: context
    .templates('program')
    .map((structuredData) => ({ structuredData, filters: [], filterOperator: 'or', globalOperator: 'or' })),
  fixed: [],
  order: 'alpha',
  allLanguages: false,
  preferenceLanguage: false,
  relations: 'off',
});

/** The specialisations (templates tagged 'specialization') whose programme has this code: their cards carry it as the `programs` facet. */
export const specializationsOf = (code: string, context: Pick<ResolveContext, 'templates'>): DataSource => ({
  mode: 'auto',
  sources: context
    .templates('specialization')
    .map((structuredData) => ({ structuredData, filters: [`programs:${code}`], filterOperator: 'or', globalOperator: 'and' })),
  fixed: [],
  order: 'alpha',
  allLanguages: false,
  preferenceLanguage: false,
  relations: 'off',
});

/**
 * The intakes still to come as of the build's moment (`asOf`, the sync's moment or
 * SOURCE_DATE_EPOCH): a page built in November must not offer the September that has passed.
 * Dates compare as ISO days; without a moment every intake is kept.
 */
export function upcomingIntakes(intake: readonly string[], asOf: string | undefined): string[] {
  if (!asOf) return [...intake];
  const today = asOf.slice(0, 10);
  return intake.filter((date) => date.slice(0, 10) >= today);
}

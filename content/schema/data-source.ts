// SPEC §3 "List data source" and the §5 rules that normalise it.
import { z } from 'zod';
import { SitePathSchema } from './common.ts';

/** SPEC §5: the relations option is off, simple or full; true means simple, false means off. */
export const RelationsSchema = z
  .union([z.boolean(), z.enum(['off', 'simple', 'full'])])
  .default('off')
  .transform((value) => (value === true ? 'simple' : value === false ? 'off' : value));

/** SPEC §5: the filter operator accepts only and/or, case-insensitively. */
export const OperatorSchema = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(['and', 'or'], { message: "Must be 'and' or 'or'" }));

export const DataSourceEntrySchema = z.object({
  /** The entity to list, named by the template of its detail pages, e.g. 'NewsDetail'. */
  structuredData: z.string().min(1),
  /**
   * 'kind:value' pairs matched against a card's facets (SPEC §9 "Filter kinds"), value
   * case-insensitive, e.g. 'topic:Succession' or 'eventType:online'.
   */
  filters: z.array(z.string().regex(/^[A-Za-z]+:.+$/, { message: "Must be 'kind:value', e.g. 'topic:Succession'" })).default([]),
  filterOperator: OperatorSchema.default('or'),
  globalOperator: OperatorSchema.default('and'),
});

export const DataSourceSchema = z.object({
  mode: z.enum(['auto', 'manual', 'navigation']),
  sources: z.array(DataSourceEntrySchema).default([]),
  /** Manual mode: page ids in the order to show them. */
  fixed: z.array(z.string()).default([]),
  order: z.enum(['recent', 'oldest', 'alpha', 'alphaDesc']).default('recent'),
  quantity: z.number().int().positive().optional(),
  /** Navigation mode: list the pages under this path. */
  referenceId: SitePathSchema.optional(),
  allLanguages: z.boolean().default(false),
  preferenceLanguage: z.boolean().default(false),
  relations: RelationsSchema,
});

export type DataSource = z.infer<typeof DataSourceSchema>;

/**
 * Filter kinds a list page offers to visitors: every kind of SPEC §9 "Filter kinds" (each has a
 * UI label `filter.<kind>` in every language). A list shows a filter only when its items carry
 * at least two values of it, so offering a kind the content lacks costs nothing.
 */
export const LIST_FILTER_KINDS = [
  'year',
  'topic',
  'publicationType',
  'academicArea',
  'eventType',
  'sector',
  'programType',
  'format',
  'location',
  'language',
  'intake',
  'duration',
  'facultyCategory',
  'nationality',
  'gender',
  'awardCategory',
  'scholarshipType',
  'studyType',
  'podcastType',
  'programs',
  // Where the content says so (docs/content-model.md "Filter kinds" maps each to its fields).
  'centers',
  'classificationType',
  'country',
  'modeOfStudy',
  'pathways',
  'pathwaysExecutive',
  'profiles',
  'region',
  'schools',
  'specializations',
  'stageTarget',
  'subjectArea',
  'unit',
  'yearsOfExperience',
] as const;
export const ListFilterKindSchema = z.enum(LIST_FILTER_KINDS);
export type ListFilterKind = z.infer<typeof ListFilterKindSchema>;

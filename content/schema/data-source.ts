// SPEC §3 "List data source" and the §5 rules that normalise it.
import { z } from 'zod';
import { LocaleSchema, SitePathSchema } from './common.ts';

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

/** A site of the family by its key (SiteSchema `key`), or 'all'. */
const SiteKeySchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Must be a site's key (lower-case letters, digits and single hyphens, e.g. business-school) or 'all'");

export const DataSourceSchema = z.object({
  mode: z.enum(['auto', 'manual', 'navigation']),
  sources: z.array(DataSourceEntrySchema).default([]),
  /** Manual mode: page ids in the order to show them. */
  fixed: z.array(z.string()).default([]),
  order: z.enum(['recent', 'oldest', 'alpha', 'alphaDesc']).default('recent'),
  quantity: z.number().int().positive().optional(),
  /** Navigation mode: list the pages under this path. */
  referenceId: SitePathSchema.optional(),
  /**
   * SPEC §3 `site`: whose items to list, for lists across the site family (docs/site-family.md
   * "Lists across the family"). Absent: the page's own site. A site's key
   * (`'business-school'`), several keys (`['business-school', 'law-school']`, the page's own
   * site only if named), or `'all'` for every site of the family, the page's own included. The
   * items keep their own addresses (`/business-school/news/…`): every site shares the family's
   * domain. A key that is no site of the family is a content problem at sync.
   */
  site: z.union([SiteKeySchema, z.array(SiteKeySchema).min(1)]).optional(),
  /**
   * SPEC §3 `lang`: the language whose items to list; absent, the page's own. Items in another
   * language than the page's carry their own `lang` in the HTML (WCAG 3.1.2).
   */
  lang: LocaleSchema.optional(),
  /** SPEC §3 `allLanguages`: list the items of every language, each marked with its own. */
  allLanguages: z.boolean().default(false),
  /**
   * SPEC §3 `preferenceLanguage`: an item that has no version in the list's language is listed
   * in another of its languages instead of being left out (marked with its own `lang`).
   */
  preferenceLanguage: z.boolean().default(false),
  relations: RelationsSchema,
});

export type DataSource = z.infer<typeof DataSourceSchema>;

/** What a data source's `site` names, as an editor may write it. */
export type ListedSites = NonNullable<DataSource['site']>;

/** Every site of the family, in a data source's `site`. */
export const ALL_SITES = 'all';

/**
 * The site keys a data source's `site` names, without 'all' (which names the family, not a
 * site); empty when it names none.
 */
export function siteKeysOf(site: ListedSites | undefined): string[] {
  if (site === undefined) return [];
  return (typeof site === 'string' ? [site] : site).filter((key) => key !== ALL_SITES);
}

/** A data source found in a document, with the path of its fields. */
export interface DataSourceAt {
  source: DataSource;
  path: Array<string | number>;
}

/**
 * Data sources inside a validated page template (a distributor's `data`, a list template's): the
 * objects its schemas parsed with DataSourceSchema, recognised by the fields it always gives.
 */
export function dataSourcesIn(value: unknown, path: Array<string | number> = []): DataSourceAt[] {
  const found: DataSourceAt[] = [];
  const visit = (node: unknown, at: Array<string | number>): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, [...at, index]));
      return;
    }
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (
      typeof record.mode === 'string' &&
      Array.isArray(record.sources) &&
      Array.isArray(record.fixed) &&
      typeof record.order === 'string'
    ) {
      found.push({ source: record as unknown as DataSource, path: at });
    }
    for (const [key, child] of Object.entries(record)) if (child && typeof child === 'object') visit(child, [...at, key]);
  };
  visit(value, path);
  return found;
}

/** The sites the lists of a page template name in their `site` ('all' included), sorted, once each. */
export function listedSitesIn(template: unknown): string[] {
  const keys = new Set<string>();
  for (const { source } of dataSourcesIn(template)) {
    const { site } = source;
    if (site !== undefined) for (const key of typeof site === 'string' ? [site] : site) keys.add(key);
  }
  return [...keys].sort();
}

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

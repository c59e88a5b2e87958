// SPEC §3 "List data source" and the §5 rules that normalise it.
import { z } from 'zod';

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
  filters: z.array(z.string()).default([]),
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
  referenceId: z.string().optional(),
  allLanguages: z.boolean().default(false),
  preferenceLanguage: z.boolean().default(false),
  relations: RelationsSchema,
});

export type DataSource = z.infer<typeof DataSourceSchema>;

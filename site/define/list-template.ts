// List templates (of news, publications, events …) are one call:
// `defineListTemplate({ name, detail, search, filters })`. They share their fields and, when the page
// names no data source, show the `detail` pages below the list's own path, newest first.
// Pipeline-only (zod).
import { z } from 'zod';
import { DataSourceSchema, ListFilterKindSchema, type Card, type DataSource, type ListFilterKind } from '../../content/schema/index.ts';
import type { ResolveContext } from '../lib/resolve-context.ts';
import type { SearchType } from '../lib/search.ts';
import { defineTemplate, type StructuredInput, type StructuredNode, type TemplateDefinition, type TemplateTag } from './define.ts';
import { ModuleListSchema } from './module-list.ts';

export const listFields = {
  heroSection: ModuleListSchema.default([]),
  intro: z.string().optional(),
  /** SPEC §9: default list page size 50, page 1. */
  pageSize: z.number().int().positive().default(50),
  /** Filters offered to visitors, in order. */
  filters: z.array(ListFilterKindSchema).default([]),
  /** What the list shows; by default the detail pages below the list's own path. */
  data: DataSourceSchema.optional(),
  mainSection: ModuleListSchema.default([]),
};

/** One source per detail template; several (the short and the long programme page) add up ('or'). */
function sourcesOf(structuredData: string | readonly string[]): DataSource['sources'] {
  const names = typeof structuredData === 'string' ? [structuredData] : [...structuredData];
  const globalOperator = names.length > 1 ? ('or' as const) : ('and' as const);
  return names.map((name) => ({ structuredData: name, filters: [], filterOperator: 'or' as const, globalOperator }));
}

/** The detail pages of one template below a path, newest first (navigation mode). */
export function pagesBelow(path: string, structuredData: string | readonly string[]): DataSource {
  return {
    mode: 'navigation',
    referenceId: path,
    sources: sourcesOf(structuredData),
    fixed: [],
    order: 'recent',
    allLanguages: false,
    preferenceLanguage: false,
    relations: 'off',
  };
}

/** Every page of one template in the page's language, newest first (auto mode). */
export function allPagesOf(structuredData: string | readonly string[]): DataSource {
  return {
    mode: 'auto',
    sources: sourcesOf(structuredData),
    fixed: [],
    order: 'recent',
    allLanguages: false,
    preferenceLanguage: false,
    relations: 'off',
  };
}

/** The year a date falls in, for the 'year' filter; nothing for a date that does not parse. */
export function yearOf(date: string | undefined): string[] {
  if (!date) return [];
  const year = new Date(date).getUTCFullYear();
  return Number.isNaN(year) ? [] : [String(year)];
}

const listSchema = <N extends string>(name: N, filters: readonly ListFilterKind[]) =>
  z.strictObject({
    templateType: z.literal(name),
    ...listFields,
    filters: listFields.filters.unwrap().default([...filters]),
  });

/** What a list template's component receives: its fields and the resolved cards. */
export type ListTemplateData<N extends string> = z.output<ReturnType<typeof listSchema<N>>> & {
  items: Card[];
  /** Time-aware lists only: the moment the build split upcoming from past (ISO). */
  asOf?: string;
};

export interface ListTemplateOptions<N extends string> {
  name: N;
  /**
   * The detail template the list shows by default (its pages below the list's path), or the
   * templates that carry a tag (e.g. every programme page, whichever its template).
   */
  detail: string | { tag: TemplateTag };
  /** What site search shows the list as (TemplateDefinition.search). A list is never an article: its og:type is 'website'. */
  search: SearchType | false;
  /** Filters offered when the page names none. */
  filters?: readonly ListFilterKind[];
  /** Splits its items into upcoming and past, as of the build and again in the browser (site/lib/time-aware.ts). */
  timeAware?: boolean;
  /** `below` (default): the detail pages below the list's path; `all`: every such page of the language. */
  scope?: 'below' | 'all';
  structuredData?: (input: StructuredInput<ListTemplateData<N>>) => StructuredNode[];
  /** Example CMS fields: the folder test renders them and the module gallery shows them. */
  examples?: Array<z.input<ReturnType<typeof listSchema<N>>>>;
}

export function defineListTemplate<const N extends string>(
  options: ListTemplateOptions<N>,
): TemplateDefinition<N, ReturnType<typeof listSchema<N>>, ListTemplateData<N>> {
  const source = (context: ResolveContext) => {
    const detail = typeof options.detail === 'string' ? options.detail : context.templates(options.detail.tag);
    return options.scope === 'all' ? allPagesOf(detail) : pagesBelow(context.page.path, detail);
  };
  return defineTemplate({
    name: options.name,
    schema: listSchema(options.name, options.filters ?? []),
    search: options.search,
    openGraph: 'website',
    resolve: (template, context) => ({
      ...template,
      items: context.cards(template.data ?? source(context)),
      ...(options.timeAware ? { asOf: context.asOf ?? new Date(0).toISOString() } : {}),
    }),
    images: (template) => template.items.map((card) => [card.image, 'card'] as const),
    structuredData: options.structuredData,
    examples: options.examples,
  });
}

// Fields every list template shares (NewsList, PublicationsList, EventList, GeneralInfoList,
// PersonList) and the data source a list uses when the page names none. Pipeline-only (zod).
import { z } from 'zod';
import { DataSourceSchema, ListFilterKindSchema, type DataSource } from '../../content/schema/index.ts';
import { ModuleListSchema } from '../modules/definitions.ts';

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

/** The detail pages of one template below a path, newest first (navigation mode). */
export function pagesBelow(path: string, structuredData: string): DataSource {
  return {
    mode: 'navigation',
    referenceId: path,
    sources: [{ structuredData, filters: [], filterOperator: 'or', globalOperator: 'and' }],
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

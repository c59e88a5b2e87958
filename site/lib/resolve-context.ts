// What a module or template may ask of the content at build time (docs/architecture.md: distributors
// are resolved into the page's data at build, so visitors never wait for a list call).
// The pipeline implements it; site code only sees this interface.
import type { Card, DataSource, Locale, Page } from '../../content/schema/index.ts';
import type { SitemapEntry } from './sitemap-entries.ts';

/**
 * What other types select a template's pages by, instead of naming it: `program` marks the pages
 * of a programme (what programme lists, the comparator and a specialisation look among),
 * `specialization` those of a programme's specialisation. ResolveContext.templates(tag) answers
 * with the templates that carry it.
 */
export type TemplateTag = 'program' | 'specialization';

export interface ResolveContext {
  locale: Locale;
  page: Page;
  /** Cards for a list data source (SPEC §3), in the page's language unless allLanguages. */
  cards(source: DataSource): Card[];
  /**
   * The templates whose definition carries `tag` (TemplateTag above), sorted by
   * name: how a type selects the pages of others without naming them.
   */
  templates(tag: TemplateTag): string[];
  /**
   * The moment the content was synced (ISO): time-aware lists render their "upcoming" and
   * "past" split as of it, so the same snapshots always build the same pages.
   */
  asOf?: string;
  /** The indexable pages in the page's language, as sitemap.xml lists them (the human sitemap). */
  sitemap?(): SitemapEntry[];
}

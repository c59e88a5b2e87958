// Step 2: plan the routes: every page in a language that has texts, in a stable order, this
// shard's share; with --gallery the gallery's pages too (not CMS pages: lists and the sitemap
// never see them).
import type { Locale } from '../../../content/schema/index.ts';
import { galleryPages } from '../../gallery/index.ts';
import { BUILT_LOCALES } from '../../resolve/index.ts';
import type { ValidPage } from '../../../content/schema/problems.ts';
import type { BuildOptions, RoutePage } from '../run.ts';
import type { BuildRun } from '../build-run.ts';
import type { Content } from './01-read.ts';

export interface Routes {
  /** The content read, until the resolve step takes it: what only resolving needs is let go then. */
  content: Content | undefined;
  pages: RoutePage[];
  locales: Locale[];
  site: Content['site'];
}

export function planRoutes({ options }: BuildRun, content: Content): Routes {
  const defaultLanguage = content.site.languages.find((language) => language.locale === content.site.defaultLocale);
  const gallery = options.gallery ? galleryPages(content.site.defaultLocale, defaultLanguage?.id ?? 0) : [];
  const pages = plannedPages<RoutePage>([...content.pages, ...gallery], options.shard);
  const locales = [...new Set(pages.map((page) => page.locale))].sort();
  return { content, pages, locales, site: content.site };
}

/**
 * Every page in a built language, sorted by path, then this shard's share (all of them without
 * one): the pages a build writes, which `unisite verify` looks for in a merged folder too.
 */
export function plannedPages<Page extends Pick<ValidPage, 'locale' | 'path'>>(pages: Page[], shard: BuildOptions['shard']): Page[] {
  return pages
    .filter((page) => BUILT_LOCALES.has(page.locale))
    .sort((a, b) => a.path.localeCompare(b.path))
    .filter((_, index) => !shard || index % shard.count === shard.index - 1);
}

// The modules sync left out of pages (docs/modules.md "A module left out of a page"): those the
// library does not have and those whose content fails their schema. Sync published the pages
// without them and recorded where they were; the build lists each in its summary, and `--strict`
// publishes nothing while there is one.
import { userError, warning } from '../errors/index.ts';
import type { Reporter } from '../reporter.ts';
import type { LeftOutModule } from '../../site/lib/left-out.ts';

/** One left-out module and the page it was on. */
export interface LeftOutPlace extends LeftOutModule {
  page: string;
}

/** What the build reads of a page for this: its path and what sync recorded. */
export interface PageWithLeftOut {
  path: string;
  leftOutModules?: LeftOutModule[] | undefined;
}

export function leftOutPlaces(pages: Iterable<PageWithLeftOut>): LeftOutPlace[] {
  const places: LeftOutPlace[] = [];
  for (const page of pages) for (const module of page.leftOutModules ?? []) places.push({ page: page.path, ...module });
  return places;
}

const pagesOf = (places: readonly LeftOutPlace[]) => new Set(places.map((place) => place.page)).size;

/**
 * Warns once per left-out module (MODULE_LEFT_OUT, or MODULE_CONTENT_INVALID with its failing
 * fields); with `strict`, fails when there is any, on the content ones first (their fix is in
 * the CMS alone).
 */
export function reportLeftOutModules(pages: Iterable<PageWithLeftOut>, reporter: Pick<Reporter, 'warn'>, strict: boolean): LeftOutPlace[] {
  const places = leftOutPlaces(pages);
  for (const { invalid, ...place } of places) {
    reporter.warn(invalid ? warning('MODULE_CONTENT_INVALID', { ...place, invalid }) : warning('MODULE_LEFT_OUT', place));
  }
  if (places.length > 0 && strict) {
    const invalid = places.filter((place) => place.invalid);
    const missing = places.length - invalid.length;
    if (invalid.length > 0) throw userError('MODULES_CONTENT_INVALID', { count: invalid.length, pages: pagesOf(invalid), missing });
    throw userError('MODULES_LEFT_OUT', { count: places.length, pages: pagesOf(places) });
  }
  return places;
}

/** The closing summary's note: '' when nothing was left out. */
export function leftOutNote(places: readonly LeftOutPlace[]): string {
  if (places.length === 0) return '';
  const pages = pagesOf(places);
  const modules = places.length === 1 ? '1 module' : `${places.length} modules`;
  const codes = [
    ...(places.some((place) => !place.invalid) ? ['MODULE_LEFT_OUT'] : []),
    ...(places.some((place) => place.invalid) ? ['MODULE_CONTENT_INVALID'] : []),
  ];
  return `; ${modules} left out of ${pages === 1 ? '1 page' : `${pages} pages`} (${codes.join(' and ')} above)`;
}

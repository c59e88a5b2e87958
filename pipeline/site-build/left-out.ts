// The modules pages name that the library does not have (docs/modules.md "A module the library
// does not have"): sync published the pages without them and recorded where they were; the build
// lists each in its summary, and `--strict` publishes nothing while there is one.
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

/** Warns once per left-out module; with `strict`, fails when there is any. */
export function reportLeftOutModules(pages: Iterable<PageWithLeftOut>, reporter: Pick<Reporter, 'warn'>, strict: boolean): LeftOutPlace[] {
  const places = leftOutPlaces(pages);
  for (const place of places) reporter.warn(warning('MODULE_LEFT_OUT', place));
  if (places.length > 0 && strict) {
    throw userError('MODULES_LEFT_OUT', { count: places.length, pages: new Set(places.map((place) => place.page)).size });
  }
  return places;
}

/** The closing summary's note: '' when nothing was left out. */
export function leftOutNote(places: readonly LeftOutPlace[]): string {
  if (places.length === 0) return '';
  const pages = new Set(places.map((place) => place.page)).size;
  const modules = places.length === 1 ? '1 module' : `${places.length} modules`;
  return `; ${modules} left out of ${pages === 1 ? '1 page' : `${pages} pages`} (MODULE_LEFT_OUT above)`;
}

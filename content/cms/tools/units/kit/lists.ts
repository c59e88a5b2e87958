// Data sources of the list modules and distributors of a unit's pages.
import type { PageContext } from './types.ts';

/**
 * A list's `data` that finds the detail pages of one or more templates below one of the unit's
 * pages (lists find their details below their own path). Several templates add up: the short and
 * the long programme page are both programmes, so their sources are joined with 'or'.
 */
export function below(
  ctx: PageContext,
  key: string,
  templates: string | readonly string[],
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const names = typeof templates === 'string' ? [templates] : templates;
  return {
    mode: 'navigation',
    referenceId: ctx.href(key),
    sources: names.map((name) => ({ structuredData: name, globalOperator: names.length > 1 ? 'or' : 'and' })),
    ...extra,
  };
}

/**
 * A list's `data` over every site of the family (SPEC §3 "List data source", `site: 'all'`): the
 * pages of one or more templates in the page's language, and those that have no version in it in
 * another of theirs, so a school that writes only in Spanish is not left out of an English list.
 */
export function acrossFamily(templates: string | readonly string[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  const names = typeof templates === 'string' ? [templates] : templates;
  return {
    mode: 'auto',
    site: 'all',
    sources: names.map((name) => ({ structuredData: name, globalOperator: names.length > 1 ? 'or' : 'and' })),
    preferenceLanguage: true,
    ...extra,
  };
}

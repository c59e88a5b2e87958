// The distributors a unit's home and landing pages show: its latest news, its coming events and
// its programmes, each linked to the unit's full list. A unit gives the title and how many; the
// kit gives the data source and the link ("All news", "All events") in both languages.
import type { Bilingual } from '../../data/news.ts';
import { linkOf, type PageLink } from './pages.ts';
import { textOf, type Text } from './text.ts';
import type { PageContext } from './types.ts';

export interface Listing {
  title: Text;
  quantity?: number;
  order?: 'oldest' | 'recent' | 'alpha';
  /**
   * 'site' (the default) finds the template's pages anywhere in the unit's site; 'list', only
   * those below the unit's list page (the news or events page).
   */
  scope?: 'site' | 'list';
  /** A data source of its own (`below(…)`, the whole family's), instead of the one above. */
  data?: Record<string, unknown>;
}

/** A `Listing`'s data source for the pages of a template (of one or the other, for several). */
function dataOf(ctx: PageContext, list: Listing, key: string, templates: readonly string[]): Record<string, unknown> {
  if (list.data) return list.data;
  return {
    mode: list.scope === 'list' ? 'navigation' : 'auto',
    ...(list.scope === 'list' ? { referenceId: ctx.href(key) } : {}),
    sources: templates.map((name) => (templates.length > 1 ? { structuredData: name, globalOperator: 'or' } : { structuredData: name })),
    ...(list.order ? { order: list.order } : {}),
    ...(list.quantity === undefined ? {} : { quantity: list.quantity }),
  };
}

const ALL_NEWS: PageLink = { page: 'news', text: { en: 'All news', es: 'Todas las noticias' } };
const ALL_EVENTS: PageLink = { page: 'events', text: { en: 'All events', es: 'Todos los eventos' } };

/** The unit's latest news, linked to its news page. */
export const newsDistributor = (ctx: PageContext, list: Listing): Record<string, unknown> => ({
  component: 'NewsDistributor',
  title: textOf(ctx, list.title),
  data: dataOf(ctx, list, 'news', ['NewsDetail']),
  link: linkOf(ctx, ALL_NEWS),
});

/** The unit's events (only those to come, with `upcoming`), linked to its events page. */
export const eventDistributor = (ctx: PageContext, list: Listing & { upcoming?: boolean }): Record<string, unknown> => ({
  component: 'EventDistributor',
  title: textOf(ctx, list.title),
  ...(list.upcoming ? { when: 'upcoming' } : {}),
  data: dataOf(ctx, list, 'events', ['EventDetail']),
  link: linkOf(ctx, ALL_EVENTS),
});

/**
 * The unit's programmes, short and long pages alike, in alphabetical order, with a link to its
 * programmes page ("All programmes" unless the unit words it otherwise).
 */
export const programmeDistributor = (ctx: PageContext, list: Partial<Listing> & { link?: Bilingual<string> }): Record<string, unknown> => ({
  component: 'ProgramDistributor',
  ...(list.title ? { title: textOf(ctx, list.title) } : {}),
  data: dataOf(ctx, { title: '', order: 'alpha', ...list }, 'programmes', ['ProgramDetail', 'ProgramDetailMax']),
  link: linkOf(ctx, { page: 'programmes', text: list.link ?? { en: 'All programmes', es: 'Todos los programas' } }),
});

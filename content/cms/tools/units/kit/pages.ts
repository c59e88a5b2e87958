// The news and event pages the schools write one by one: each states its own texts, dates and
// links, and the kit gives every one the same template object. (The centres keep their stories
// and events as records and publish them with ./details.ts, which adds their modules around
// the body; these pages carry an HTML body already built for the page's language.)
import type { Bilingual } from '../../data/news.ts';
import { bi, textOf, type Text } from './text.ts';
import type { MediaName, PageContext, PageSpec } from './types.ts';

/**
 * A link to one of the unit's pages (by key) or to an address elsewhere (in each language, where
 * the other site's paths differ), with its text in each language.
 */
export type PageLink = { page: string; text: Bilingual<string> } | { href: Text; text: Bilingual<string> };

/** `{ href, text }` of a `PageLink` in the page's language. */
export const linkOf = (ctx: PageContext, link: PageLink): { href: string; text: string } => ({
  href: 'page' in link ? ctx.href(link.page) : textOf(ctx, link.href),
  text: ctx.L(link.text.en, link.text.es),
});

interface DetailPage {
  key: string;
  /** Below the unit's list: `bi('news/…', 'noticias/…')`, `bi('events/…', 'eventos/…')`. */
  slug: Bilingual<string>;
  title: Bilingual<string>;
  /** The page's description for search engines. */
  description: Bilingual<string>;
  /** The summary the page shows under its title. */
  summary: Bilingual<string>;
  image: MediaName;
  /** The page's HTML body in its language (`sections(…)`, `paragraphs(…)`). */
  body: (ctx: PageContext) => string;
}

export interface NewsPage extends DetailPage {
  /** The date the story shows: an ISO day, or a date-time. */
  date: string;
  /** ISO date-time of publication; by default the story's day at 09:00 UTC (or its date-time). */
  published?: string;
  /** The byline: a person's name, or a team's in each language. */
  author?: string | Bilingual<string>;
  category: Bilingual<string>;
}

/** A news story's page below the unit's page 'news'. */
export function newsPage(page: NewsPage): PageSpec {
  const { author } = page;
  return {
    key: page.key,
    slug: page.slug,
    parent: 'news',
    templateType: 'NewsDetail',
    title: page.title,
    metaDescription: page.description,
    published: page.published ?? (page.date.length === 10 ? `${page.date}T09:00:00Z` : page.date),
    template: (ctx) => ({
      title: ctx.L(page.title.en, page.title.es),
      date: page.date,
      summary: ctx.L(page.summary.en, page.summary.es),
      ...(author === undefined ? {} : { author: typeof author === 'string' ? author : ctx.L(author.en, author.es) }),
      category: ctx.L(page.category.en, page.category.es),
      image: ctx.media(page.image),
      body: page.body(ctx),
    }),
  };
}

export interface EventPage extends DetailPage {
  /** ISO date-time of publication, where the page gives one. */
  published?: string;
  eventType: 'hybrid' | 'face-to-face' | 'online';
  /** ISO date-times with their offset. */
  start: string;
  end?: string;
  location?: Bilingual<string>;
  /** The centres that organise it with the unit (an events list's "centers" filter), in each language. */
  centers?: Bilingual<string[]>;
  /** Where to register, and where to learn more: pages of the unit. */
  register?: PageLink;
  info?: PageLink;
  /** Modules below the body. */
  mainSection?: (ctx: PageContext) => Array<Record<string, unknown>>;
}

/** An event's page below the unit's page 'events': its facts, its body and the unit's modules. */
export function eventPage(page: EventPage): PageSpec {
  const { location, centers, register, info, mainSection } = page;
  return {
    key: page.key,
    slug: page.slug,
    parent: 'events',
    templateType: 'EventDetail',
    title: page.title,
    metaDescription: page.description,
    ...(page.published ? { published: page.published } : {}),
    template: (ctx) => ({
      title: ctx.L(page.title.en, page.title.es),
      summary: ctx.L(page.summary.en, page.summary.es),
      image: ctx.media(page.image),
      event: {
        eventType: page.eventType,
        startDate: page.start,
        ...(page.end ? { endDate: page.end } : {}),
        ...(location ? { location: ctx.L(location.en, location.es) } : {}),
        ...(register ? { registerLink: linkOf(ctx, register) } : {}),
        ...(info ? { infoLink: linkOf(ctx, info) } : {}),
        ...(centers ? { centers: ctx.L(centers.en, centers.es) } : {}),
      },
      body: page.body(ctx),
      ...(mainSection ? { mainSection: mainSection(ctx) } : {}),
    }),
  };
}

export interface ListPage {
  /** The list's title; "News" or "Events" when absent. */
  title?: Bilingual<string>;
  /** The page's description for search engines. */
  description: Bilingual<string>;
  /** The lines above the list. */
  intro: Bilingual<string>;
  // What the list shows, in the order the unit writes it: its filters, its page size, its own
  // data source (the pages below it, when absent).
  filters?: string[];
  pageSize?: number;
  data?: (ctx: PageContext) => Record<string, unknown>;
}

function listPage(key: string, slug: Bilingual<string>, templateType: string, title: Bilingual<string>, page: ListPage): PageSpec {
  const { title: own, description, intro, ...list } = page;
  return {
    key,
    slug,
    templateType,
    title: own ?? title,
    metaDescription: description,
    template: (ctx) => ({
      intro: ctx.L(intro.en, intro.es),
      ...Object.fromEntries(Object.entries(list).map(([name, value]) => [name, typeof value === 'function' ? value(ctx) : value])),
    }),
  };
}

/** The unit's news page ('news', at `news/`): the list of the stories below it. */
export const newsListPage = (page: ListPage): PageSpec =>
  listPage('news', bi('news', 'noticias'), 'NewsList', bi('News', 'Noticias'), page);

/** The unit's events page ('events', at `events/`): the list of the events below it. */
export const eventListPage = (page: ListPage): PageSpec =>
  listPage('events', bi('events', 'eventos'), 'EventList', bi('Events', 'Eventos'), page);

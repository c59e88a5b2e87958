// The detail pages the centres publish below their lists: news (NewsDetail), events
// (EventDetail) and publications (PublicationDetail). A unit gives each its texts and what is
// its own (the byline, the modules below the body, the series and downloads of its papers); the
// shape of the template object is the kit's, so every centre's pages read the same way.
import type { Bilingual } from '../../data/news.ts';
import type { Locale, MediaName, PageContext, PageSpec, UnitDocument } from './types.ts';
import { bodyOf, thankYou, type Body } from './text.ts';

/** Modules of a page's `mainSection`, built for the page's language. */
type Modules<T> = (ctx: PageContext, item: T) => Array<Record<string, unknown>>;

export interface NewsStory {
  key: string;
  /** Below the news list: `bi('news/…', 'noticias/…')`. */
  slug: Bilingual<string>;
  /** ISO date-time of publication. */
  date: string;
  title: Bilingual<string>;
  summary: Bilingual<string>;
  category: Bilingual<string>;
  /** The byline; the unit's (`newsDetail`'s `author`) when absent. */
  author?: string;
  image: MediaName;
  body: Body;
}

/** A news story's page below the unit's page 'news', with the unit's modules after the body. */
export function newsDetail<S extends NewsStory>(story: S, page: { author?: string; mainSection: Modules<S> }): PageSpec {
  return {
    key: story.key,
    slug: story.slug,
    parent: 'news',
    templateType: 'NewsDetail',
    title: story.title,
    metaDescription: story.summary,
    published: story.date,
    template: (ctx) => ({
      title: ctx.L(story.title.en, story.title.es),
      date: story.date,
      summary: ctx.L(story.summary.en, story.summary.es),
      author: story.author ?? page.author,
      category: ctx.L(story.category.en, story.category.es),
      image: ctx.media(story.image),
      body: bodyOf(ctx, story.body),
      mainSection: page.mainSection(ctx, story),
    }),
  };
}

export interface EventSpec {
  key: string;
  /** Below the events list: `bi('events/…', 'eventos/…')`. */
  slug: Bilingual<string>;
  title: Bilingual<string>;
  summary: Bilingual<string>;
  image: MediaName;
  eventType: 'hybrid' | 'face-to-face' | 'online';
  /** ISO date-times with their offset. */
  start: string;
  end?: string;
  location?: Bilingual<string>;
  body: Body;
  /** The event's name in the registration form; its title when absent. */
  registration?: Bilingual<string>;
  /** The centres that organise it (an events list's "centers" filter), in each language. */
  centers?: Bilingual<string[]>;
  /** It has taken place: its page is the record of it, with no registration form. */
  held?: true;
}

/**
 * An event's page below the unit's page 'events': its facts with a link to the unit's contact
 * page, the body, then a registration form (after the unit's `before` modules, a countdown say)
 * unless the event has been held.
 */
export function eventDetail<E extends EventSpec>(
  event: E,
  page: { infoLink: Bilingual<string>; form: { title: Bilingual<string>; text: Bilingual<string> }; before?: Modules<E> },
): PageSpec {
  return {
    key: event.key,
    slug: event.slug,
    parent: 'events',
    templateType: 'EventDetail',
    title: event.title,
    metaDescription: event.summary,
    template: (ctx) => {
      const title = ctx.L(event.title.en, event.title.es);
      const location = event.location ? { location: ctx.L(event.location.en, event.location.es) } : {};
      return {
        title,
        summary: ctx.L(event.summary.en, event.summary.es),
        image: ctx.media(event.image),
        event: {
          eventType: event.eventType,
          startDate: event.start,
          ...(event.end ? { endDate: event.end } : {}),
          ...location,
          infoLink: { href: ctx.href('contact'), text: ctx.L(page.infoLink.en, page.infoLink.es) },
          ...(event.centers ? { centers: ctx.L(event.centers.en, event.centers.es) } : {}),
        },
        body: bodyOf(ctx, event.body),
        mainSection: [
          ...(page.before?.(ctx, event) ?? []),
          ...(event.held
            ? []
            : [
                {
                  component: 'EventRegistrationForm',
                  title: ctx.L(page.form.title.en, page.form.title.es),
                  text: ctx.L(page.form.text.en, page.form.text.es),
                  event: event.registration ? ctx.L(event.registration.en, event.registration.es) : title,
                  date: event.start,
                  ...location,
                  thankYou: thankYou(ctx),
                },
              ]),
        ],
      };
    },
  };
}

export interface Publication {
  key: string;
  /** Below the unit's publications list. */
  slug: Bilingual<string>;
  date: string;
  title: Bilingual<string>;
  summary: Bilingual<string>;
  /** Report, policy brief, working paper … */
  type: Bilingual<string>;
  areas: Bilingual<string[]>;
  authors: string[];
  cover: MediaName;
  /** Its full text's file in the media library (a `UnitDocument`), linked with `documentHref`. */
  file: string;
  isbn?: string;
  /**
   * How research assessment classifies it ('Peer-reviewed report', 'Grey literature'): a
   * publications list's "classification type" filter.
   */
  classification?: Bilingual<string>;
  body: Body;
}

/** A publication's page below the unit's list `parent`: its facts, body, downloads and the unit's modules. */
export function publicationDetail<P extends Publication>(
  item: P,
  page: {
    parent: string;
    organization: string;
    /** The series and number it appears in, in the page's language. */
    series: (ctx: PageContext, item: P) => string;
    /** How to cite it, where the unit gives one. */
    citation?: (ctx: PageContext, item: P, title: string) => string;
    downloads: (ctx: PageContext, item: P) => Array<{ title: string; href: string; format: string }>;
    mainSection: Modules<P>;
  },
): PageSpec {
  return {
    key: item.key,
    slug: item.slug,
    parent: page.parent,
    templateType: 'PublicationDetail',
    title: item.title,
    metaDescription: item.summary,
    published: item.date,
    template: (ctx) => {
      const title = ctx.L(item.title.en, item.title.es);
      return {
        title,
        summary: ctx.L(item.summary.en, item.summary.es),
        image: ctx.media(item.cover, title),
        publication: {
          date: item.date,
          authors: item.authors,
          publicationType: ctx.L(item.type.en, item.type.es),
          academicAreas: ctx.L(item.areas.en, item.areas.es),
          organization: page.organization,
          publication: page.series(ctx, item),
          ...(item.isbn ? { isbn: item.isbn } : {}),
          ...(item.classification ? { classification: ctx.L(item.classification.en, item.classification.es) } : {}),
          ...(page.citation ? { citation: page.citation(ctx, item, title) } : {}),
        },
        body: bodyOf(ctx, item.body),
        downloads: page.downloads(ctx, item),
        mainSection: page.mainSection(ctx, item),
      };
    },
  };
}

/**
 * A publication's full text for the media library, in the given languages: its title, summary
 * and the opening of its body (`make-documents.ts` keeps what fits on a page).
 */
export function publicationDocument(
  item: Publication,
  facts: { file?: string; publisher: string; locales?: readonly Locale[]; title?: (title: string, locale: Locale) => string },
): UnitDocument {
  const text: UnitDocument['text'] = {};
  for (const locale of facts.locales ?? (['en', 'es'] as const)) {
    const title = item.title[locale];
    text[locale] = { title: facts.title ? facts.title(title, locale) : title, paragraphs: [item.summary[locale], ...item.body[locale][0]] };
  }
  return { file: facts.file ?? item.file, publisher: facts.publisher, authors: item.authors, date: item.date, text };
}

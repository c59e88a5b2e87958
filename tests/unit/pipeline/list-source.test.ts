// SPEC §3 "List data source": what distributors and lists show in auto, manual and navigation
// modes, with the and/or operators of sources and filters.
import { describe, expect, it } from 'vitest';
import { DataSourceSchema, type Card, type Locale } from '../../../content/schema/index.ts';
import { firstInOrder, selectCards, type ListEntry } from '../../../pipeline/resolve/list-source.ts';

function entry(
  id: string,
  fields: {
    structuredData?: string;
    locale?: Locale;
    path?: string;
    date?: string;
    facets?: Card['facets'];
    group?: string;
    entity?: boolean;
  } = {},
): ListEntry {
  const locale = fields.locale ?? 'en';
  const path = fields.path ?? `/news/${id}/`;
  return {
    structuredData: fields.structuredData ?? 'NewsDetail',
    group: fields.group ?? id,
    locale,
    path,
    entity: fields.entity ?? false,
    card: {
      kind: 'news',
      id: `${id}-${locale}`,
      title: id,
      url: path,
      ...(fields.date ? { date: fields.date } : {}),
      ...(fields.facets ? { facets: fields.facets } : {}),
    },
  };
}

const entries: ListEntry[] = [
  entry('succession', { date: '2026-10-01', facets: { topic: ['Research'], year: ['2026'] } }),
  entry('appointment', { date: '2026-09-01', facets: { topic: ['Appointments'], year: ['2026'] } }),
  entry('forum', { date: '2025-06-01', facets: { topic: ['Events', 'Research'], year: ['2025'] } }),
  entry('sucesion', {
    locale: 'es',
    path: '/es/noticias/sucesion/',
    group: 'succession',
    date: '2026-10-01',
    facets: { topic: ['Investigación'] },
  }),
  entry('report', {
    structuredData: 'PublicationDetail',
    path: '/research/reports/report/',
    date: '2026-12-01',
    facets: { year: ['2026'] },
  }),
  entry('paper', { structuredData: 'PublicationDetail', path: '/research/academic-research/paper/', date: '2024-01-01' }),
  entry('laura', { structuredData: 'Person', path: '/our-team/', entity: true, facets: { kind: ['member'] } }),
  entry('alvarez', { structuredData: 'Person', path: '/our-team/our-partners/', entity: true, facets: { kind: ['partner'] } }),
];

const titles = (input: unknown, locale: Locale = 'en') =>
  selectCards(entries, DataSourceSchema.parse(input), locale).map((card) => card.title);
const source = (structuredData: string, rest: Record<string, unknown> = {}) => ({ structuredData, ...rest });

describe('auto mode', () => {
  it("lists the source's structured data in the page's language, newest first", () => {
    expect(titles({ mode: 'auto', sources: [source('NewsDetail')] })).toEqual(['succession', 'appointment', 'forum']);
    expect(titles({ mode: 'auto', sources: [source('NewsDetail')] }, 'es')).toEqual(['sucesion']);
  });

  it('orders oldest first or by title, and keeps the quantity asked for', () => {
    expect(titles({ mode: 'auto', sources: [source('NewsDetail')], order: 'oldest' })).toEqual(['forum', 'appointment', 'succession']);
    expect(titles({ mode: 'auto', sources: [source('NewsDetail')], order: 'alpha', quantity: 2 })).toEqual(['appointment', 'forum']);
  });

  it("combines a source's filters with 'or' or 'and', values case-insensitive", () => {
    const filters = ['topic:research', 'topic:EVENTS'];
    expect(titles({ mode: 'auto', sources: [source('NewsDetail', { filters, filterOperator: 'or' })] })).toEqual(['succession', 'forum']);
    expect(titles({ mode: 'auto', sources: [source('NewsDetail', { filters, filterOperator: 'AND' })] })).toEqual(['forum']);
  });

  it("combines sources with the global operator: 'or' adds, 'and' narrows", () => {
    const news = source('NewsDetail', { globalOperator: 'or' });
    const publications = source('PublicationDetail', { globalOperator: 'or' });
    expect(titles({ mode: 'auto', sources: [news, publications] })).toEqual(['report', 'succession', 'appointment', 'forum', 'paper']);
    const researchNews = source('NewsDetail', { filters: ['topic:Research'], globalOperator: 'and' });
    const of2026 = source('NewsDetail', { filters: ['year:2026'], globalOperator: 'and' });
    expect(titles({ mode: 'auto', sources: [researchNews, of2026] })).toEqual(['succession']);
  });

  it('selects entities held by pages, such as the partners of a PersonList', () => {
    expect(titles({ mode: 'auto', sources: [source('Person', { filters: ['kind:partner'] })] })).toEqual(['alvarez']);
  });

  it('lists nothing without a source, and every language when asked', () => {
    expect(titles({ mode: 'auto' })).toEqual([]);
    expect(titles({ mode: 'auto', sources: [source('NewsDetail')], allLanguages: true, order: 'alpha' })).toEqual([
      'appointment',
      'forum',
      'succession',
      'sucesion',
    ]);
  });
});

describe('manual mode', () => {
  it("keeps the editor's order and never sorts", () => {
    expect(titles({ mode: 'manual', fixed: ['forum-en', 'succession-en', 'appointment-en'] })).toEqual([
      'forum',
      'succession',
      'appointment',
    ]);
  });

  it("resolves a translation group or entity id in the page's language and skips unknown ids", () => {
    expect(titles({ mode: 'manual', fixed: ['succession', 'no-such-page', 'laura'] }, 'es')).toEqual(['sucesion']);
    expect(titles({ mode: 'manual', fixed: ['succession', 'laura'] }, 'en')).toEqual(['succession', 'laura']);
  });

  it('honours the quantity', () => {
    expect(titles({ mode: 'manual', fixed: ['forum', 'succession', 'appointment'], quantity: 1 })).toEqual(['forum']);
  });
});

describe('navigation mode', () => {
  it('lists the pages below the reference path, not the page itself', () => {
    expect(titles({ mode: 'navigation', referenceId: '/research/' })).toEqual(['report', 'paper']);
    expect(titles({ mode: 'navigation', referenceId: '/research/reports/' })).toEqual(['report']);
    // A sibling path that merely starts the same way is not below it.
    expect(titles({ mode: 'navigation', referenceId: '/research/report' })).toEqual([]);
  });

  it('lists entities held by the reference page and narrows by source when given', () => {
    expect(titles({ mode: 'navigation', referenceId: '/our-team/', order: 'alpha' })).toEqual(['alvarez', 'laura']);
    expect(titles({ mode: 'navigation', referenceId: '/our-team/', sources: [source('Person', { filters: ['kind:member'] })] })).toEqual([
      'laura',
    ]);
  });
});

describe('a quantity of a sorted list', () => {
  it('keeps the cards a full sort would keep, in its order, ties in the order they came', () => {
    // Many cards of few dates and titles: ties everywhere, as in a site whose news share days.
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const cards: Card[] = Array.from({ length: 400 }, (_, at) => ({
      kind: 'news',
      id: `n${at}`,
      title: `title ${next() % 9}`,
      url: `/news/n${at}/`,
      ...(next() % 5 ? { date: `2026-0${(next() % 9) + 1}-1${next() % 3}` } : {}),
    }));
    const byDate = (a: Card, b: Card) => (b.date ?? '').localeCompare(a.date ?? '') || a.title.localeCompare(b.title);
    for (const count of [1, 3, 10, 399, 400, 500]) {
      expect(firstInOrder(cards, byDate, count).map((card) => card.id)).toEqual(
        [...cards]
          .sort(byDate)
          .slice(0, count)
          .map((card) => card.id),
      );
    }
  });
});

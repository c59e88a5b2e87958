// SPEC §3 "List data source" across the site family (docs/site-family.md "Lists across the
// family"): `site` chooses whose items, `lang`, `allLanguages` and `preferenceLanguage` which
// languages; a card in another language than the page's carries its own; a manual or navigation
// list reads the named sites too; the build's record of a cross-site read is answered anew.
import { describe, expect, it } from 'vitest';
import { DataSourceSchema, dataSourcesIn, listedSitesIn, type Card, type Locale } from '../../../../content/schema/index.ts';
import { ContentIndex, type FamilyEntries } from '../../../../pipeline/resolve/index.ts';
import { selectCards, type ListEntry } from '../../../../pipeline/resolve/list-source.ts';
import { ReadsRecorder, unchangedAnswers } from '../../../../pipeline/resolve/reads.ts';
import { checkListedSites } from '../../../../pipeline/sync/content-checks.ts';
import type { ContentProblem, ValidPage } from '../../../../content/schema/problems.ts';

function entry(
  title: string,
  locale: Locale,
  path: string,
  fields: { group?: string; date?: string; structuredData?: string } = {},
): ListEntry {
  return {
    structuredData: fields.structuredData ?? 'NewsDetail',
    group: fields.group ?? title,
    locale,
    path,
    entity: false,
    card: { kind: 'news', id: `${title}-${locale}`, title, url: path, ...(fields.date ? { date: fields.date } : {}) },
  };
}

// The research centre (the root site) and the business school: one story in both languages,
// one only in Spanish, one only in English.
const centre: ListEntry[] = [
  entry('Centre news', 'en', '/news/centre/', { date: '2026-05-01', group: 'c1' }),
  entry('Noticia del centro', 'es', '/es/noticias/centro/', { date: '2026-05-01', group: 'c1' }),
];
const school: ListEntry[] = [
  entry('School news', 'en', '/business-school/news/school/', { date: '2026-06-01', group: 's1' }),
  entry('Noticia de la escuela', 'es', '/es/business-school/noticias/escuela/', { date: '2026-06-01', group: 's1' }),
  entry('Solo en español', 'es', '/es/business-school/noticias/solo/', { date: '2026-04-01', group: 's2' }),
  entry('English only', 'en', '/business-school/news/only/', { date: '2026-03-01', group: 's3' }),
];
const lawSchool: ListEntry[] = [entry('Law news', 'en', '/law-school/news/law/', { date: '2026-07-01', group: 'l1' })];

const others = new Map<string, ListEntry[]>([
  ['business-school', school],
  ['law-school', lawSchool],
]);
const family: FamilyEntries = {
  own: 'research-centre',
  keys: ['research-centre', 'business-school', 'law-school'],
  entriesOf: (key) => others.get(key) ?? [],
};
const site = { domain: 'https://example.org', trailingSlash: true, defaultLocale: 'en' as const, languages: [{ locale: 'en' as const }] };
const index = () => new ContentIndex({ pages: [], entries: centre }, site, family);

const news = (rest: Record<string, unknown> = {}) =>
  DataSourceSchema.parse({ mode: 'auto', sources: [{ structuredData: 'NewsDetail' }], ...rest });
const shown = (cards: Card[]) => cards.map((card) => (card.lang ? `${card.title} [${card.lang}]` : card.title));

describe("a data source's site", () => {
  it("lists the page's own site without one", () => {
    expect(shown(index().cards(news(), 'en'))).toEqual(['Centre news']);
  });

  it("lists another site's items by its key, in the page's language, at their own addresses", () => {
    const cards = index().cards(news({ site: 'business-school' }), 'en');
    expect(shown(cards)).toEqual(['School news', 'English only']);
    expect(cards.map((card) => card.url)).toEqual(['/business-school/news/school/', '/business-school/news/only/']);
    expect(shown(index().cards(news({ site: 'business-school' }), 'es'))).toEqual(['Noticia de la escuela', 'Solo en español']);
  });

  it("lists several sites' items together, the own one only if named, ordered as asked", () => {
    expect(shown(index().cards(news({ site: ['business-school', 'law-school'] }), 'en'))).toEqual([
      'Law news',
      'School news',
      'English only',
    ]);
    expect(shown(index().cards(news({ site: ['law-school', 'research-centre'], quantity: 1, order: 'oldest' }), 'en'))).toEqual([
      'Centre news',
    ]);
  });

  it("'all' lists the whole family, the own site included", () => {
    expect(shown(index().cards(news({ site: 'all' }), 'en'))).toEqual(['Law news', 'School news', 'Centre news', 'English only']);
  });

  it('a navigation list looks below a path of another site; a manual list finds its ids there', () => {
    const below = DataSourceSchema.parse({ mode: 'navigation', referenceId: '/business-school/news/', site: 'business-school' });
    expect(shown(index().cards(below, 'en'))).toEqual(['School news', 'English only']);
    const manual = DataSourceSchema.parse({ mode: 'manual', fixed: ['s3', 'l1', 'c1'], site: 'all' });
    expect(shown(index().cards(manual, 'en'))).toEqual(['English only', 'Law news', 'Centre news']);
  });

  it('a key the index does not know lists nothing (sync refuses it first), and a lone site knows only itself', () => {
    expect(index().cards(news({ site: 'nowhere' }), 'en')).toEqual([]);
    const lone = new ContentIndex({ pages: [], entries: centre }, site);
    expect(shown(lone.cards(news({ site: 'all' }), 'en'))).toEqual(['Centre news']);
    expect(lone.cards(news({ site: 'business-school' }), 'en')).toEqual([]);
  });

  it('accepts a key, several keys or all; refuses what cannot be a key', () => {
    expect(DataSourceSchema.safeParse({ mode: 'auto', site: 'law-school' }).success).toBe(true);
    expect(DataSourceSchema.safeParse({ mode: 'auto', site: ['law-school', 'all'] }).success).toBe(true);
    expect(DataSourceSchema.safeParse({ mode: 'auto', site: 'Law School' }).success).toBe(false);
    expect(DataSourceSchema.safeParse({ mode: 'auto', site: [] }).success).toBe(false);
  });
});

describe("the list's languages", () => {
  it('preferenceLanguage fills in an item missing in the language with its other, marked with its own', () => {
    expect(shown(selectCards(school, news({ preferenceLanguage: true }), 'en'))).toEqual([
      'School news',
      'Solo en español [es]',
      'English only',
    ]);
    expect(shown(selectCards(school, news({ preferenceLanguage: true }), 'es'))).toEqual([
      'Noticia de la escuela',
      'Solo en español',
      'English only [en]',
    ]);
  });

  it('without it, an item missing in the language is left out', () => {
    expect(shown(selectCards(school, news(), 'es'))).toEqual(['Noticia de la escuela', 'Solo en español']);
  });

  it('allLanguages lists every language, each card not in the page language marked', () => {
    expect(shown(selectCards(school, news({ allLanguages: true }), 'en'))).toEqual([
      'Noticia de la escuela [es]',
      'School news',
      'Solo en español [es]',
      'English only',
    ]);
  });

  it('lang lists another language than the page’s, marked; with preferenceLanguage the page’s is the fallback', () => {
    expect(shown(selectCards(school, news({ lang: 'es' }), 'en'))).toEqual(['Noticia de la escuela [es]', 'Solo en español [es]']);
    expect(shown(selectCards(school, news({ lang: 'es', preferenceLanguage: true }), 'en'))).toEqual([
      'Noticia de la escuela [es]',
      'Solo en español [es]',
      'English only',
    ]);
  });

  it('a manual list with preferenceLanguage takes the item in another language when the page’s has none', () => {
    const manual = DataSourceSchema.parse({ mode: 'manual', fixed: ['s2', 's1'], preferenceLanguage: true });
    expect(shown(selectCards(school, manual, 'en'))).toEqual(['Solo en español [es]', 'School news']);
    expect(shown(selectCards(school, { ...manual, preferenceLanguage: false }, 'en'))).toEqual(['School news']);
  });

  it('marks one copy per card: the same card is the same object in every list', () => {
    const once = selectCards(school, news({ preferenceLanguage: true }), 'en');
    const again = selectCards(school, news({ preferenceLanguage: true, order: 'alpha' }), 'en');
    expect(again.find((card) => card.lang)).toBe(once.find((card) => card.lang));
    expect(school[2]?.card.lang).toBeUndefined();
  });
});

describe('what a page names in its lists', () => {
  const template = {
    templateType: 'Landing',
    mainSection: [
      { component: 'NewsDistributor', data: news({ site: 'business-school' }) },
      { component: 'EventDistributor', data: news() },
      { component: 'PublicationDistributor', data: news({ site: ['law-school', 'all'] }) },
    ],
  };

  it('finds the data sources with their fields and the sites they name', () => {
    expect(dataSourcesIn(template, ['template']).map((found) => found.path.join('.'))).toEqual([
      'template.mainSection.0.data',
      'template.mainSection.1.data',
      'template.mainSection.2.data',
    ]);
    expect(listedSitesIn(template)).toEqual(['all', 'business-school', 'law-school']);
    expect(listedSitesIn({ mainSection: [{ component: 'NewsDistributor', data: news() }] })).toEqual([]);
  });

  it('sync names the document and field of a key that is no site of the family', () => {
    const page = {
      path: '/',
      template: {
        ...template,
        mainSection: [...template.mainSection, { component: 'X', data: news({ site: ['law-school', 'law-schol'] }) }],
      },
    } as unknown as ValidPage;
    const problems: ContentProblem[] = [];
    checkListedSites([page], new Set(['research-centre', 'business-school', 'law-school']), problems);
    expect(problems).toEqual([
      {
        document: 'page /',
        path: 'template.mainSection[3].data.site[1]',
        message: expect.stringContaining('"law-schol" is not a site of the family') as string,
        code: 'LISTED_SITE_UNKNOWN',
      },
    ]);
    problems.length = 0;
    checkListedSites([page], new Set(['research-centre']), problems);
    expect(problems.map((problem) => problem.path)).toEqual([
      'template.mainSection[0].data.site',
      'template.mainSection[2].data.site[0]',
      'template.mainSection[3].data.site[0]',
      'template.mainSection[3].data.site[1]',
    ]);
  });
});

describe("a build's record of a cross-site list", () => {
  it('is answered anew from the other site, so a change there changes the answer', () => {
    const manual = DataSourceSchema.parse({ mode: 'manual', fixed: ['s1'], site: 'business-school' });
    const page = {
      id: 'home',
      locale: 'en',
      path: '/',
      templateType: 'Landing',
      template: {
        templateType: 'Landing',
        mainSection: [
          { component: 'NewsDistributor', data: news({ site: 'business-school' }) },
          { component: 'NewsDistributor', data: manual },
        ],
      },
    } as unknown as ValidPage;
    const { view, reads } = new ReadsRecorder(index(), undefined).resolve(page, { warn: () => undefined });
    const items = (view.page.template as unknown as { mainSection: Array<{ items: Card[] }> }).mainSection.map((module) =>
      module.items.map((card) => card.title),
    );
    expect(items).toEqual([['School news', 'English only'], ['School news']]);
    // Both are whole reads (a hand-picked list of its own site would be known from its ids).
    expect(reads.map((read) => read.split('\0')[0])).toEqual(['c', 'c']);
    const recorded = new ReadsRecorder(index(), undefined);
    const answers = Object.fromEntries(reads.map((read) => [read, recorded.answerOf(read)]));
    // Nothing of the page's own site changed: still, neither answer is taken as known.
    const known = unchangedAnswers({ answers, touched: new Set(), sitemap: false });
    for (const read of reads) expect(known(read)).toBeUndefined();
    // The school's story changes its title: both answers change, and the page is resolved again.
    others.set(
      'business-school',
      school.map((item) => (item.group === 's1' && item.locale === 'en' ? { ...item, card: { ...item.card, title: 'Renamed' } } : item)),
    );
    try {
      const now = new ReadsRecorder(index(), undefined);
      for (const read of reads) expect(now.answerOf(read)).not.toBe(answers[read]);
    } finally {
      others.set('business-school', school);
    }
  });
});

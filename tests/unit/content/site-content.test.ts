// The research centre's content: every route of SPEC §2 in both languages with its
// alternate, the item counts lists need to paginate, and distributors resolved at build.
import { beforeAll, describe, expect, it } from 'vitest';
import { validateContent } from '../../../pipeline/sync/validate.ts';
import { formatProblems, type ValidContent } from '../../../content/schema/problems.ts';
import { ContentIndex, resolvePage, urlSite } from '../../../pipeline/resolve/index.ts';
import { DEFAULT_DOCUMENTS_DIR, loadDocuments } from '../../helpers/documents.ts';
import { ROUTE_PAIRS } from '../../helpers/routes.ts';

let content: ValidContent;
beforeAll(async () => {
  const result = validateContent(await loadDocuments(DEFAULT_DOCUMENTS_DIR));
  expect(result.problems).toEqual([]);
  expect(result.warnings).toEqual([]);
  content = result.content as ValidContent;
});

const byPath = (path: string) => content.pages.find((page) => page.path === path);

describe('the research centre site', () => {
  it.each(ROUTE_PAIRS)('has %s and its Spanish alternate %s, each pointing at the other', (en, es) => {
    const english = byPath(en);
    const spanish = byPath(es);
    expect(english?.locale).toBe('en');
    expect(spanish?.locale).toBe('es');
    expect(english?.pageLanguages.map((alternate) => alternate.path).sort()).toEqual([en, es].sort());
    expect(spanish?.pageLanguages.map((alternate) => alternate.path).sort()).toEqual([en, es].sort());
  });

  it('gives every page an alternate in the other language', () => {
    for (const page of content.pages)
      expect(page.pageLanguages.map((alternate) => alternate.locale).sort(), page.path).toEqual(['en', 'es']);
  });

  it.each([
    ['/news/', '/es/noticias/', 'NewsDetail', 14],
    ['/research/reports/', '/es/investigacion/informes/', 'PublicationDetail', 8],
    ['/research/academic-research/', '/es/investigacion/investigacion-academica/', 'PublicationDetail', 8],
    ['/research/cases/', '/es/investigacion/cases/', 'PublicationDetail', 6],
    ['/dissemination/', '/es/difusion/', 'EventDetail', 8],
  ])('lists enough detail pages under %s and %s to paginate', (en, es, template, count) => {
    for (const base of [en, es]) {
      const details = content.pages.filter((page) => page.path.startsWith(base) && page.path !== base && page.templateType === template);
      expect(details.length, base).toBeGreaterThanOrEqual(count);
    }
  });

  it('has 12 team members and 10 partners in each language', () => {
    for (const [path, kind, count] of [
      ['/our-team/', 'member', 12],
      ['/es/nuestro-equipo/', 'member', 12],
      ['/our-team/our-partners/', 'partner', 10],
      ['/es/nuestro-equipo/nuestros-partners/', 'partner', 10],
    ] as const) {
      const people = (byPath(path)?.template as unknown as { people: Array<{ kind: string }> }).people;
      expect(
        people.filter((person) => person.kind === kind),
        path,
      ).toHaveLength(count);
    }
  });

  it('uses event types hybrid, face to face and online', () => {
    const types = new Set(
      content.pages
        .filter((page) => page.templateType === 'EventDetail')
        .map((page) => (page.template as unknown as { event: { eventType: string } }).event.eventType),
    );
    expect([...types].sort()).toEqual(['face-to-face', 'hybrid', 'online']);
  });

  it('resolves distributors at build in auto, manual and navigation modes', () => {
    const index = new ContentIndex(content.pages, urlSite(content.site));
    const log = { warn: (message: string) => expect.fail(message) };
    const modules = (path: string) => {
      const page = byPath(path);
      if (!page) throw new Error(`no page ${path}`);
      return (
        resolvePage(page, index, log).page.template as unknown as {
          mainSection: Array<{ component: string; items?: Array<{ title: string; url: string }> }>;
        }
      ).mainSection;
    };
    // Auto: the three newest Spanish news on the Spanish home.
    const news = modules('/es/').find((module) => module.component === 'NewsDistributor');
    expect(news?.items?.map((item) => item.url)).toHaveLength(3);
    expect(news?.items?.every((item) => item.url.startsWith('/es/noticias/'))).toBe(true);
    // Manual: the editor's people, in the editor's order, in the page's language.
    const contacts = modules('/es/nuestro-equipo/nuestros-partners/').find((module) => module.component === 'PeopleDistributor');
    expect(contacts?.items?.map((item) => item.title)).toEqual(['Lucía Campos', 'Laura Méndez']);
    expect(contacts?.items?.every((item) => item.url === '/es/nuestro-equipo/')).toBe(true);
    // Navigation: the Spanish case studies page lists the cases below /es/investigacion/cases/.
    const cases = resolvePage(byPath('/es/difusion/casos-estudio/')!, index, log).page.template as unknown as {
      items: Array<{ url: string }>;
    };
    expect(cases.items).toHaveLength(6);
    expect(cases.items.every((item) => item.url.startsWith('/es/investigacion/cases/'))).toBe(true);
  });
});

describe('content mistakes in the research centre pages', () => {
  it('are reported at once, naming the page and the field', async () => {
    const raw = await loadDocuments(DEFAULT_DOCUMENTS_DIR);
    const find = (path: string) => (raw.pages as Array<Record<string, any>>).find((page) => page.path === path)!;
    delete find('/dissemination/next-generation-day-2026/').template.event.location;
    find('/research/reports/').template.filters = ['colour'];
    find('/our-team/').template.people[1].id = 'laura-mendez';
    find('/es/nuestro-equipo/').template.mainSection[1].data.sources[0].filterOperator = 'xor';
    const result = validateContent(raw);
    expect(result.content).toBeNull();
    const lines = result.problems.map((problem) => `${problem.document} → ${problem.path}: ${problem.message}`);
    expect(lines).toEqual(
      expect.arrayContaining([
        'page /dissemination/next-generation-day-2026/ → template.event.location: Required for hybrid and face-to-face events: where it takes place',
        expect.stringMatching(/^page \/research\/reports\/ → template\.filters\[0\]: /),
        'page /our-team/ → template.people[1].id: Used twice: "laura-mendez". Each person needs their own id',
      ]),
    );
    // A module's field: the module is left out of the page (a warning), the field named.
    expect(formatProblems(result.warnings)).toContain(
      "page /es/nuestro-equipo/ → template.mainSection[1].data.sources[0].filterOperator: Must be 'and' or 'or'",
    );
  });
});

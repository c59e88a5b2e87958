// SPEC §9 "Filter kinds" on the demo family: every one of the 34 kinds is a filter a visitor
// meets on some list page, not only a kind the code knows. A list shows a filter when the items
// it lets a visitor filter carry at least two values of it (site/components/FilterableList), so
// the family's lists are resolved as the build resolves them and counted the same way.
import { beforeAll, expect, it } from 'vitest';
import { loadDocuments, DEFAULT_DOCUMENTS_DIR } from '../../../content/cms/documents.ts';
import { LIST_FILTER_KINDS, type Card, type Scholarship } from '../../../content/schema/index.ts';
import type { ValidContent } from '../../../content/schema/problems.ts';
import { ContentIndex, resolvePage, urlSite } from '../../../pipeline/resolve/index.ts';
import { validateContent } from '../../../pipeline/sync/validate.ts';
import { filterOptions, type Facets } from '../../../site/components/FilterableList/index.tsx';
import { scholarshipFacets } from '../../../site/lib/scholarship-facets.ts';
import { selectByTime } from '../../../site/lib/time-aware.ts';

interface ListTemplate {
  templateType: string;
  filters?: string[];
  items?: Card[];
  scholarships?: Scholarship[];
  people?: Array<{ kind: string; area?: string }>;
}

/** Where each kind shows: `kind → ['/path/', …]`, for every list page of every site in both languages. */
const shownAt = new Map<string, string[]>();

/** What a list lets a visitor filter, and how it reads an item's values (as each template renders it). */
function filterable(template: ListTemplate, now: number): { items: unknown[]; facetsOf: (item: never) => Facets } {
  if (template.scholarships) return { items: template.scholarships, facetsOf: scholarshipFacets as (item: never) => Facets };
  // PersonList: a member's area, a partner's sector (site/templates/PersonList).
  if (template.people)
    return {
      items: template.people,
      facetsOf: ((person: { kind: string; area?: string }) => ({
        [person.kind === 'member' ? 'academicArea' : 'sector']: person.area ? [person.area] : [],
      })) as (item: never) => Facets,
    };
  const cards = template.items ?? [];
  // An events list filters its archive: the events that have ended (site/templates/EventList).
  const items = template.templateType === 'EventList' ? selectByTime(cards, 'past', now) : cards;
  return { items, facetsOf: ((card: Card) => card.facets) as (item: never) => Facets };
}

beforeAll(async () => {
  const documents = await loadDocuments(DEFAULT_DOCUMENTS_DIR);
  const regions = { countries: documents.countries, provinces: documents.provinces };
  const sites: Array<{ content: ValidContent; index: ContentIndex }> = [];
  const entriesOf = (key: string) => sites.find(({ content }) => content.site.key === key)?.index.entries ?? [];
  const keys = () => sites.map(({ content }) => content.site.key);
  for (const site of documents.sites ?? [documents.site]) {
    const pages = documents.pages.filter((page) => page.siteId === site.id);
    const result = validateContent(structuredClone({ site, pages, regions }));
    expect(result.problems, String(site.pathPrefix)).toEqual([]);
    const content = result.content as ValidContent;
    const family = {
      own: content.site.key,
      get keys() {
        return keys();
      },
      entriesOf,
    };
    sites.push({ content, index: new ContentIndex(content.pages, urlSite(content.site), family) });
  }
  const asOf = new Date().toISOString();
  const log = { warn: (message: string) => expect.fail(message) };
  for (const { content, index } of sites) {
    for (const page of content.pages) {
      if (!Array.isArray((page.template as { filters?: unknown }).filters)) continue;
      const template = resolvePage(page, index, log, asOf).page.template as unknown as ListTemplate;
      const { items, facetsOf } = filterable(template, Date.parse(asOf));
      for (const kind of template.filters ?? []) {
        if (filterOptions(items as never[], facetsOf, kind).length < 2) continue;
        shownAt.set(kind, [...(shownAt.get(kind) ?? []), page.path]);
      }
    }
  }
});

it('every filter kind of SPEC §9 shows on at least one list of the demo family', () => {
  expect(LIST_FILTER_KINDS.filter((kind) => !shownAt.has(kind))).toEqual([]);
});

it('the kinds added for the family show where their content is, in both languages', () => {
  const at = (kind: string) => shownAt.get(kind) ?? [];
  expect(at('classificationType')).toEqual(expect.arrayContaining(['/cgc/publications/', '/es/cgc/publicaciones/']));
  expect(at('subjectArea')).toEqual(expect.arrayContaining(['/cgc/publications/', '/es/cgc/publicaciones/']));
  expect(at('unit')).toEqual(expect.arrayContaining(['/school-science-technology/faculty/', '/es/school-science-technology/profesorado/']));
  // Events by centre on a school's list that gathers the events of two centres' sites.
  expect(at('centers')).toEqual(
    expect.arrayContaining(['/school-politics-economics-global-affairs/events/', '/es/school-politics-economics-global-affairs/eventos/']),
  );
  for (const kind of ['country', 'schools'])
    expect(at(kind), kind).toEqual(expect.arrayContaining(['/financial-aid/scholarships/', '/es/financial-aid/becas/']));
});

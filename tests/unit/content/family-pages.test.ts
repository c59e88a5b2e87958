// Every unit of the family has the pages its kind needs, in English and in Spanish, and every
// programme and specialisation page carries the lead form of its own programme (SPEC §1, §3
// "Lead form"). Checked on the embedded CMS's documents, as a visitor of each site meets them:
// a school without its news page or a programme page whose form names no programme is what a
// visitor would notice first.
import { beforeAll, describe, expect, it } from 'vitest';
import { templateDefinitions } from '../../../generated/template-definitions.ts';
import { loadFamily, DEFAULT_DOCUMENTS_DIR } from '../../helpers/documents.ts';

type Locale = 'en' | 'es';
const LOCALES: Locale[] = ['en', 'es'];

interface Page {
  id: string;
  path: string;
  locale: Locale;
  templateType: string;
  translationGroup: string;
  template: Record<string, unknown>;
}

interface Site {
  key: string;
  prefix: string;
  pages: Page[];
}

/**
 * What each site of the family is, by its key (its file name in documents/sites/). Written out
 * rather than read from the units' files, so that a unit whose kind changed, or a new site, is
 * noticed here (the first test below) instead of escaping the checks.
 */
const KINDS = {
  school: [
    'business-school',
    'law-school',
    'architecture-design',
    'humanities',
    'science-technology',
    'gpa',
    'politics-economics-global-affairs',
    'executive-education',
    'ibu-summer-school',
  ],
  centre: ['research-centre', 'cgc', 'gpc', 'leadership-middle-east', 'corporate-learning', 'entrepreneurship'],
  service: ['alumni', 'financial-aid', 'talent-careers', 'corporate-relations', 'lifelong-learning'],
  /** The university and the main institute tie the family together. */
  hub: ['university', 'ibu'],
  institution: ['ibu-foundation', 'ibu-new-york'],
} as const;
type Kind = keyof typeof KINDS;

/** The last segment of a page's path: `about` for `/law-school/about/`. */
const lastSegment = (page: Page) => page.path.split('/').filter(Boolean).at(-1) ?? '';

/** A page the kind needs, and how to recognise it among a site's pages of one language. */
interface Need {
  name: string;
  find: (site: Site, pages: Page[], locale: Locale) => Page | undefined;
}

const byTemplate =
  (...templates: string[]) =>
  (_site: Site, pages: Page[]) =>
    pages.find((page) => templates.includes(page.templateType));

/** A list page with at least one detail page of the site beside it, so the list is not empty. */
const listWithItems = (list: string, detail: string) => (_site: Site, pages: Page[]) =>
  pages.some((page) => page.templateType === detail) ? pages.find((page) => page.templateType === list) : undefined;

/** An information page, by the last segment of its English path (its Spanish page is its translation). */
const bySlug =
  (pattern: RegExp) =>
  (site: Site, pages: Page[], locale: Locale): Page | undefined => {
    const english = site.pages.find((page) => page.locale === 'en' && pattern.test(lastSegment(page)));
    return english && pages.find((page) => page.translationGroup === english.translationGroup && page.locale === locale);
  };

const homeOf = (site: Site, locale: Locale) => `${locale === 'en' ? '' : '/es'}${site.prefix}/`;

/** A list over every site of the family (SPEC §3 "List data source": `site: 'all'`). */
const familyWide =
  (list: string) =>
  (_site: Site, pages: Page[]): Page | undefined =>
    pages.find((page) => page.templateType === list && (page.template.data as { site?: unknown } | undefined)?.site === 'all');

/** Every internal address a page links to: `href` fields and the links of its HTML texts. */
function linksOf(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    for (const match of value.matchAll(/href="(\/[^"]*)"/gu)) out.add(match[1]!);
  } else if (Array.isArray(value)) value.forEach((item) => linksOf(item, out));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      if (key === 'href' && typeof item === 'string' && item.startsWith('/')) out.add(item);
      else linksOf(item, out);
    }
  return out;
}

const NEEDS: Record<Kind, Need[]> = {
  school: [
    { name: 'home', find: (site, pages, locale) => pages.find((page) => page.path === homeOf(site, locale)) },
    { name: 'programmes list', find: byTemplate('ProgramsList') },
    { name: 'programme page', find: byTemplate('ProgramDetail', 'ProgramDetailMax') },
    { name: 'faculty', find: listWithItems('TeachersList', 'TeacherDetail') },
    { name: 'news', find: listWithItems('NewsList', 'NewsDetail') },
    { name: 'events', find: listWithItems('EventList', 'EventDetail') },
    { name: 'admissions', find: bySlug(/^(admissions|how-to-apply)$/u) },
    { name: 'about', find: bySlug(/^about/u) },
    { name: 'contact', find: bySlug(/^contact/u) },
  ],
  centre: [
    { name: 'home', find: (site, pages, locale) => pages.find((page) => page.path === homeOf(site, locale)) },
    { name: 'research or publications', find: listWithItems('PublicationsList', 'PublicationDetail') },
    { name: 'news', find: listWithItems('NewsList', 'NewsDetail') },
    { name: 'events', find: listWithItems('EventList', 'EventDetail') },
    { name: 'team', find: byTemplate('PersonList') },
    { name: 'contact', find: bySlug(/^contact/u) },
  ],
  service: [
    { name: 'home', find: (site, pages, locale) => pages.find((page) => page.path === homeOf(site, locale)) },
    { name: 'contact', find: bySlug(/^contact/u) },
  ],
  hub: [
    { name: 'home', find: (site, pages, locale) => pages.find((page) => page.path === homeOf(site, locale)) },
    { name: 'family-wide news', find: familyWide('NewsList') },
    { name: 'family-wide events', find: familyWide('EventList') },
    { name: 'contact', find: bySlug(/^contact/u) },
  ],
  institution: [
    { name: 'home', find: (site, pages, locale) => pages.find((page) => page.path === homeOf(site, locale)) },
    { name: 'contact', find: bySlug(/^contact/u) },
  ],
};

/** The templates of programme and specialisation pages, as their definitions tag them. */
const PROGRAMME_TEMPLATES = Object.values(templateDefinitions)
  .filter((definition) => definition.tags?.some((tag) => tag === 'program' || tag === 'specialization'))
  .map((definition) => definition.name as string);

let sites: Site[];
beforeAll(async () => {
  sites = (await loadFamily(DEFAULT_DOCUMENTS_DIR)).map(({ site, pages }) => ({
    key: String(site.key),
    prefix: String(site.pathPrefix),
    pages: pages as unknown as Page[],
  }));
});

const siteOf = (key: string) => sites.find((site) => site.key === key)!;

it('knows the kind of every site of the family', () => {
  expect(sites.map((site) => site.key).sort()).toEqual(Object.values(KINDS).flat().sort());
});

describe.each(Object.keys(KINDS) as Kind[])('every %s', (kind) => {
  it('has the pages its kind needs, in English and in Spanish', () => {
    const missing = KINDS[kind].flatMap((key) => {
      const site = siteOf(key);
      return LOCALES.flatMap((locale) => {
        const pages = site.pages.filter((page) => page.locale === locale);
        return NEEDS[kind].filter((need) => !need.find(site, pages, locale)).map((need) => `${key} (${locale}): ${need.name}`);
      });
    });
    expect(missing).toEqual([]);
  });
});

it('the university and the main institute lead to a directory of every school and centre, in each language', () => {
  const missing = KINDS.hub.flatMap((key) =>
    LOCALES.flatMap((locale) => {
      const homes = [...KINDS.school, ...KINDS.centre].map((unit) => homeOf(siteOf(unit), locale));
      const family = sites.flatMap((site) => site.pages.filter((page) => page.locale === locale));
      // A directory: a page of the family that links to every school's and centre's home.
      const directories = new Set(
        family.filter((page) => homes.every((home) => linksOf(page.template).has(home))).map((page) => page.path),
      );
      // The hub holds one, or one of its pages links to one.
      const reaches = siteOf(key)
        .pages.filter((page) => page.locale === locale)
        .some((page) => directories.has(page.path) || [...linksOf(page.template)].some((href) => directories.has(href)));
      return reaches ? [] : [`${key} (${locale})`];
    }),
  );
  expect(missing).toEqual([]);
});

describe('the lead form of programme and specialisation pages', () => {
  interface Form {
    page: Page;
    site: string;
    formId?: string;
    programId?: string;
    pathwayId?: string;
    track?: string;
  }
  let forms: Form[];
  beforeAll(() => {
    forms = sites.flatMap((site) =>
      site.pages
        .filter((page) => PROGRAMME_TEMPLATES.includes(page.templateType))
        .map((page) => {
          const section = (page.template.leadFormSection ?? []) as Array<Record<string, string | undefined>>;
          const form = section.find((module) => module.component === 'LeadForm') ?? {};
          return { page, site: site.key, formId: form.formId, programId: form.programId, pathwayId: form.pathwayId, track: form.track };
        }),
    );
  });

  it('are the pages of the programme and specialisation templates', () => {
    expect([...PROGRAMME_TEMPLATES].sort()).toEqual(['ProgramDetail', 'ProgramDetailMax', 'SpecializationDetail']);
    expect(forms.length).toBeGreaterThan(100);
  });

  it('every one carries a lead form naming the provider’s form, the programme and its pathway', () => {
    const without = forms.filter((form) => !form.formId || !form.programId || !form.pathwayId).map((form) => form.page.path);
    expect(without).toEqual([]);
  });

  it('both languages of a page name the same programme, and no two programmes or tracks share one', () => {
    const byGroup = new Map<string, Set<string>>();
    for (const form of forms) {
      const value = `${form.programId ?? ''} ${form.pathwayId ?? ''} ${form.track ?? ''}`;
      byGroup.set(form.page.translationGroup, (byGroup.get(form.page.translationGroup) ?? new Set()).add(value));
    }
    expect([...byGroup].filter(([, values]) => values.size > 1).map(([group]) => group)).toEqual([]);
    const groupsOf = new Map<string, string[]>();
    for (const [group, [value]] of [...byGroup].map(([group, values]) => [group, [...values]] as const)) {
      const [programId, , track] = value!.split(' ');
      const key = `${programId} ${track}`;
      groupsOf.set(key, [...(groupsOf.get(key) ?? []), group]);
    }
    expect([...groupsOf].filter(([, groups]) => groups.length > 1)).toEqual([]);
  });

  it('a specialisation’s form names the programme the specialisation belongs to', () => {
    const wrong = forms
      .filter((form) => form.page.templateType === 'SpecializationDetail')
      .flatMap((form) => {
        const code = form.page.template.program;
        const programme = forms.find(
          (other) =>
            other.site === form.site &&
            other.page.locale === form.page.locale &&
            other.page.templateType !== 'SpecializationDetail' &&
            (other.page.template.program as { code?: string } | undefined)?.code === code,
        );
        return form.programId !== undefined && programme?.programId === form.programId
          ? []
          : [`${form.page.path}: ${form.programId ?? '—'}`];
      });
    expect(wrong).toEqual([]);
  });
});

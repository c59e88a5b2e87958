// Every programme page of the demo family offers Apply and Request information that lead to pages
// the family has: the programme's own addresses, its site's defaults (header option
// programActions) or the family's request-information page, in the page's language.
import { beforeAll, expect, it } from 'vitest';
import { FAMILY_REQUEST_INFORMATION } from '../../../site/lib/program.ts';
import { loadFamily, DEFAULT_DOCUMENTS_DIR } from '../../helpers/documents.ts';

type Family = Awaited<ReturnType<typeof loadFamily>>;
let family: Family;
beforeAll(async () => {
  family = await loadFamily(DEFAULT_DOCUMENTS_DIR);
});

const programPages = (pages: Family[number]['pages']) =>
  pages.filter((page) => String((page as { templateType?: string }).templateType).startsWith('ProgramDetail'));

it('the sites with programme pages name existing pages in their language as the actions’ defaults', () => {
  const paths = new Set(family.flatMap(({ pages }) => pages.map((page) => (page as { path: string }).path)));
  expect([...Object.values(FAMILY_REQUEST_INFORMATION)].filter((path) => !paths.has(path))).toEqual([]);
  const broken = family.flatMap(({ site, pages }) => {
    if (programPages(pages).length === 0) return [];
    const headers = site.headers as Array<{ locale: string; options?: { programActions?: Record<string, string> } }>;
    return headers.flatMap(({ locale, options }) =>
      Object.entries(options?.programActions ?? {})
        .filter(([, href]) => !paths.has(href) || !(locale === 'en' ? !href.startsWith('/es/') : href.startsWith('/es/')))
        .map(([action, href]) => `${String(site.pathPrefix)} ${locale} ${action}: ${href}`),
    );
  });
  expect(broken).toEqual([]);
});

it('most demo programmes give their fees; the rest say to ask admissions', () => {
  const programs = family.flatMap(({ pages }) => programPages(pages));
  const priced = programs.filter((page) => (page as unknown as { template: { program: { fees?: unknown } } }).template.program.fees);
  expect(programs.length).toBeGreaterThan(50);
  expect(priced.length / programs.length).toBeGreaterThan(0.8);
});

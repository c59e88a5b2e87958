// A module is never lost in silence (docs/modules.md), whether the library does not have it or its
// content fails its schema: sync publishes the page without it and records where it was, the
// build lists it and `--strict` fails, and only the preview and the page editor show a stand-in
// where it was.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { validateContent } from '../../../pipeline/sync/validate.ts';
import { formatProblems } from '../../../content/schema/problems.ts';
import { leftOutNote, reportLeftOutModules, type PageWithLeftOut } from '../../../pipeline/site-build/left-out.ts';
import { isUserError } from '../../../pipeline/errors/index.ts';
import { ModuleList } from '../../../site/components/ModuleList/index.tsx';
import { SiteContext } from '../../../site/app/site-context.tsx';
import { isLeftOut, leftOutStandIn } from '../../../site/lib/left-out.ts';
import type { ModuleData } from '../../../generated/module-definitions.ts';
import type { SiteView } from '../../../site/lib/page-view.ts';
import { loadDocuments, DEFAULT_DOCUMENTS_DIR } from '../../helpers/documents.ts';
import { site } from '../../helpers/page-data.ts';

// The demo's site and home page alone: validating every demo page is not what is tested here.
const demo = loadDocuments(DEFAULT_DOCUMENTS_DIR);
async function homeNaming(name: string) {
  const raw = structuredClone(await demo);
  const home = (raw.pages as Array<Record<string, any>>).find((page) => page.path === '/')!;
  home.template.mainSection.splice(1, 0, { component: name, title: 'x' });
  home.pageLanguages = [];
  return { ...raw, pages: [home] };
}
const mainSectionOf = (page: { template: unknown } | undefined) => (page?.template as { mainSection: unknown[] }).mainSection;

describe('sync: a module the library does not have', () => {
  it('publishes the page without it, says how to add it, and records its place for the build', async () => {
    const result = validateContent(await homeNaming('Carousel2'));
    expect(result.problems).toEqual([]);
    expect(result.warnings).toEqual([
      {
        document: 'page /',
        path: 'template.mainSection[1].component',
        message: expect.stringContaining(
          'Unknown module "Carousel2": the page is published without it. Add it with `unisite new module Carousel2`',
        ),
        code: 'MODULE_UNKNOWN',
      },
    ]);
    const home = result.content!.pages.find((page) => page.path === '/');
    expect(home?.leftOutModules).toEqual([{ path: 'template.mainSection[1]', name: 'Carousel2' }]);
    expect(mainSectionOf(home).some(isLeftOut)).toBe(false);
  });

  it('keeps a stand-in at its place for a preview', async () => {
    const result = validateContent(await homeNaming('Carousel2'), { standIns: true });
    expect(mainSectionOf(result.content!.pages.find((page) => page.path === '/'))[1]).toEqual(leftOutStandIn('Carousel2'));
  });

  it('fails --strict, naming the page, the place and the module', async () => {
    const result = validateContent(await homeNaming('Carousel2'), { strict: true });
    expect(result.content).toBeNull();
    expect(formatProblems(result.problems)).toContain('page / → template.mainSection[1].component: Unknown module "Carousel2"');
  });
});

/** The home page with its card collection's (mainSection[1]) title a number and its first card's title gone. */
async function homeWithBrokenCards() {
  const raw = structuredClone(await demo);
  const home = (raw.pages as Array<Record<string, any>>).find((page) => page.path === '/')!;
  const cards = home.template.mainSection[1];
  cards.title = 42;
  delete cards.cards[0].title;
  home.pageLanguages = [];
  return {
    raw: { ...raw, pages: [home] },
    components: (home.template.mainSection as Array<{ component: string }>).map((m) => m.component),
  };
}
const CARD_FIELDS = [
  { field: 'title', message: 'Invalid input: expected string, received number' },
  { field: 'cards[0].title', message: 'Required' },
];

describe('sync: a module whose content fails its schema', () => {
  it('publishes the page and its other modules without it, naming each field, and records its place and fields', async () => {
    const { raw, components } = await homeWithBrokenCards();
    expect(components[1]).toBe('CardCollection');
    const result = validateContent(raw);
    expect(result.problems).toEqual([]);
    expect(formatProblems(result.warnings).split('\n')).toEqual([
      '  page / → template.mainSection[1].title: Invalid input: expected string, received number (the content of module "CardCollection" fails its schema, so the page is published without it until this field is fixed in the CMS)',
      '  page / → template.mainSection[1].cards[0].title: Required (the content of module "CardCollection" fails its schema, so the page is published without it until this field is fixed in the CMS)',
    ]);
    const home = result.content!.pages.find((page) => page.path === '/');
    expect(home?.leftOutModules).toEqual([{ path: 'template.mainSection[1]', name: 'CardCollection', invalid: CARD_FIELDS }]);
    const published = mainSectionOf(home) as Array<{ component: string }>;
    expect(published.map((module) => module.component)).toEqual(components.filter((_, index) => index !== 1));
    expect(published.some(isLeftOut)).toBe(false);
  });

  it('keeps a stand-in naming the fields at its place for a preview', async () => {
    const result = validateContent((await homeWithBrokenCards()).raw, { standIns: true });
    expect(mainSectionOf(result.content!.pages.find((page) => page.path === '/'))[1]).toEqual(
      leftOutStandIn('CardCollection', CARD_FIELDS),
    );
  });

  it('fails --strict, naming the page and each field', async () => {
    const result = validateContent((await homeWithBrokenCards()).raw, { strict: true });
    expect(result.content).toBeNull();
    expect(formatProblems(result.problems)).toBe(
      [
        '  page / → template.mainSection[1].title: Invalid input: expected string, received number',
        '  page / → template.mainSection[1].cards[0].title: Required',
      ].join('\n'),
    );
  });

  it("still fails the whole sync on a page's own field", async () => {
    const { raw } = await homeWithBrokenCards();
    delete (raw.pages[0] as { title?: string }).title;
    const result = validateContent(raw);
    expect(result.content).toBeNull();
    expect(formatProblems(result.problems)).toContain('page / → title: Required');
  });
});

describe('build: the summary of left-out modules', () => {
  const pages = [
    { path: '/', leftOutModules: [{ path: 'template.mainSection[1]', name: 'Carousel2' }] },
    { path: '/news/' },
    {
      path: '/es/',
      leftOutModules: [
        { path: 'template.heroSection[0]', name: 'HeroParallax' },
        { path: 'template.mainSection[4]', name: 'Carousel2' },
      ],
    },
  ];

  it('lists each with its page, place, name and the command that adds it', () => {
    const warnings: string[] = [];
    const places = reportLeftOutModules(pages, { warn: (line) => void warnings.push(line) }, false);
    expect(places).toHaveLength(3);
    expect(warnings[0]).toBe(
      '[MODULE_LEFT_OUT] page / → template.mainSection[1]: module "Carousel2" is not in the library; the page is published without it ' +
        '(add it with `unisite new module Carousel2` (then build), or choose a module of the library in the CMS (see /_gallery/) and run `unisite sync`)',
    );
    expect(warnings[1]).toContain('page /es/ → template.heroSection[0]: module "HeroParallax"');
    expect(leftOutNote(places)).toBe('; 3 modules left out of 2 pages (MODULE_LEFT_OUT above)');
    expect(leftOutNote([])).toBe('');
  });

  it('fails --strict after listing them, and passes it when nothing is left out', () => {
    const warnings: string[] = [];
    let thrown: unknown;
    try {
      reportLeftOutModules(pages, { warn: (line) => void warnings.push(line) }, true);
    } catch (error) {
      thrown = error;
    }
    expect(warnings).toHaveLength(3);
    expect(isUserError(thrown) && thrown.code).toBe('MODULES_LEFT_OUT');
    expect((thrown as Error).message).toContain('3 modules named by 2 pages are not in the library');
    expect(reportLeftOutModules([{ path: '/news/' }], { warn: () => undefined }, true)).toEqual([]);
  });
});

describe('build: the summary of modules whose content fails their schema', () => {
  const pages: PageWithLeftOut[] = [
    { path: '/', leftOutModules: [{ path: 'template.mainSection[1]', name: 'CardCollection', invalid: CARD_FIELDS }] },
    { path: '/es/', leftOutModules: [{ path: 'template.heroSection[0]', name: 'HeroParallax' }] },
  ];

  it('lists each with its page, place, module, every failing field and what to do', () => {
    const warnings: string[] = [];
    const places = reportLeftOutModules(pages, { warn: (line) => void warnings.push(line) }, false);
    expect(warnings).toEqual([
      '[MODULE_CONTENT_INVALID] page / → template.mainSection[1]: the content of module "CardCollection" fails its schema ' +
        '(title: Invalid input: expected string, received number; cards[0].title: Required); the page is published without it ' +
        '(fix those fields of the CardCollection module on page / in the CMS, then run `unisite sync` and build)',
      expect.stringContaining('[MODULE_LEFT_OUT] page /es/ → template.heroSection[0]: module "HeroParallax" is not in the library'),
    ]);
    expect(leftOutNote(places)).toBe('; 2 modules left out of 2 pages (MODULE_LEFT_OUT and MODULE_CONTENT_INVALID above)');
    expect(leftOutNote(places.slice(0, 1))).toBe('; 1 module left out of 1 page (MODULE_CONTENT_INVALID above)');
  });

  it('fails --strict after listing them', () => {
    const warnings: string[] = [];
    let thrown: unknown;
    try {
      reportLeftOutModules(pages, { warn: (line) => void warnings.push(line) }, true);
    } catch (error) {
      thrown = error;
    }
    expect(warnings).toHaveLength(2);
    expect(isUserError(thrown) && thrown.code).toBe('MODULES_CONTENT_INVALID');
    expect((thrown as Error).message).toContain(
      '1 module on 1 page has content that fails its schema, and 1 more is not in the library (MODULE_LEFT_OUT above).',
    );
  });
});

describe('the stand-in on the page', () => {
  const modules = [leftOutStandIn('Carousel2')] as unknown as ModuleData[];
  const render = (renderer: SiteView['renderer']) =>
    renderToStaticMarkup(
      <SiteContext.Provider value={{ ...site, renderer }}>
        <ModuleList modules={modules} />
      </SiteContext.Provider>,
    );

  it('says which module is missing in the preview and the page editor', () => {
    for (const renderer of ['preview', 'editor'] as const) {
      const html = render(renderer);
      expect(html).toContain('data-left-out-module="Carousel2"');
      expect(html).toContain('Missing module: Carousel2');
      expect(html).toContain('<code>unisite new module Carousel2</code>');
    }
  });

  it('is never on a published page', () => {
    expect(render('ssg')).toBe('');
  });
});

describe('the stand-in of a module whose content fails its schema', () => {
  const render = (renderer: SiteView['renderer'], locale: SiteView['locale'] = 'en') =>
    renderToStaticMarkup(
      <SiteContext.Provider value={{ ...site, locale, renderer }}>
        <ModuleList modules={[leftOutStandIn('CardCollection', CARD_FIELDS)] as unknown as ModuleData[]} />
      </SiteContext.Provider>,
    );

  it('says in the preview and the page editor that the content is invalid, and which fields', () => {
    for (const renderer of ['preview', 'editor'] as const) {
      const html = render(renderer);
      expect(html).toContain('data-left-out-module="CardCollection"');
      expect(html).toContain('Invalid module content: CardCollection');
      expect(html).toContain('<li><code>title</code>: Invalid input: expected string, received number</li>');
      expect(html).toContain('<li><code>cards[0].title</code>: Required</li>');
      expect(html).not.toContain('unisite new module');
    }
    expect(render('preview', 'es')).toContain('Contenido de módulo no válido: CardCollection');
  });

  it('is never on a published page', () => {
    expect(render('ssg')).toBe('');
  });
});

// A module the library does not have is never lost in silence (docs/modules.md): sync publishes
// the page without it and records where it was, the build lists it and `--strict` fails, and only
// the preview and the page editor show a stand-in where it was.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { validateContent } from '../../../pipeline/sync/validate.ts';
import { formatProblems } from '../../../content/schema/problems.ts';
import { leftOutNote, reportLeftOutModules } from '../../../pipeline/site-build/left-out.ts';
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

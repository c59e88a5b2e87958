import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Locale, MenuItem } from '../../../../../content/schema/index.ts';
import { NavigationContext } from '../../../../../site/app/navigation.tsx';
import { SiteContext } from '../../../../../site/app/site-context.tsx';
import { Header } from '../../../../../site/components/Header/index.tsx';
import { TranslationProvider } from '../../../../../site/i18n/index.tsx';
import { stringsFor } from '../../../../../site/i18n/strings.ts';
import type { SiteView } from '../../../../../site/lib/page-view.ts';
import { site } from '../../../../helpers/page-data.ts';
import { query } from '../../../../helpers/render-type.tsx';

/** The menus of the family's generated documents, in `locale`'s spelling (content/cms/tools/write-units.ts). */
function menus(locale: Locale): { topMenu: MenuItem[]; mainMenu: MenuItem[] } {
  const es = locale === 'es';
  const prefix = es ? '/es' : '';
  return {
    topMenu: [
      {
        id: 'schools',
        label: es ? 'Escuelas' : 'Schools',
        children: [
          { label: es ? 'Escuela de Negocios Ibera' : 'Ibera Business School', url: { href: `${prefix}/business-school/` } },
          { label: 'Executive Education', url: { href: `${prefix}/executive-education/` } },
        ],
      },
      { id: 'alumni', label: 'Alumni', url: { href: `${prefix}/alumni/` } },
    ],
    mainMenu: [
      {
        id: 'ibera',
        label: 'Ibera University',
        verticalMenu: true,
        children: [
          { label: 'Global Policy Center', url: { href: `${prefix}/gpc/` } },
          // The unit's home and one of its pages, named in the page's language: not the unit's name.
          { label: es ? 'Inicio' : 'Home', url: { href: `${prefix}/executive-education/` } },
          { label: es ? 'Programas' : 'Programmes', url: { href: `${prefix}/executive-education/programmes/` } },
        ],
      },
    ],
  };
}

/** The server's header of a page of the Executive Education site in `locale`. */
function header(locale: Locale) {
  const { topMenu, mainMenu } = menus(locale);
  const view: SiteView = {
    ...site,
    name: 'Executive Education',
    locale,
    translations: stringsFor(locale),
    header: {
      ...site.header,
      locale,
      topMenu: { elements: topMenu },
      mainMenu: { elements: mainMenu },
      options: { ...site.header.options, school: 'executive-education' },
    },
  };
  const path = locale === 'en' ? '/executive-education/' : '/es/executive-education/';
  return query(
    renderToStaticMarkup(
      <SiteContext.Provider value={view}>
        <NavigationContext.Provider value={{ path, navigate: () => undefined }}>
          <TranslationProvider strings={view.translations}>
            <Header alternates={[]} />
          </TranslationProvider>
        </NavigationContext.Provider>
      </SiteContext.Provider>,
    ),
  );
}

const marked = (view: ReturnType<typeof query>) => view.all('span', (attrs) => attrs.lang !== undefined);

describe('unit names kept in English in the header (WCAG 3.1.2)', () => {
  it('are marked lang="en" on a Spanish page: the Schools menu and the cascading menu', () => {
    const view = header('es');
    const names = marked(view).map((span) => [span.text, span.attrs.lang]);
    expect(new Set(names.map((name) => name.join('|')))).toEqual(new Set(['Executive Education|en', 'Global Policy Center|en']));
    // Each is shown as a link of the menu, and the link's name is the marked text.
    expect(view.links.map((link) => link.name)).toEqual(expect.arrayContaining(['Executive Education', 'Global Policy Center']));
  });

  it('leave "Alumni" (Spanish uses the word) and names in Spanish unmarked', () => {
    const texts = marked(header('es')).map((span) => span.text);
    expect(texts).not.toContain('Alumni');
    expect(texts).not.toContain('Escuela de Negocios Ibera');
    expect(texts).not.toContain('Inicio');
    expect(texts).not.toContain('Programas');
    expect(texts).not.toContain('Ibera University');
  });

  it('mark nothing on an English page', () => {
    const view = header('en');
    expect(view.text).toContain('Executive Education');
    expect(marked(view)).toEqual([]);
  });

  it("name the logo's link with the unit's name marked, by text rather than aria-label (which cannot carry a language)", () => {
    for (const locale of ['es', 'en'] as const) {
      const view = header(locale);
      const home = locale === 'es' ? '/es/executive-education/' : '/executive-education/';
      const logo = view.all(
        'a',
        (attrs) => attrs.href === home && attrs['aria-label'] === undefined && attrs.class?.includes('logo') === true,
      );
      expect(logo.map((link) => link.name)).toEqual([locale === 'es' ? 'Inicio de Executive Education' : 'Executive Education home']);
    }
    expect(header('es').html).toMatch(/Inicio de <span lang="en">Executive Education<\/span>/);
    expect(header('en').html).not.toMatch(/lang="en"/);
  });

  it('label the mobile menu panel of a unit by its title, which carries the mark', () => {
    const view = header('es');
    for (const group of view.all('div', (attrs) => attrs['data-level'] !== undefined)) {
      expect(group.attrs['aria-label']).toBeUndefined();
    }
  });
});

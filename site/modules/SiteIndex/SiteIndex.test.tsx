import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Locale, MenuItem } from '../../../content/schema/index.ts';
import { query, renderModule } from '../../../tests/helpers/render-type.tsx';
import { site } from '../../../tests/helpers/page-data.ts';
import { SiteContext } from '../../app/site-context.tsx';
import { NavigationContext } from '../../app/navigation.tsx';
import { TranslationProvider } from '../../i18n/index.tsx';
import { stringsFor } from '../../i18n/strings.ts';
import { definition } from './definition.ts';
import SiteIndex from './SiteIndex.tsx';

const item = (label: string, href: string | undefined, children: MenuItem[] = [], extra: Partial<MenuItem> = {}): MenuItem => ({
  label,
  url: href ? { href } : null,
  children,
  ...extra,
});

const MAIN: MenuItem[] = [
  item('Research', '/research/', [
    item('Reports', '/research/reports/', [item('Succession Barometer 2026', '/research/reports/succession-barometer-2026/')]),
    item('Cases', '/research/cases/'),
    item('Sitemap', '/sitemap/', [], { special: true }),
  ]),
  item('News', '/news/'),
  item('Education', '/education-and-training/', [item('Education and training', '/education-and-training/')]),
  item('About us', undefined, [
    item('Our team', '/our-team/'),
    item('Ibera University', 'https://www.ibera.edu/', [], { url: { href: 'https://www.ibera.edu/', newTab: true } }),
  ]),
];
const TOP: MenuItem[] = [item('Alumni', '/alumni/'), item('Press room', '/news/')];

/** A page of a site whose header has these menus: SiteIndex reads the site data every page has. */
function renderWithMenus(example: unknown, locale: Locale = 'en') {
  const props = definition.schema.parse(example);
  const view = {
    ...site,
    locale,
    header: { ...site.header, mainMenu: { elements: MAIN }, topMenu: { elements: TOP } },
    translations: { ...stringsFor(locale), ...definition.strings?.[locale] },
  };
  return query(
    renderToStaticMarkup(
      <SiteContext.Provider value={view}>
        <NavigationContext.Provider value={{ path: '/help/', navigate: () => undefined }}>
          <TranslationProvider strings={view.translations}>
            <SiteIndex {...props} />
          </TranslationProvider>
        </NavigationContext.Provider>
      </SiteContext.Provider>,
    ),
  );
}

describe('SiteIndex', () => {
  it("is one navigation named by its heading, each chosen section of the menu a heading over its pages, in the editor's order", () => {
    const view = renderWithMenus({ ...definition.examples?.[0], sections: ['about us', 'Research', 'Missing'] });
    expect(view.headings).toEqual([
      { level: 2, text: 'Find your way around the centre' },
      { level: 3, text: 'About us' },
      { level: 3, text: 'Research' },
    ]);
    const navigation = view.byRole('navigation');
    expect(navigation.map((nav) => nav.name)).toEqual(['Find your way around the centre']);
  });

  it('links each section and page, nests the deeper level, leaves the special calls to action out and names a new tab', () => {
    const view = renderWithMenus(definition.examples?.[0]);
    expect(view.links).toEqual([
      { href: '/research/', name: 'Research' },
      { href: '/research/reports/', name: 'Reports' },
      { href: '/research/reports/succession-barometer-2026/', name: 'Succession Barometer 2026' },
      { href: '/research/cases/', name: 'Cases' },
      { href: '/education-and-training/', name: 'Education' },
      { href: '/education-and-training/', name: 'Education and training' },
      { href: '/our-team/', name: 'Our team' },
      { href: 'https://www.ibera.edu/', name: 'Ibera University (opens in a new tab)' },
    ]);
    expect(view.all('a', (attrs) => attrs.target === '_blank')).toHaveLength(1);
  });

  it('a section without a page of its own is a plain heading; lists are real lists', () => {
    const view = renderWithMenus({ component: 'SiteIndex', sections: ['About us'] });
    expect(view.headings).toEqual([
      { level: 2, text: 'Site index' },
      { level: 3, text: 'About us' },
    ]);
    expect(view.links).toEqual([
      { href: '/our-team/', name: 'Our team' },
      { href: 'https://www.ibera.edu/', name: 'Ibera University (opens in a new tab)' },
    ]);
    expect(view.byRole('list')).toHaveLength(1);
    expect(view.byRole('listitem')).toHaveLength(2);
  });

  it('can list both menus one level deep, in Spanish on Spanish pages', () => {
    const view = renderWithMenus(definition.examples?.[1], 'es');
    expect(view.headings.map((heading) => heading.text)).toEqual([
      'Mapa del sitio',
      'Research',
      'News',
      'Education',
      'About us',
      'Alumni',
      'Press room',
    ]);
    expect(view.links.map((link) => link.name)).not.toContain('Succession Barometer 2026');
    expect(view.links.map((link) => link.name)).toContain('Reports');
    const untitled = renderWithMenus({ component: 'SiteIndex', sections: ['About us'] }, 'es');
    expect(untitled.headings[0]?.text).toBe('Índice del sitio');
    expect(untitled.links[1]?.name).toBe('Ibera University (se abre en una pestaña nueva)');
  });

  it('shows nothing when the menus have no such section (the fixture site has empty menus)', () => {
    const view = renderModule(definition, SiteIndex, definition.examples?.[0]);
    expect(view.html).toBe('');
  });
});

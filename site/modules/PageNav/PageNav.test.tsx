import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import PageNav from './PageNav.tsx';

const onPage = (path: string, locale: 'en' | 'es' = 'en') => ({ page: { path, locale } });

describe('PageNav', () => {
  it('lists the pages of the series in a navigation named by its heading, the page being read marked current', () => {
    const view = renderModule(definition, PageNav, definition.examples?.[0], onPage('/visitor-guide/campuses/'));
    const [series, steps] = view.byRole('navigation');
    expect(series?.name).toBe('Visitor guide');
    expect(view.headings).toEqual([{ level: 2, text: 'Visitor guide' }]);
    expect(view.all('ol')).toHaveLength(1);
    expect(view.all('a', (attrs) => attrs['aria-current'] === 'page').map((link) => link.text)).toEqual(['Our campuses']);
    expect(steps?.name).toBe('Previous and next page');
    expect(view.links.slice(3)).toEqual([
      { href: '/visitor-guide/', name: 'Previous Planning your visit' },
      { href: '/visitor-guide/open-evening/', name: 'Next Open evening' },
    ]);
  });

  it('the first page has only a next link, the last only a previous one, in the page language', () => {
    const first = renderModule(definition, PageNav, definition.examples?.[1], onPage('/es/guia-del-visitante/', 'es'));
    expect(first.links.slice(3)).toEqual([{ href: '/es/guia-del-visitante/campus/', name: 'Siguiente Nuestros campus' }]);
    const last = renderModule(
      definition,
      PageNav,
      definition.examples?.[1],
      onPage('/es/guia-del-visitante/tarde-de-puertas-abiertas/', 'es'),
    );
    expect(last.links.slice(3)).toEqual([{ href: '/es/guia-del-visitante/campus/', name: 'Anterior Nuestros campus' }]);
    expect(last.byRole('navigation')[1]?.name).toBe('Página anterior y siguiente');
  });

  it('on a page outside the series it shows the list alone', () => {
    const view = renderModule(definition, PageNav, definition.examples?.[0], onPage('/contact-us/'));
    expect(view.byRole('navigation')).toHaveLength(1);
    expect(view.links).toHaveLength(3);
  });

  it('refuses a page that is not a site path', () => {
    const example = {
      ...definition.examples![0]!,
      pages: [
        { href: 'https://example.com/', text: 'Elsewhere' },
        { href: '/', text: 'Home' },
      ],
    };
    expect(definition.schema.safeParse(example).success).toBe(false);
  });
});

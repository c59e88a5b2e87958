import { describe, expect, it } from 'vitest';
import { headerTransparentOn, renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import HeroSearch from './HeroSearch.tsx';

describe('HeroSearch', () => {
  it("opens the page with its h1, a line of text and an eager hero picture behind the sub-theme's veil", () => {
    const view = renderModule(definition, HeroSearch, definition.examples?.[0]);
    expect(view.headings).toEqual([{ level: 1, text: 'Find research on business families' }]);
    expect(view.text).toContain('Research library');
    expect(view.text).toContain('Twenty years of reports');
    expect(view.images).toEqual([
      { src: '/media/library.jpg', alt: 'Reading room of the library with long wooden tables', preset: 'hero', loading: 'eager' },
    ]);
    expect(view.all('div', (attrs) => attrs['data-variant'] === 'search' && attrs['data-subtheme'] === 'inverse')).toHaveLength(1);
  });

  it('holds a search landmark named by its labelled field, a plain GET form to the search page', () => {
    const view = renderModule(definition, HeroSearch, definition.examples?.[0]);
    const [landmark] = view.byRole('search');
    expect(landmark?.name).toBe('Search reports, papers and cases');
    expect(view.all('form')[0]?.attrs).toMatchObject({ method: 'get', action: '/search/' });
    const [field] = view.all('input', (attrs) => attrs.type === 'search');
    expect(field?.attrs.name).toBe('q');
    expect(view.all('label')[0]?.attrs.for).toBe(field?.attrs.id);
    expect(view.byRole('button').map((button) => button.name)).toEqual(['Search']);
  });

  it('lists popular searches as links to their results, in a group named by its title', () => {
    const view = renderModule(definition, HeroSearch, definition.examples?.[0]);
    const [group] = view.all('div', (attrs) => attrs.role === 'group');
    expect(group?.name).toBe('Popular searches');
    expect(view.links).toEqual([
      { href: '/search/?q=succession', name: 'succession' },
      { href: '/search/?q=family+protocol', name: 'family protocol' },
      { href: '/search/?q=family+office', name: 'family office' },
      { href: '/search/?q=next+generation', name: 'next generation' },
    ]);
  });

  it('speaks Spanish on Spanish pages; without a picture it is a band in its sub-theme', () => {
    const view = renderModule(definition, HeroSearch, definition.examples?.[1], { page: { locale: 'es', path: '/es/' } });
    expect(view.headings).toEqual([{ level: 1, text: '¿En qué podemos ayudarte?' }]);
    expect(view.images).toEqual([]);
    expect(view.all('label')[0]?.text).toBe('Buscar en el sitio');
    expect(view.byRole('button')[0]?.name).toBe('Buscar');
    expect(view.all('div', (attrs) => attrs.role === 'group')[0]?.name).toBe('Búsquedas frecuentes');
    expect(view.links[0]).toEqual({ href: '/es/buscar/?q=becas', name: 'becas' });
    expect(view.all('div', (attrs) => attrs['data-subtheme'] === 'accent' && !('data-backdrop' in attrs))).toHaveLength(1);
  });

  it('keeps the type filter in the popular searches too', () => {
    const example = {
      ...definition.examples?.[0],
      component: 'HeroSearch' as const,
      title: 'News',
      action: '/search/',
      type: 'news' as const,
    };
    const view = renderModule(definition, HeroSearch, example);
    expect(view.links[0]?.href).toBe('/search/?q=succession&type=News');
  });

  it('lets the header sit transparent over it on a dark sub-theme', () => {
    // Over a dark sub-theme only: the header's light logo and menu need a dark ground.
    expect(headerTransparentOn(definition, 'inverse')).toBe(true);
    expect(headerTransparentOn(definition, 'defaultAlt')).toBe(false);
  });
});

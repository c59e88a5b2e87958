import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import Breadcrumb from './Breadcrumb.tsx';

const programme = {
  path: '/education-and-training/next-generation-programme/',
  title: 'Next Generation Programme',
  breadcrumb: [
    { label: 'Home', url: '/' },
    { label: 'Education and training', url: '/education-and-training/' },
    { label: 'Next Generation Programme', url: '/education-and-training/next-generation-programme/' },
  ],
};

describe('Breadcrumb', () => {
  it("is a named navigation of the page's ancestors, ending with the page itself as the current page", () => {
    const view = renderModule(definition, Breadcrumb, definition.examples?.[0], { page: programme });
    expect(view.byRole('navigation')[0]?.name).toBe('Breadcrumb');
    expect(view.links).toEqual([
      { href: '/', name: 'Home' },
      { href: '/education-and-training/', name: 'Education and training' },
    ]);
    const items = view.byRole('listitem');
    expect(items.map((item) => item.text)).toEqual(['Home', 'Education and training', 'Next Generation Programme']);
    expect(items.at(-1)?.attrs['aria-current']).toBe('page');
    expect(view.all('ol')).toHaveLength(1);
  });

  it('without showCurrent lists the ancestors only', () => {
    const view = renderModule(definition, Breadcrumb, definition.examples?.[1], { page: programme });
    expect(view.byRole('listitem').map((item) => item.text)).toEqual(['Home', 'Education and training']);
    expect(view.all('li', (attrs) => 'aria-current' in attrs)).toEqual([]);
  });

  it('a Spanish page without trail metadata still leads home, named in Spanish', () => {
    const view = renderModule(definition, Breadcrumb, definition.examples?.[0], {
      page: { locale: 'es', path: '/es/recorrido-por-el-campus/', title: 'Recorrido por el campus', breadcrumb: [] },
    });
    expect(view.byRole('navigation')[0]?.name).toBe('Ruta de navegación');
    expect(view.links).toEqual([{ href: '/es/', name: 'Inicio' }]);
    expect(view.text).toContain('Recorrido por el campus');
  });

  it('adds no JSON-LD of its own: the head declares the same trail for every page', () => {
    const view = renderModule(definition, Breadcrumb, definition.examples?.[0], { page: programme });
    expect(view.all('script')).toEqual([]);
  });
});

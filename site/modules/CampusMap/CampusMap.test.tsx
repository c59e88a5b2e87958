import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import CampusMap from './CampusMap.tsx';

describe('CampusMap', () => {
  it('lists every campus with its address, what is there and a directions link, in a named section', () => {
    const view = renderModule(definition, CampusMap, definition.examples?.[0]);
    expect(view.all('section')[0]?.name).toBe('Our campuses');
    expect(view.headings).toEqual([
      { level: 2, text: 'Our campuses' },
      { level: 3, text: 'María de Molina campus' },
      { level: 3, text: 'Castellana auditorium' },
      { level: 3, text: 'Segovia campus' },
    ]);
    expect(view.byRole('listitem')).toHaveLength(3);
    expect(view.all('address').map((address) => address.text)).toContain('Calle Cardenal Zúñiga 1240003 SegoviaSpain+34 921 412 410');
    expect(view.links.filter((link) => link.href.startsWith('https://www.openstreetmap.org/directions'))).toEqual([
      {
        href: 'https://www.openstreetmap.org/directions?route=%3B40.4381%2C-3.6851#map=16/40.4381/-3.6851',
        name: 'Directions to María de Molina campus (opens in a new tab)',
      },
      {
        href: 'https://www.openstreetmap.org/directions?route=%3B40.4443%2C-3.6906#map=16/40.4443/-3.6906',
        name: 'Directions to Castellana auditorium (opens in a new tab)',
      },
      {
        href: 'https://www.openstreetmap.org/directions?route=%3B40.9481%2C-4.1184#map=15/40.9481/-4.1184',
        name: 'Directions to Segovia campus (opens in a new tab)',
      },
    ]);
    expect(view.links).toContainEqual({ href: 'tel:+34915689600', name: '+34 915 689 600' });
    expect(view.images.map((image) => image.preset)).toEqual(['card', 'card', 'card']);
  });

  it('loads no map and offers no map button before the page runs', () => {
    const view = renderModule(definition, CampusMap, definition.examples?.[0]);
    expect(view.byRole('button')).toEqual([]);
    expect(view.byRole('region')).toEqual([]);
    expect(view.html).not.toContain('tile');
  });

  it('speaks Spanish on a Spanish page', () => {
    const view = renderModule(definition, CampusMap, definition.examples?.[1], { page: { locale: 'es', path: '/es/' } });
    expect(view.links.map((link) => link.name)).toEqual([
      'Cómo llegar a Campus de María de Molina (se abre en una pestaña nueva)',
      'Cómo llegar a Campus de Segovia (se abre en una pestaña nueva)',
    ]);
  });

  it('needs at least two campuses: one place is a LocationMap', () => {
    const example = definition.examples![1]!;
    expect(definition.schema.safeParse({ ...example, campuses: example.campuses.slice(0, 1) }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import LocationMap from './LocationMap.tsx';

describe('LocationMap', () => {
  it('shows the place, its address and a directions link, with no map and no third-party asset', () => {
    const view = renderModule(definition, LocationMap, definition.examples?.[0]);
    expect(view.headings).toEqual([{ level: 2, text: 'How to find us' }]);
    expect(view.html).toMatch(
      /<address[^>]*><span>Calle de María de Molina 11<\/span><span>28006 Madrid<\/span><span>Spain<\/span><\/address>/,
    );
    expect(view.links).toEqual([
      {
        href: 'https://www.openstreetmap.org/directions?route=%3B40.4381%2C-3.6851#map=16/40.4381/-3.6851',
        name: 'Directions to Main campus (opens in a new tab)',
      },
    ]);
    expect(view.text).toContain('Metro Gregorio Marañón');
    expect(view.images[0]).toMatchObject({ alt: 'Students crossing the main courtyard of the campus', preset: 'card' });
    // Before hydration there is no button to ask for the map, and no map.
    expect(view.byRole('button')).toEqual([]);
    expect(view.byRole('region')).toEqual([]);
  });

  it('speaks Spanish on a Spanish page', () => {
    const view = renderModule(definition, LocationMap, definition.examples?.[1], { page: { locale: 'es', path: '/es/' } });
    expect(view.links[0]?.name).toBe('Cómo llegar a Auditorium (se abre en una pestaña nueva)');
  });
});

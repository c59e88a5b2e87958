import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import CardCollection from './CardCollection.tsx';

describe('CardCollection', () => {
  it('shows one linked card per entry, with its image as a card', () => {
    const view = renderModule(definition, CardCollection, definition.examples?.[0]);
    expect(view.headings).toEqual([
      { level: 2, text: 'What we do' },
      { level: 3, text: 'Research' },
      { level: 3, text: 'Programmes' },
      { level: 3, text: 'Our team' },
    ]);
    expect(view.text).toContain('Three ways the centre works with business families.');
    expect(view.byRole('listitem')).toHaveLength(3);
    expect(view.links).toEqual([
      { href: '/research/', name: 'Research' },
      { href: '/business-school/programmes/', name: 'Programmes' },
      { href: '/our-team/', name: 'Our team' },
    ]);
    expect(view.images.map(({ src, alt, preset, loading }) => [src, alt, preset, loading])).toEqual([
      ['/media/research.jpg', 'Two researchers comparing survey results', 'card', 'lazy'],
      ['/media/campus.jpg', 'Students crossing the main courtyard of the campus', 'card', 'lazy'],
      ['/media/portrait-1.jpg', 'Laura Méndez, director of the centre', 'card', 'lazy'],
    ]);
  });

  it('without a title or links, shows plain cards headed h2', () => {
    const view = renderModule(definition, CardCollection, definition.examples?.[1]);
    expect(view.headings).toEqual([
      { level: 2, text: '300 families' },
      { level: 2, text: '18 years' },
    ]);
    expect(view.links).toEqual([]);
    expect(view.images).toEqual([]);
  });
});

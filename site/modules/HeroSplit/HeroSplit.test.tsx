import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import HeroSplit from './HeroSplit.tsx';

describe('HeroSplit', () => {
  it('shows the h1, its text and two calls to action beside a picture that is not behind the text', () => {
    const view = renderModule(definition, HeroSplit, definition.examples?.[0]);
    expect(view.headings).toEqual([{ level: 1, text: 'Plan your visit to the campus' }]);
    expect(view.links).toEqual([
      { href: '/contact-us/', name: 'Book a guided tour' },
      { href: '/visitor-guide/campuses/', name: 'See our campuses' },
    ]);
    expect(view.images).toEqual([
      {
        src: '/media/classroom.jpg',
        alt: 'A lecture in a bright classroom',
        preset: 'hero',
        loading: 'eager',
      },
    ]);
    expect(view.all('div', (attrs) => 'data-backdrop' in attrs)).toEqual([]);
    expect(view.all('div', (attrs) => attrs['data-image'] === 'right')).toHaveLength(1);
  });

  it('puts the picture on the left when the editor asks, in Spanish, in its sub-theme', () => {
    const view = renderModule(definition, HeroSplit, definition.examples?.[1], { page: { locale: 'es', path: '/es/' } });
    expect(view.headings[0]?.text).toBe('Prepara tu visita al campus');
    expect(view.all('div', (attrs) => attrs['data-image'] === 'left')).toHaveLength(1);
    expect(view.all('div', (attrs) => attrs['data-subtheme'] === 'accentLight')).toHaveLength(1);
    expect(view.images[0]?.alt).toBe('Sala de lectura de la biblioteca con largas mesas de madera');
  });

  it('requires a picture: without one it would be a compact hero', () => {
    const { image: _image, ...withoutImage } = definition.examples![0]!;
    expect(definition.schema.safeParse(withoutImage).success).toBe(false);
  });
});

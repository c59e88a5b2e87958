import { describe, expect, it } from 'vitest';
import { headerTransparentOn, renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import HeroCompact from './HeroCompact.tsx';

describe('HeroCompact', () => {
  it("shows the page's h1 with its kicker and line of text over an eager hero picture", () => {
    const view = renderModule(definition, HeroCompact, definition.examples?.[0]);
    expect(view.headings).toEqual([{ level: 1, text: 'Our campuses' }]);
    expect(view.text).toContain('Visitor guide');
    expect(view.text).toContain('Three campuses in Madrid and Segovia');
    expect(view.images).toEqual([
      { src: '/media/campus.jpg', alt: 'Students crossing the main courtyard of the campus', preset: 'hero', loading: 'eager' },
    ]);
    expect(view.all('div', (attrs) => attrs['data-variant'] === 'compact' && attrs['data-subtheme'] === 'inverse')).toHaveLength(1);
  });

  it('without a picture is a band in its sub-theme, its call to action filled', () => {
    const view = renderModule(definition, HeroCompact, definition.examples?.[1], { page: { locale: 'es', path: '/es/' } });
    expect(view.headings).toEqual([{ level: 1, text: 'Tarde de puertas abiertas' }]);
    expect(view.images).toEqual([]);
    expect(view.links).toEqual([{ href: '/es/contacto/', name: 'Reserva tu plaza' }]);
    expect(view.all('a', (attrs) => 'data-primary' in attrs)).toHaveLength(1);
    expect(view.all('div', (attrs) => attrs['data-subtheme'] === 'accent' && !('data-backdrop' in attrs))).toHaveLength(1);
  });

  it('lets the header sit transparent over it on a dark sub-theme', () => {
    // Over a dark sub-theme only: the header's light logo and menu need a dark ground.
    expect(headerTransparentOn(definition, 'inverse')).toBe(true);
    expect(headerTransparentOn(definition, 'defaultAlt')).toBe(false);
  });
});

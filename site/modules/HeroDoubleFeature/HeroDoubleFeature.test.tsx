import { describe, expect, it } from 'vitest';
import { headerTransparentOn, renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import HeroDoubleFeature from './HeroDoubleFeature.tsx';

describe('HeroDoubleFeature', () => {
  it('shows the page title and two features, each with its picture and link', () => {
    const view = renderModule(definition, HeroDoubleFeature, definition.examples?.[0]);
    expect(view.headings).toEqual([
      { level: 1, text: 'Campus life' },
      { level: 2, text: 'Study in the city' },
      { level: 2, text: 'Meet the families' },
    ]);
    expect(view.images.map((image) => [image.alt, image.preset, image.loading])).toEqual([
      ['A lecture in a bright classroom', 'hero', 'eager'],
      ['A family in front of their cannery', 'hero', 'eager'],
    ]);
    expect(view.links).toEqual([
      { href: '/education-and-training/', name: 'Our programmes' },
      { href: '/dissemination/', name: 'Upcoming events' },
    ]);
    // Over a dark sub-theme only: the header's light logo and menu need a dark ground.
    expect(headerTransparentOn(definition, 'inverse')).toBe(true);
    expect(headerTransparentOn(definition, 'defaultAlt')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { headerTransparentOn, renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import HeroCarousel from './HeroCarousel.tsx';

describe('HeroCarousel', () => {
  it('renders every slide server-side: the first title is the page h1 and its image loads eagerly', () => {
    const view = renderModule(definition, HeroCarousel, definition.examples?.[0]);
    expect(view.all('section', (attrs) => attrs['aria-roledescription'] === 'carousel')[0]?.name).toBe('Featured');
    expect(view.byRole('group').map((slide) => slide.name)).toEqual(['Slide 1 of 3', 'Slide 2 of 3', 'Slide 3 of 3']);
    expect(view.headings).toEqual([
      { level: 1, text: 'A campus in the middle of Madrid' },
      { level: 2, text: 'Family Business Forum 2027' },
      { level: 2, text: 'Succession barometer 2026' },
    ]);
    expect(view.images.map((image) => [image.preset, image.loading])).toEqual([
      ['hero', 'eager'],
      ['hero', 'lazy'],
      ['hero', 'lazy'],
    ]);
    expect(view.links.map((link) => link.name)).toEqual(['Plan your visit', 'See the programme', 'Read the findings']);
  });

  it('turns the header transparent on a dark sub-theme (SPEC §2)', () => {
    // Over a dark sub-theme only: the header's light logo and menu need a dark ground.
    expect(headerTransparentOn(definition, 'inverse')).toBe(true);
    expect(headerTransparentOn(definition, 'defaultAlt')).toBe(false);
  });
});

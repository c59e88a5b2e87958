import { describe, expect, it } from 'vitest';
import { headerTransparentOn, renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import HeroLanding from './HeroLanding.tsx';

describe('HeroLanding', () => {
  it('shows the title as h1 over an eager hero image, with two calls to action', () => {
    const view = renderModule(definition, HeroLanding, definition.examples?.[0]);
    expect(view.headings).toEqual([{ level: 1, text: 'Lead the family business you will inherit' }]);
    expect(view.text).toContain('Next Generation Programme 2027');
    expect(view.images).toEqual([
      { src: '/media/seminar.jpg', alt: 'Participants debating in a seminar room', preset: 'hero', loading: 'eager' },
    ]);
    expect(view.links).toEqual([
      { href: '/education-and-training/', name: 'Apply now' },
      { href: '/contact-us/', name: 'Talk to an advisor' },
    ]);
    // Over a dark sub-theme only: the header's light logo and menu need a dark ground.
    expect(headerTransparentOn(definition, 'inverse')).toBe(true);
    expect(headerTransparentOn(definition, 'defaultAlt')).toBe(false);
  });

  it('without an image it is a plain band in its sub-theme', () => {
    const view = renderModule(definition, HeroLanding, definition.examples?.[1]);
    expect(view.images).toEqual([]);
    expect(view.links).toEqual([]);
    expect(view.all('div', (attrs) => attrs['data-subtheme'] === 'accent')).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { headerTransparentOn, renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import HeroProgram from './HeroProgram.tsx';

describe('HeroProgram', () => {
  it('opens a programme page with its type, title, subtitle, hero image and call to action under a transparent header', () => {
    const view = renderModule(definition, HeroProgram, definition.examples?.[0]);
    // Over a dark sub-theme only: the header's light logo and menu need a dark ground.
    expect(headerTransparentOn(definition, 'inverse')).toBe(true);
    expect(headerTransparentOn(definition, 'defaultAlt')).toBe(false);
    expect(view.headings).toEqual([{ level: 1, text: 'Master in Management' }]);
    expect(view.text).toContain('Master');
    expect(view.text).toContain('Ten months in Madrid for graduates of any field');
    expect(view.images).toEqual([expect.objectContaining({ src: '/media/campus.jpg', preset: 'hero', loading: 'eager' })]);
    expect(view.links).toEqual([{ href: '#apply', name: 'Apply now' }]);
  });

  it('without image or link shows the title alone in its sub-theme', () => {
    const view = renderModule(definition, HeroProgram, definition.examples?.[1]);
    expect(view.headings).toEqual([{ level: 1, text: 'Bachelor in Business Administration' }]);
    expect(view.images).toEqual([]);
    expect(view.links).toEqual([]);
    expect(view.all('div', (attrs) => attrs['data-subtheme'] === 'accent')).toHaveLength(1);
  });
});

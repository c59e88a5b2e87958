import { describe, expect, it } from 'vitest';
import { headerTransparentOn, renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import HeroMosaic from './HeroMosaic.tsx';

describe('HeroMosaic', () => {
  it('shows the title beside a mosaic of photos, the first loaded eagerly', () => {
    const view = renderModule(definition, HeroMosaic, definition.examples?.[0]);
    expect(view.headings).toEqual([{ level: 1, text: 'A community of families, researchers and students' }]);
    expect(view.images).toHaveLength(4);
    expect(view.images.map((image) => image.loading)).toEqual(['eager', 'lazy', 'lazy', 'lazy']);
    expect(view.images.every((image) => image.alt.length > 0)).toBe(true);
    expect(view.links).toEqual([{ href: '/our-team/', name: 'Meet the team' }]);
    // Over a dark sub-theme only: the header's light logo and menu need a dark ground.
    expect(headerTransparentOn(definition, 'inverse')).toBe(true);
    expect(headerTransparentOn(definition, 'defaultAlt')).toBe(false);
  });

  it('holds three photos at least', () => {
    const view = renderModule(definition, HeroMosaic, definition.examples?.[1]);
    expect(view.images).toHaveLength(3);
    expect(definition.schema.safeParse({ ...definition.examples?.[1], images: [] }).success).toBe(false);
  });
});

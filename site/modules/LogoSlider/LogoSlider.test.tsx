import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import LogoSlider from './LogoSlider.tsx';

describe('LogoSlider', () => {
  it('shows each partner logo as a link named after the partner, in a carousel', () => {
    const view = renderModule(definition, LogoSlider, definition.examples?.[0]);
    expect(view.all('section', (attrs) => attrs['aria-roledescription'] === 'carousel')[0]?.name).toBe('Our partners');
    const slides = view.byRole('group');
    expect(slides.length).toBeGreaterThan(0);
    expect(view.images.every((image) => image.preset === 'logo' && image.alt !== '')).toBe(true);
    // Every logo link has a name a screen reader can say.
    expect(view.links.every((link) => link.name.length > 0)).toBe(true);
    expect(view.links.at(-1)).toEqual({ href: '/our-team/our-partners/', name: 'Become a partner' });
  });
});

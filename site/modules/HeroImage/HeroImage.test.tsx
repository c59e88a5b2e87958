import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import HeroImage from './HeroImage.tsx';

describe('HeroImage', () => {
  it('shows the page title, subtitle, hero image and its call to action', () => {
    const view = renderModule(definition, HeroImage, definition.examples?.[0]);
    expect(view.headings).toEqual([{ level: 1, text: 'Family businesses that last for generations' }]);
    expect(view.text).toContain('Research, teaching and dialogue with more than 300 business families since 2008.');
    expect(view.images).toEqual([
      { src: '/media/campus.jpg', alt: 'Students crossing the main courtyard of the campus', preset: 'hero', loading: 'eager' },
    ]);
    expect(view.links).toEqual([{ href: '/research/', name: 'Explore our research' }]);
    expect(view.all('div', (attrs) => attrs['data-subtheme'] === 'inverse')).toHaveLength(1);
  });

  it('without a link shows no call to action, in its own sub-theme', () => {
    const view = renderModule(definition, HeroImage, definition.examples?.[1]);
    expect(view.headings).toEqual([{ level: 1, text: 'Research' }]);
    expect(view.images[0]).toMatchObject({ alt: 'Two researchers comparing survey results', preset: 'hero' });
    expect(view.links).toEqual([]);
    expect(view.all('div', (attrs) => attrs['data-subtheme'] === 'accent')).toHaveLength(1);
  });
});

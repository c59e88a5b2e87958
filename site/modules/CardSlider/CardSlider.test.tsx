import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import CardSlider from './CardSlider.tsx';

describe('CardSlider', () => {
  it('shows the cards its data source selects as slides of a named carousel, with a link to all', () => {
    const view = renderModule(definition, CardSlider, definition.examples?.[0]);
    const [carousel] = view.all('section', (attrs) => attrs['aria-roledescription'] === 'carousel');
    expect(carousel?.name).toBe('Latest news');
    const slides = view.byRole('group');
    expect(slides.length).toBeGreaterThan(1);
    expect(slides.map((slide) => slide.name)).toEqual(slides.map((_, index) => `Slide ${index + 1} of ${slides.length}`));
    expect(view.headings[0]).toEqual({ level: 2, text: 'Latest news' });
    expect(view.headings.slice(1).every((heading) => heading.level === 3)).toBe(true);
    expect(view.links.at(-1)).toEqual({ href: '/news/', name: 'All news' });
    expect(view.images.every((image) => image.preset === 'card')).toBe(true);
  });

  it('shows event cards with their type and date, without a title the cards are h2', () => {
    const view = renderModule(definition, CardSlider, { ...definition.examples![1]!, title: undefined });
    expect(view.all('section', (attrs) => attrs['aria-roledescription'] === 'carousel')).toHaveLength(1);
    expect(view.all('article', (attrs) => attrs['data-kind'] === 'event').length).toBeGreaterThan(0);
    expect(view.headings.every((heading) => heading.level === 2)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import ImageSlider from './ImageSlider.tsx';

describe('ImageSlider', () => {
  it('shows every photo with its caption, each slide labelled "x of n", the first without JavaScript', () => {
    const view = renderModule(definition, ImageSlider, definition.examples?.[0]);
    expect(view.headings).toEqual([{ level: 2, text: 'A walk across the campus' }]);
    expect(view.byRole('group').map((slide) => slide.name)).toEqual(['Slide 1 of 3', 'Slide 2 of 3', 'Slide 3 of 3']);
    expect(view.images.map((image) => image.alt)).toEqual([
      'Students crossing the main courtyard of the campus',
      'Reading room of the library with long wooden tables',
      'A family council meeting around a table',
    ]);
    expect(view.text).toContain('The library reading room, open until midnight in exam weeks.');
    // Buttons come with JavaScript; before it the row scrolls and takes keyboard focus.
    expect(view.byRole('button')).toEqual([]);
    expect(view.all('div', (attrs) => attrs.tabindex === '0')).toHaveLength(1);
  });

  it('a single photo is one slide, labelled in Spanish on a Spanish page', () => {
    const view = renderModule(definition, ImageSlider, definition.examples?.[1], { page: { locale: 'es', path: '/es/' } });
    expect(view.byRole('group').map((slide) => slide.name)).toEqual(['Diapositiva 1 de 1']);
  });
});

import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import TestimonialSlider from './TestimonialSlider.tsx';

describe('TestimonialSlider', () => {
  it('shows each testimonial with who said it, portraits decorative, in a named carousel', () => {
    const view = renderModule(definition, TestimonialSlider, definition.examples?.[0]);
    expect(view.all('section', (attrs) => attrs['aria-roledescription'] === 'carousel')[0]?.name).toBe('What our participants say');
    expect(view.byRole('group')).toHaveLength(3);
    expect(view.byRole('blockquote').map((quote) => quote.text)[1]).toBe(
      'We wrote our family protocol in eight months instead of the three years we had feared.',
    );
    expect(view.text).toContain('Andrés Vidal');
    expect(view.text).toContain('Chair of the family council, Grupo Vidal');
    expect(view.images.map((image) => [image.alt, image.preset])).toEqual([
      ['', 'avatar'],
      ['', 'avatar'],
    ]);
    expect(view.links).toEqual([{ href: '/education-and-training/', name: 'About the programme' }]);
  });
});

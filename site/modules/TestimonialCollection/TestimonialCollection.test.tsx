import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import TestimonialCollection from './TestimonialCollection.tsx';

describe('TestimonialCollection', () => {
  it('shows every testimonial as a quotation with who said it and their role', () => {
    const view = renderModule(definition, TestimonialCollection, definition.examples?.[0]);
    expect(view.headings).toEqual([{ level: 2, text: 'In their own words' }]);
    expect(view.byRole('listitem')).toHaveLength(3);
    expect(view.byRole('blockquote').map((quote) => quote.text)).toEqual([
      'I joined to run the export side; I left able to chair a family council my father trusts.',
      'The finance module paid for itself the first time we renegotiated our bank debt.',
      'My classmates ran companies five times the size of ours, and had the same arguments at home.',
    ]);
    expect(view.all('figcaption')[0]?.text).toBe('Lucía FerrerExecutive MBA, 2024 · Managing director, Ferrer CerámicasRead Lucía’s story');
    expect(view.links).toEqual([{ href: '/business-school/student-stories/lucia-ferrer/', name: 'Read Lucía’s story' }]);
  });

  it('shows portraits as small avatars a screen reader skips (the caption names the person)', () => {
    const view = renderModule(definition, TestimonialCollection, definition.examples?.[0]);
    expect(view.images.map((image) => [image.src, image.alt, image.preset])).toEqual([
      ['/media/portrait-3.jpg', '', 'avatar'],
      ['/media/portrait-4.jpg', '', 'avatar'],
      ['/media/portrait-5.jpg', '', 'avatar'],
    ]);
  });

  it('renders the Spanish example, a testimonial without portrait included', () => {
    const view = renderModule(definition, TestimonialCollection, definition.examples?.[1], { page: { locale: 'es' } });
    expect(view.headings).toEqual([{ level: 2, text: 'Lo que dicen las familias' }]);
    expect(view.byRole('figure')).toHaveLength(2);
    expect(view.images).toHaveLength(1);
  });
});

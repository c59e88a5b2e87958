import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import ImageGallery from './ImageGallery.tsx';

describe('ImageGallery', () => {
  it('shows every picture as a button that says which picture it opens, and a closed lightbox', () => {
    const view = renderModule(definition, ImageGallery, definition.examples?.[0]);
    expect(view.headings).toEqual([{ level: 2, text: 'Life at the centre' }]);
    const openers = view.all('button', (attrs) => attrs['aria-haspopup'] === 'dialog');
    expect(openers.map((button) => button.name)).toEqual([
      'Open image 1 of 6: A seminar with family business owners',
      'Open image 2 of 6: Participants working in small groups',
      'Open image 3 of 6: The auditorium before the annual forum',
      'Open image 4 of 6: A family council meeting in the boardroom',
      'Open image 5 of 6: Reading room of the university library',
      'Open image 6 of 6: Students crossing the main courtyard of the campus',
    ]);
    expect(view.images.every((image) => image.preset === 'card' && image.loading === 'lazy')).toBe(true);
    expect(view.text).toContain('Spring seminar on governance.');
    const [dialog] = view.all('dialog');
    expect(dialog?.attrs.open).toBeUndefined();
    expect(dialog?.name).toBe('Image gallery: Life at the centre');
  });

  it('names its buttons in Spanish on Spanish pages', () => {
    const view = renderModule(definition, ImageGallery, definition.examples?.[1], { page: { locale: 'es' } });
    expect(view.all('button', (attrs) => attrs['aria-haspopup'] === 'dialog').map((button) => button.name)).toEqual([
      'Abrir la imagen 1 de 2: The city in the morning',
      'Abrir la imagen 2 de 2: The city at dusk',
    ]);
    expect(view.all('button', (attrs) => attrs['aria-label'] === 'Imagen siguiente')).toHaveLength(1);
    expect(view.all('dialog')[0]?.name).toBe('Galería de imágenes');
  });

  it('refuses a picture without alt text, naming it', () => {
    const result = definition.schema.safeParse({
      component: 'ImageGallery',
      images: [{ image: { url: '/media/campus.jpg', width: 10, height: 10, alt: ' ' } }],
    });
    expect(result.error?.issues[0]?.path).toEqual(['images', 0, 'image', 'alt']);
  });
});

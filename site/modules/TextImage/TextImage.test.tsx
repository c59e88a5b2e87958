import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import TextImage from './TextImage.tsx';

describe('TextImage', () => {
  it('shows the text with its heading and link beside the captioned image, image on the left by default', () => {
    const view = renderModule(definition, TextImage, definition.examples?.[0]);
    expect(view.headings).toEqual([{ level: 2, text: 'A centre inside a business school' }]);
    expect(view.text).toContain('researchers, teachers and families');
    expect(view.links).toEqual([{ href: '/our-team/', name: 'Meet the team' }]);
    expect(view.images.map(({ src, alt, preset }) => [src, alt, preset])).toEqual([
      ['/media/library.jpg', 'Reading room of the university library', 'card'],
    ]);
    expect(view.all('figcaption')[0]?.text).toBe('The family business collection in the university library.');
    expect(view.all('div', (attrs) => attrs['data-image'] === 'left')).toHaveLength(1);
  });

  it('puts the image on the right when the editor asks', () => {
    const view = renderModule(definition, TextImage, definition.examples?.[1]);
    expect(view.all('div', (attrs) => attrs['data-image'] === 'right')).toHaveLength(1);
    expect(view.all('figcaption')).toEqual([]);
  });
});

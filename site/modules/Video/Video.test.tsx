import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import Video from './Video.tsx';

describe('Video', () => {
  it('shows the poster as a play link to the video, loading no player until asked', () => {
    const view = renderModule(definition, Video, definition.examples?.[0]);
    expect(view.links).toEqual([
      { href: 'https://www.youtube.com/watch?v=M7lc1UVf-VE', name: 'Play the video: Three generations, one company: the Fernández family' },
    ]);
    // The link names the video; the poster is decoration.
    expect(view.images).toEqual([expect.objectContaining({ src: '/media/family-business.jpg', alt: '', preset: 'hero' })]);
    expect(view.all('figcaption')[0]?.text).toBe('A case study from the Next Generation Programme (4 min).');
    expect(view.all('iframe')).toEqual([]);
  });

  it('without a poster still offers the play link, and no caption', () => {
    const view = renderModule(definition, Video, definition.examples?.[1]);
    expect(view.links).toEqual([
      { href: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', name: 'Play the video: Succession barometer 2026 in two minutes' },
    ]);
    expect(view.images).toEqual([]);
    expect(view.all('figcaption')).toEqual([]);
  });
});

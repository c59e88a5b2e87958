import { describe, expect, it } from 'vitest';
import { headerTransparentOn, renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import HeroVideo from './HeroVideo.tsx';

describe('HeroVideo', () => {
  it('without JavaScript shows the poster, the title and the call to action, and no video', () => {
    const view = renderModule(definition, HeroVideo, definition.examples?.[0]);
    expect(view.headings).toEqual([{ level: 1, text: 'See the campus before you come' }]);
    expect(view.images).toEqual([
      { src: '/media/campus.jpg', alt: 'Students crossing the main courtyard of the campus', preset: 'hero', loading: 'eager' },
    ]);
    expect(view.all('video')).toEqual([]);
    expect(view.links).toEqual([{ href: '/visit-us/', name: 'Plan your visit' }]);
    // Over a dark sub-theme only: the header's light logo and menu need a dark ground.
    expect(headerTransparentOn(definition, 'inverse')).toBe(true);
    expect(headerTransparentOn(definition, 'defaultAlt')).toBe(false);
  });

  it('accepts only a video file served by the site', () => {
    const example = definition.examples![0]!;
    expect(definition.schema.safeParse({ ...example, video: 'https://cdn.example.com/a.mp4' }).success).toBe(false);
    expect(definition.schema.safeParse({ ...example, video: '/media/loop.webm' }).success).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import VideoSlider from './VideoSlider.tsx';

describe('VideoSlider', () => {
  it('shows each video as a slide of a named carousel, its poster a link that says what it plays', () => {
    const view = renderModule(definition, VideoSlider, definition.examples?.[0]);
    const [carousel] = view.all('section', (attrs) => attrs['aria-roledescription'] === 'carousel');
    expect(carousel?.name).toBe('Students tell their year');
    expect(view.byRole('group').map((slide) => slide.name)).toEqual(['Slide 1 of 3', 'Slide 2 of 3', 'Slide 3 of 3']);
    expect(view.headings).toEqual([
      { level: 2, text: 'Students tell their year' },
      { level: 3, text: 'Lucía, Next Generation Programme' },
      { level: 3, text: 'Tomás, Family Business Governance' },
      { level: 3, text: 'Chiara, visiting researcher' },
      // The closed dialog's title, which names it when it opens.
      { level: 2, text: 'Lucía, Next Generation Programme' },
    ]);
    const plays = view.all('a', (attrs) => attrs['aria-haspopup'] === 'dialog');
    expect(plays.map((play) => [play.attrs.href, play.name])).toEqual([
      ['https://www.youtube.com/watch?v=M7lc1UVf-VE', 'Play the video: Lucía, Next Generation Programme'],
      ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'Play the video: Tomás, Family Business Governance'],
      ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'Play the video: Chiara, visiting researcher'],
    ]);
    expect(view.links.at(-1)).toEqual({ href: '/our-community/', name: 'More stories from our community' });
  });

  it('loads nothing from the video site before a visitor asks: no player, posters as card images', () => {
    const view = renderModule(definition, VideoSlider, definition.examples?.[0]);
    expect(view.all('iframe')).toEqual([]);
    expect(view.images.every((image) => image.preset === 'card' && image.alt === '')).toBe(true);
  });

  it('names the play links in Spanish', () => {
    const view = renderModule(definition, VideoSlider, definition.examples?.[1], { page: { locale: 'es', path: '/es/' } });
    expect(view.all('a', (attrs) => attrs['aria-haspopup'] === 'dialog')[0]?.name).toBe('Reproducir el vídeo: La biblioteca');
    expect(view.byRole('group').map((slide) => slide.name)).toEqual(['Diapositiva 1 de 2', 'Diapositiva 2 de 2']);
  });

  it('refuses an id that is not a video id', () => {
    const example = definition.examples![1]!;
    const broken = { ...example, videos: [{ ...example.videos[0]!, youtubeId: 'https://youtu.be/x' }, example.videos[1]!] };
    expect(definition.schema.safeParse(broken).success).toBe(false);
  });
});

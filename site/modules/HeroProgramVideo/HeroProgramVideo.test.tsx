import { describe, expect, it } from 'vitest';
import { headerTransparentOn, renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import HeroProgramVideo from './HeroProgramVideo.tsx';

describe('HeroProgramVideo', () => {
  it('shows the poster and a link that opens the video on the video site, loading no player', () => {
    const view = renderModule(definition, HeroProgramVideo, definition.examples?.[0]);
    // Over a dark sub-theme only: the header's light logo and menu need a dark ground.
    expect(headerTransparentOn(definition, 'inverse')).toBe(true);
    expect(headerTransparentOn(definition, 'defaultAlt')).toBe(false);
    expect(view.headings).toEqual([{ level: 1, text: 'Global Online MBA' }]);
    expect(view.images).toEqual([expect.objectContaining({ src: '/media/meeting.jpg', preset: 'hero' })]);
    expect(view.links).toEqual([
      { href: '#apply', name: 'Apply now' },
      { href: 'https://www.youtube.com/watch?v=M7lc1UVf-VE', name: 'Watch the video: Global Online MBA' },
    ]);
    expect(view.html).not.toContain('<iframe');
  });

  it('speaks Spanish on a Spanish page', () => {
    const view = renderModule(definition, HeroProgramVideo, definition.examples?.[0], {
      page: { locale: 'es', path: '/es/business-school/' },
    });
    expect(view.text).toContain('Ver el vídeo: Global Online MBA');
  });
});

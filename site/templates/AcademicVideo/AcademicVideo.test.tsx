import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import AcademicVideo from './AcademicVideo.tsx';

describe('AcademicVideo', () => {
  it('shows the thumbnail as a link to the video, with its date, duration and speakers, and loads no player', async () => {
    const view = await renderTemplate(definition, AcademicVideo, definition.examples?.[0], {
      path: '/business-school/videos/succession-talks/',
    });
    expect(view.headings).toEqual([
      { level: 1, text: 'Succession without drama: five conversations to have early' },
      { level: 2, text: 'About this video' },
    ]);
    expect(view.links).toContainEqual({
      href: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      name: expect.stringContaining('Watch “Succession without drama: five conversations to have early” on the video site'),
    });
    expect(view.all('dd').map((value) => value.text)).toEqual(['May 12, 2026', '20:15', 'Laura Méndez']);
    expect(view.images).toEqual([expect.objectContaining({ src: '/media/auditorium.jpg', preset: 'hero' })]);
    expect(view.all('iframe')).toEqual([]);
  });
});

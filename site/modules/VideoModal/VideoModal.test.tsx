import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import VideoModal from './VideoModal.tsx';

describe('VideoModal', () => {
  it('shows a poster link that names the video; no player until it is opened', () => {
    const view = renderModule(definition, VideoModal, definition.examples?.[0]);
    expect(view.links).toEqual([{ href: 'https://www.youtube.com/watch?v=M7lc1UVf-VE', name: 'Play the video: A minute on campus' }]);
    expect(view.images).toEqual([expect.objectContaining({ src: '/media/campus.jpg', alt: '', preset: 'card' })]);
    expect(view.all('iframe')).toEqual([]);
    expect(view.text).toContain('Walk through the courtyards');
    // The dialog is in the page, closed, named by its title.
    const [dialog] = view.all('dialog');
    expect(dialog?.name).toBe('A minute on campus');
    expect(dialog?.attrs.open).toBeUndefined();
  });

  it('says "play" in Spanish on a Spanish page', () => {
    const view = renderModule(definition, VideoModal, definition.examples?.[1], { page: { locale: 'es', path: '/es/' } });
    expect(view.links[0]?.name).toBe('Reproducir el vídeo: Succession barometer 2026 in two minutes');
  });
});

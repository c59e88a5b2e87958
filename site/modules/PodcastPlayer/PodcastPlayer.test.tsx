import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import PodcastPlayer from './PodcastPlayer.tsx';

describe('PodcastPlayer', () => {
  it('offers the native, labelled player that loads nothing before play, a transcript and a download', () => {
    const view = renderModule(definition, PodcastPlayer, definition.examples?.[0]);
    expect(view.headings).toEqual([{ level: 2, text: 'Episode 12: Handing over the keys' }]);
    const [audio] = view.all('audio');
    expect(audio?.attrs).toMatchObject({
      src: 'https://media.ibera.edu/podcasts/cbf/episode-12.mp3',
      preload: 'none',
      'aria-label': 'Listen: Episode 12: Handing over the keys',
    });
    expect(audio?.attrs.controls).toBeDefined();
    expect(view.text).toContain('34 min');
    expect(view.links).toEqual([
      { href: '/news/succession-barometer-2026/', name: 'Read the transcript' },
      { href: 'https://media.ibera.edu/podcasts/cbf/episode-12.mp3', name: 'Download the episode' },
    ]);
    expect(view.images.map(({ preset, alt }) => [preset, alt])).toEqual([['avatar', '']]);
  });

  it('in Spanish, and without a transcript only the download is offered', () => {
    const view = renderModule(definition, PodcastPlayer, definition.examples?.[1], { page: { locale: 'es' } });
    expect(view.all('audio')[0]?.attrs['aria-label']).toBe('Escuchar: Succession barometer 2026 in ten minutes');
    expect(view.links.map((link) => link.name)).toEqual(['Descargar el episodio']);
  });
});

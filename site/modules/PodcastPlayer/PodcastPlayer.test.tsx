import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import PodcastPlayer from './PodcastPlayer.tsx';

describe('PodcastPlayer', () => {
  it('names no audio before the visitor asks: the page offers the transcript and a download that plays it without JavaScript', () => {
    const view = renderModule(definition, PodcastPlayer, definition.examples?.[0]);
    expect(view.headings).toEqual([{ level: 2, text: 'Episode 12: Handing over the keys' }]);
    // The player (and its request) comes with the Play button, once the page runs (tests/e2e/gallery.spec.ts).
    expect(view.all('audio')).toEqual([]);
    expect(view.text).toContain('34 min');
    expect(view.links).toEqual([
      { href: '/news/succession-barometer-2026/', name: 'Read the transcript' },
      { href: '/media/podcast-episode.wav', name: 'Download the episode' },
    ]);
    expect(view.images.map(({ preset, alt }) => [preset, alt])).toEqual([['avatar', '']]);
  });

  it('in Spanish, and without a transcript only the download is offered', () => {
    const view = renderModule(definition, PodcastPlayer, definition.examples?.[1], { page: { locale: 'es' } });
    expect(view.links.map((link) => link.name)).toEqual(['Descargar el episodio']);
  });
});

import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import AudioPlayer from './AudioPlayer.tsx';

describe('AudioPlayer', () => {
  it('gives each recording a labelled player that fetches nothing before play, and its transcript behind a disclosure', () => {
    const view = renderModule(definition, AudioPlayer, definition.examples?.[0]);
    expect(view.all('section')[0]?.name).toBe('Audio guide of the María de Molina campus');
    expect(view.headings).toEqual([
      { level: 2, text: 'Audio guide of the María de Molina campus' },
      { level: 3, text: '1. The main courtyard' },
      { level: 3, text: '2. The library' },
      { level: 3, text: '3. The seminar rooms' },
    ]);
    const players = view.all('audio');
    expect(players.map((player) => player.name)).toEqual([
      'Listen: 1. The main courtyard',
      'Listen: 2. The library',
      'Listen: 3. The seminar rooms',
    ]);
    expect(players.every((player) => player.attrs.preload === 'none' && 'controls' in player.attrs && !('autoplay' in player.attrs))).toBe(
      true,
    );
    const transcripts = view.all('details');
    expect(transcripts).toHaveLength(3);
    expect(transcripts.every((details) => !('open' in details.attrs))).toBe(true);
    expect(view.all('summary').map((summary) => summary.text)).toEqual(['Transcript', 'Transcript', 'Transcript']);
    expect(transcripts[1]?.text).toContain('more than 12,000 books');
    expect(view.text).toContain('Length 2:45');
  });

  it('in Spanish, with the transcript open from the start', () => {
    const view = renderModule(definition, AudioPlayer, definition.examples?.[1], { page: { locale: 'es', path: '/es/' } });
    expect(view.all('audio')[0]?.name).toBe('Escuchar: La empresa familiar ante el cambio generacional');
    expect('open' in (view.all('details')[0]?.attrs ?? {})).toBe(true);
    expect(view.all('summary')[0]?.text).toBe('Transcripción');
  });

  it('names each file it plays, so the build publishes it', () => {
    const props = definition.schema.parse(definition.examples![0]);
    expect(definition.media?.(props)).toEqual({
      'tracks[0].audio': '/media/podcast-episode.wav',
      'tracks[1].audio': '/media/podcast-episode.wav',
      'tracks[2].audio': '/media/podcast-episode.wav',
    });
  });

  it('requires a transcript for every recording', () => {
    const example = definition.examples![1]!;
    const { transcript: _transcript, ...withoutTranscript } = example.tracks[0]!;
    expect(definition.schema.safeParse({ ...example, tracks: [withoutTranscript] }).success).toBe(false);
  });
});

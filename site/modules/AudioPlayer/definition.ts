// AudioPlayer: recordings that come with their words (an audio guide of the campus, a lecture,
// a reading), each with the browser's own player and its full transcript on the page. The player
// is in the HTML, so it works without JavaScript, and asks for the audio only when the visitor
// presses play (preload="none"). The transcript is a disclosure under each recording (WCAG
// 1.2.1: the text alternative of audio-only content), open from the start if the editor says so.
import { z } from 'zod';
import { HrefSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';
import { RichTextSchema } from '../../define/rich-text.ts';

export const definition = defineModule({
  name: 'AudioPlayer',
  family: 'media',
  description: "An audio recording in the browser's own player, with its title.",
  schema: z.strictObject({
    component: z.literal('AudioPlayer'),
    id: z.string().optional(),
    title: z.string().min(1),
    intro: z.string().optional(),
    tracks: z
      .array(
        z.strictObject({
          title: z.string().min(1),
          /** The audio file (MP3, M4A, WAV or Ogg), a /media/ path the site publishes. */
          audio: HrefSchema,
          /** Length as listeners read it, e.g. "3:20". */
          duration: z
            .string()
            .regex(/^\d{1,2}:\d{2}$/, { message: "Must be minutes and seconds, e.g. '3:20'" })
            .optional(),
          transcript: RichTextSchema,
        }),
      )
      .min(1)
      .max(12),
    /** Show the transcripts open from the start instead of behind "Transcript". */
    transcriptsOpen: z.boolean().default(false),
  }),
  media: (props) => Object.fromEntries(props.tracks.map((track, index) => [`tracks[${index}].audio`, track.audio])),
  strings: {
    en: {
      'audioPlayer.player': 'Listen: {title}',
      'audioPlayer.transcript': 'Transcript',
      'audioPlayer.duration': 'Length {duration}',
      'audioPlayer.unsupported': 'Your browser cannot play this audio.',
    },
    es: {
      'audioPlayer.player': 'Escuchar: {title}',
      'audioPlayer.transcript': 'Transcripción',
      'audioPlayer.duration': 'Duración {duration}',
      'audioPlayer.unsupported': 'Tu navegador no puede reproducir este audio.',
    },
  },
  examples: [
    {
      component: 'AudioPlayer',
      title: 'Audio guide of the María de Molina campus',
      intro: 'Three stops, about ten minutes in all. Start at the visitor desk by the main entrance.',
      tracks: [
        {
          title: '1. The main courtyard',
          audio: '/media/podcast-episode.wav',
          duration: '3:20',
          transcript:
            '<p>Welcome to the María de Molina campus. The courtyard in front of you was the garden of a textile family’s house, bought by the university in 1974.</p><p>The families who founded the centre in 2008 met for the first time in the building on your left.</p>',
        },
        {
          title: '2. The library',
          audio: '/media/podcast-episode.wav',
          duration: '2:45',
          transcript:
            '<p>The library holds the largest collection on family business in Spanish: more than 12,000 books and the archives of forty family firms, open to researchers by appointment.</p>',
        },
        {
          title: '3. The seminar rooms',
          audio: '/media/podcast-episode.wav',
          duration: '4:05',
          transcript:
            '<p>Every Friday morning a class of the Next Generation Programme meets here. Visitors on the guided tour may sit in on the first hour.</p>',
        },
      ],
    },
    {
      component: 'AudioPlayer',
      title: 'Lección inaugural 2026-2027',
      tracks: [
        {
          title: 'La empresa familiar ante el cambio generacional',
          audio: '/media/podcast-episode.wav',
          duration: '8:00',
          transcript:
            '<p>Buenos días. Este año, por primera vez, la mitad de las empresas de nuestro barómetro tiene un plan de sucesión escrito.</p><p>Hablaremos de lo que han aprendido esas familias y de lo que todavía les queda por decidir.</p>',
        },
      ],
      transcriptsOpen: true,
    },
  ],
});

export type AudioPlayerProps = z.output<typeof definition.schema>;

// PodcastPlayer: one audio episode with the browser's own player (native <audio controls>,
// keyboard operable and labelled, put in place when the visitor presses play), a transcript link
// for visitors who cannot or prefer not to listen, and a download link.
import { z } from 'zod';
import { HrefSchema, ImageSchema, LinkSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'PodcastPlayer',
  family: 'media',
  description:
    "An episode with a Play button that puts the browser's own labelled player in place (no audio request before), a transcript link and a download link that works without JavaScript.",
  schema: z.strictObject({
    component: z.literal('PodcastPlayer'),
    id: z.string().optional(),
    /** The show the episode belongs to. */
    show: z.string().optional(),
    title: z.string().min(1),
    description: z.string().optional(),
    /** The audio file (MP3, M4A, WAV or Ogg), a /media/ path or an https address. A /media/ file
     *  is published by the site, so it plays; another host must be allowed as a media source by
     *  the site's Content-Security-Policy to play in the page (today none is). */
    audio: HrefSchema,
    /** Length as listeners read it, in minutes. */
    minutes: z.number().int().positive().optional(),
    transcript: LinkSchema.optional(),
    image: ImageSchema.optional(),
  }),
  images: (props) => [[props.image, 'avatar']],
  media: (props) => ({ audio: props.audio }),
  strings: {
    en: {
      'podcast.player': 'Listen: {title}',
      'podcast.play': 'Play the episode',
      'podcast.transcript': 'Read the transcript',
      'podcast.download': 'Download the episode',
      'podcast.minutes': '{minutes} min',
      'podcast.unsupported': 'Your browser cannot play this audio.',
    },
    es: {
      'podcast.player': 'Escuchar: {title}',
      'podcast.play': 'Reproducir el episodio',
      'podcast.transcript': 'Leer la transcripción',
      'podcast.download': 'Descargar el episodio',
      'podcast.minutes': '{minutes} min',
      'podcast.unsupported': 'Tu navegador no puede reproducir este audio.',
    },
  },
  examples: [
    {
      component: 'PodcastPlayer',
      show: 'Family Business Conversations',
      title: 'Episode 12: Handing over the keys',
      description: 'Two generations of a winemaking family on the year the daughter took over, and what the father still decides.',
      audio: '/media/podcast-episode.wav',
      minutes: 34,
      transcript: { href: '/news/succession-barometer-2026/' },
      image: { url: '/media/family-business.jpg', width: 1920, height: 1280, alt: '' },
    },
    {
      component: 'PodcastPlayer',
      title: 'Succession barometer 2026 in ten minutes',
      audio: '/media/podcast-episode.wav',
    },
  ],
});

export type PodcastPlayerProps = z.output<typeof definition.schema>;

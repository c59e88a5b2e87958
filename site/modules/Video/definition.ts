import { z } from 'zod';
import { ImageSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'Video',
  family: 'media',
  description: 'A video played in the page, with its captions and a transcript.',
  schema: z.strictObject({
    component: z.literal('Video'),
    id: z.string().optional(),
    title: z.string().min(1),
    /** The id of a video on the video site (SPEC §7 thumbnails), e.g. 'dQw4w9WgXcQ'. */
    videoId: z.string().regex(/^[\w-]{11}$/, { message: 'Must be the 11-character id of a YouTube video' }),
    caption: z.string().optional(),
    poster: ImageSchema.optional(),
  }),
  images: (props) => [[props.poster, 'hero']],
  strings: {
    en: { 'video.play': 'Play the video: {title}' },
    es: { 'video.play': 'Reproducir el vídeo: {title}' },
  },
  examples: [
    {
      component: 'Video',
      title: 'Three generations, one company: the Fernández family',
      videoId: 'M7lc1UVf-VE',
      caption: 'A case study from the Next Generation Programme (4 min).',
      poster: { url: '/media/family-business.jpg', width: 1920, height: 1280, alt: 'The Fernández family in their cannery' },
    },
    {
      component: 'Video',
      title: 'Succession barometer 2026 in two minutes',
      videoId: 'dQw4w9WgXcQ',
    },
  ],
});

export type VideoProps = z.output<typeof definition.schema>;

// A video that opens in a modal dialog over the page (docs/interactive-modules.md "Popups and modals"): a
// poster with a play button; the player (and the first request to the video site) is created only
// when the dialog opens, and removed when it closes so the video stops. Without JavaScript the
// button is a link to the video on its site.
import { z } from 'zod';
import { ImageSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'VideoModal',
  family: 'popup',
  description: 'A poster that opens the video in a dialog.',
  schema: z.strictObject({
    component: z.literal('VideoModal'),
    id: z.string().optional(),
    title: z.string().min(1),
    /** The id of a video on the video site (SPEC §7 thumbnails), e.g. 'dQw4w9WgXcQ'. */
    youtubeId: z.string().regex(/^[\w-]{11}$/, { message: 'Must be the 11-character id of a YouTube video' }),
    text: z.string().optional(),
    /** Set by sync from the video site; an editor's poster wins. */
    thumbnail: ImageSchema.optional(),
    poster: ImageSchema.optional(),
  }),
  images: (props) => [[props.poster ?? props.thumbnail, 'card']],
  strings: {
    en: { 'videoModal.play': 'Play the video: {title}' },
    es: { 'videoModal.play': 'Reproducir el vídeo: {title}' },
  },
  examples: [
    {
      component: 'VideoModal',
      title: 'A minute on campus',
      text: 'Walk through the courtyards, the library and the seminar rooms with our students.',
      youtubeId: 'M7lc1UVf-VE',
      poster: { url: '/media/campus.jpg', width: 1920, height: 1080, alt: 'Students crossing the main courtyard of the campus' },
    },
    {
      component: 'VideoModal',
      title: 'Succession barometer 2026 in two minutes',
      youtubeId: 'dQw4w9WgXcQ',
    },
  ],
});

export type VideoModalProps = z.output<typeof definition.schema>;

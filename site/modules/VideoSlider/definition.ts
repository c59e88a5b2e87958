// VideoSlider: several videos in a carousel (a programme's testimonials, a lecture series, a
// campus tour in chapters). Each slide is the poster of a video with its title; choosing it
// opens the video in a dialog, where the player (and the first request to the video site) is
// created, and removed again on closing, like VideoModal. Without JavaScript each poster is a
// link to the video on its site. The carousel is the sliders' shared one (site/components/Slider).
import { z } from 'zod';
import { ImageSchema, LinkSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'VideoSlider',
  family: 'slider',
  description: "Video posters; each opens its player in the site's dialog.",
  schema: z.strictObject({
    component: z.literal('VideoSlider'),
    id: z.string().optional(),
    title: z.string().min(1),
    videos: z
      .array(
        z.strictObject({
          title: z.string().min(1),
          /** The id of a video on the video site (SPEC §7 thumbnails), e.g. 'M7lc1UVf-VE'. */
          youtubeId: z.string().regex(/^[\w-]{11}$/, { message: 'Must be the 11-character id of a YouTube video' }),
          /** A line under the title: who speaks, how long it lasts. */
          text: z.string().optional(),
          /** Set by sync from the video site; an editor's poster wins. */
          thumbnail: ImageSchema.optional(),
          poster: ImageSchema.optional(),
        }),
      )
      .min(2),
    link: LinkSchema.optional(),
  }),
  images: (props) => props.videos.map((video) => [video.poster ?? video.thumbnail, 'card'] as const),
  strings: {
    en: { 'videoSlider.play': 'Play the video: {title}' },
    es: { 'videoSlider.play': 'Reproducir el vídeo: {title}' },
  },
  examples: [
    {
      component: 'VideoSlider',
      title: 'Students tell their year',
      videos: [
        {
          title: 'Lucía, Next Generation Programme',
          text: 'Taking over a winery in La Rioja · 2 min',
          youtubeId: 'M7lc1UVf-VE',
          poster: { url: '/media/seminar.jpg', width: 1440, height: 810, alt: 'Participants debating in a seminar room' },
        },
        {
          title: 'Tomás, Family Business Governance',
          text: 'Writing the first family protocol · 3 min',
          youtubeId: 'dQw4w9WgXcQ',
          poster: { url: '/media/boardroom.jpg', width: 1440, height: 810, alt: 'A family council meeting around a boardroom table' },
        },
        {
          title: 'Chiara, visiting researcher',
          text: 'A semester with the succession barometer team · 2 min',
          youtubeId: 'aqz-KE-bpKQ',
          poster: { url: '/media/research.jpg', width: 1600, height: 1067, alt: 'Two researchers comparing survey results' },
        },
      ],
      link: { href: '/our-community/', text: 'More stories from our community' },
    },
    {
      component: 'VideoSlider',
      title: 'El campus en cuatro capítulos',
      videos: [
        {
          title: 'La biblioteca',
          text: 'Salas de lectura abiertas hasta las 23:00 · 1 min',
          youtubeId: 'M7lc1UVf-VE',
          poster: {
            url: '/media/library.jpg',
            width: 1600,
            height: 1067,
            alt: 'Sala de lectura de la biblioteca con largas mesas de madera',
          },
        },
        {
          title: 'El auditorio',
          text: 'Donde se celebra el foro anual de familias empresarias · 1 min',
          youtubeId: 'dQw4w9WgXcQ',
          poster: { url: '/media/auditorium.jpg', width: 1440, height: 810, alt: 'El auditorio antes del foro anual' },
        },
      ],
    },
  ],
});

export type VideoSliderProps = z.output<typeof definition.schema>;

// A hero over a muted background video (SPEC §2 "Header": transparent over it on a dark sub-theme).
// The poster is what shows first, without JavaScript and under prefers-reduced-motion (the video
// then never plays by itself); a visible button pauses and resumes it (WCAG 2.2.2).
import { z } from 'zod';
import { ImageSchema, LinkSchema } from '../../../content/schema/index.ts';
import { SUB_THEMES } from '../../../themes/site-themes.ts';
import { defineModule, transparentOnDarkSubTheme } from '../../define/define.ts';

export const definition = defineModule({
  name: 'HeroVideo',
  family: 'hero',
  description: 'A muted background video over its poster, with a pause button.',
  schema: z.strictObject({
    component: z.literal('HeroVideo'),
    id: z.string().optional(),
    eyebrow: z.string().optional(),
    title: z.string().min(1),
    subtitle: z.string().optional(),
    /**
     * An MP4 or WebM file without sound, served by the site itself (`/media/…`): the
     * Content-Security-Policy allows media from the site's own origin only (docs/security.md).
     */
    video: z.string().regex(/^\/media\/[\w\-./]+\.(mp4|webm)$/, { message: 'Must be a /media/ path of an .mp4 or .webm file' }),
    poster: ImageSchema,
    link: LinkSchema.optional(),
    subtheme: z.enum(SUB_THEMES).default('inverse'),
  }),
  header: transparentOnDarkSubTheme('inverse'),
  images: (props) => [[props.poster, 'hero']],
  media: (props) => ({ video: props.video }),
  strings: {
    en: { 'heroVideo.pause': 'Pause the background video', 'heroVideo.play': 'Play the background video' },
    es: { 'heroVideo.pause': 'Pausar el vídeo de fondo', 'heroVideo.play': 'Reproducir el vídeo de fondo' },
  },
  examples: [
    {
      component: 'HeroVideo',
      eyebrow: 'Visit us',
      title: 'See the campus before you come',
      subtitle: 'A minute across the courtyards, the library and the seminar rooms.',
      video: '/media/campus-loop.mp4',
      poster: { url: '/media/campus.jpg', width: 1920, height: 1080, alt: 'Students crossing the main courtyard of the campus' },
      link: { href: '/visit-us/', text: 'Plan your visit' },
    },
  ],
});

export type HeroVideoProps = z.output<typeof definition.schema>;

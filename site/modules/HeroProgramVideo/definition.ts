// HeroProgramVideo: a programme hero whose picture is a video's poster (SPEC §2 "Header": the
// header is transparent over it on a dark sub-theme). Like the Video module it loads nothing from
// the video site: the poster is the thumbnail sync fetched, and "watch" opens the video on the
// video site.
import { z } from 'zod';
import { ImageSchema, LinkSchema } from '../../../content/schema/index.ts';
import { SUB_THEMES } from '../../../themes/site-themes.ts';
import { defineModule, transparentOnDarkSubTheme } from '../../define/define.ts';

export const definition = defineModule({
  name: 'HeroProgramVideo',
  family: 'hero',
  description: "A programme's hero over a background video.",
  schema: z.strictObject({
    component: z.literal('HeroProgramVideo'),
    id: z.string().optional(),
    eyebrow: z.string().optional(),
    title: z.string().min(1),
    subtitle: z.string().optional(),
    /** The video on the video site (SPEC §7 thumbnails), e.g. 'dQw4w9WgXcQ'. */
    youtubeId: z.string().regex(/^[\w-]{11}$/, { message: 'Must be the 11-character id of a YouTube video' }),
    /** Set by sync from the video site; an editor's poster wins. */
    thumbnail: ImageSchema.optional(),
    poster: ImageSchema.optional(),
    link: LinkSchema.optional(),
    subtheme: z.enum(SUB_THEMES).default('inverse'),
  }),
  header: transparentOnDarkSubTheme('inverse'),
  images: (props) => [[props.poster ?? props.thumbnail, 'hero']],
  strings: {
    en: { 'heroProgramVideo.watch': 'Watch the video: {title}' },
    es: { 'heroProgramVideo.watch': 'Ver el vídeo: {title}' },
  },
  examples: [
    {
      component: 'HeroProgramVideo',
      eyebrow: 'Online programme',
      title: 'Global Online MBA',
      subtitle: 'Live online classes from anywhere, two weeks a year in Madrid.',
      youtubeId: 'M7lc1UVf-VE',
      poster: { url: '/media/meeting.jpg', width: 1600, height: 1067, alt: 'Participants of the online MBA in a live session' },
      link: { href: '#apply', text: 'Apply now' },
    },
  ],
});

export type HeroProgramVideoProps = z.output<typeof definition.schema>;

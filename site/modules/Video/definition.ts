import { z } from 'zod';
import { ImageSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'Video',
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
});

export type VideoProps = z.output<typeof definition.schema>;

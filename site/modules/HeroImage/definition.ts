import { z } from 'zod';
import { ImageSchema, LinkSchema } from '../../../content/schema/index.ts';
import { SUB_THEMES } from '../../../themes/site-themes.ts';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'HeroImage',
  schema: z.strictObject({
    component: z.literal('HeroImage'),
    id: z.string().optional(),
    title: z.string().min(1),
    subtitle: z.string().optional(),
    image: ImageSchema.optional(),
    link: LinkSchema.optional(),
    /** Sub-theme of SPEC §3 "Design themes" for this module. */
    subtheme: z.enum(SUB_THEMES).default('inverse'),
  }),
  header: 'transparent',
  images: (props) => [[props.image, 'hero']],
});

export type HeroImageProps = z.output<typeof definition.schema>;

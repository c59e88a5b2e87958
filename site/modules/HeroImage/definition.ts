import { z } from 'zod';
import { ImageSchema, LinkSchema } from '../../../content/schema/index.ts';
import { SUB_THEMES } from '../../../themes/site-themes.ts';
import { defineModule, transparentOnDarkSubTheme } from '../../define/define.ts';

export const definition = defineModule({
  name: 'HeroImage',
  family: 'hero',
  description: 'The page title over a wide picture, with an optional link.',
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
  header: transparentOnDarkSubTheme('inverse'),
  images: (props) => [[props.image, 'hero']],
  examples: [
    {
      component: 'HeroImage',
      title: 'Family businesses that last for generations',
      subtitle: 'Research, teaching and dialogue with more than 300 business families since 2008.',
      image: { url: '/media/campus.jpg', width: 1920, height: 1080, alt: 'Students crossing the main courtyard of the campus' },
      link: { href: '/research/', text: 'Explore our research' },
    },
    {
      component: 'HeroImage',
      title: 'Research',
      subtitle: 'Succession, governance and wealth in family firms of Spain and Latin America.',
      image: { url: '/media/research.jpg', width: 1600, height: 1067, alt: 'Two researchers comparing survey results' },
      subtheme: 'accent',
    },
  ],
});

export type HeroImageProps = z.output<typeof definition.schema>;

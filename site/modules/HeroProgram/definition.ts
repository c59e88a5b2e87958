// HeroProgram: the opening of a programme page (SPEC §2 "Header": the header is transparent over it
// on a dark sub-theme).
import { z } from 'zod';
import { ImageSchema, LinkSchema } from '../../../content/schema/index.ts';
import { SUB_THEMES } from '../../../themes/site-themes.ts';
import { defineModule, transparentOnDarkSubTheme } from '../../define/define.ts';

export const definition = defineModule({
  name: 'HeroProgram',
  family: 'hero',
  description: "A programme's hero: its title, key facts and the action to apply or ask.",
  schema: z.strictObject({
    component: z.literal('HeroProgram'),
    id: z.string().optional(),
    /** The programme type or school above the title, e.g. 'Master'. */
    eyebrow: z.string().optional(),
    title: z.string().min(1),
    subtitle: z.string().optional(),
    image: ImageSchema.optional(),
    link: LinkSchema.optional(),
    subtheme: z.enum(SUB_THEMES).default('inverse'),
  }),
  header: transparentOnDarkSubTheme('inverse'),
  images: (props) => [[props.image, 'hero']],
  examples: [
    {
      component: 'HeroProgram',
      eyebrow: 'Master',
      title: 'Master in Management',
      subtitle: 'Ten months in Madrid for graduates of any field, with a real client and a term abroad.',
      image: { url: '/media/campus.jpg', width: 1920, height: 1080, alt: 'Students crossing the main courtyard of the campus' },
      link: { href: '#apply', text: 'Apply now' },
    },
    { component: 'HeroProgram', title: 'Bachelor in Business Administration', subtheme: 'accent' },
  ],
});

export type HeroProgramProps = z.output<typeof definition.schema>;

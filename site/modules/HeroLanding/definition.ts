// The landing-page hero (SPEC §2 "Header": transparent over it on a dark sub-theme): a large title
// over a full-bleed picture and up to two landing-size calls to action.
import { z } from 'zod';
import { ImageSchema, LinkSchema } from '../../../content/schema/index.ts';
import { SUB_THEMES } from '../../../themes/site-themes.ts';
import { defineModule, transparentOnDarkSubTheme } from '../../define/define.ts';

export const definition = defineModule({
  name: 'HeroLanding',
  family: 'hero',
  description: 'A tall landing hero with a large title and two landing-size calls to action.',
  schema: z.strictObject({
    component: z.literal('HeroLanding'),
    id: z.string().optional(),
    eyebrow: z.string().optional(),
    title: z.string().min(1),
    subtitle: z.string().optional(),
    image: ImageSchema.optional(),
    primary: LinkSchema.optional(),
    secondary: LinkSchema.optional(),
    subtheme: z.enum(SUB_THEMES).default('inverse'),
  }),
  header: transparentOnDarkSubTheme('inverse'),
  images: (props) => [[props.image, 'hero']],
  examples: [
    {
      component: 'HeroLanding',
      eyebrow: 'Next Generation Programme 2027',
      title: 'Lead the family business you will inherit',
      subtitle: 'Ten weekends in Madrid with successors from twelve countries. Applications close on 31 January.',
      image: { url: '/media/seminar.jpg', width: 1600, height: 1067, alt: 'Participants debating in a seminar room' },
      primary: { href: '/education-and-training/', text: 'Apply now' },
      secondary: { href: '/contact-us/', text: 'Talk to an advisor' },
    },
    {
      component: 'HeroLanding',
      title: 'Family Business Forum 2027',
      subtitle: 'Madrid, 14–15 October.',
      subtheme: 'accent',
    },
  ],
});

export type HeroLandingProps = z.output<typeof definition.schema>;

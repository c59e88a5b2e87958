// Two features side by side under the page's title (e.g. undergraduate and postgraduate, or two
// campuses), each with a picture, a line and a link. The header is transparent over it on a dark
// sub-theme (SPEC §2).
import { z } from 'zod';
import { SUB_THEMES } from '../../../themes/site-themes.ts';
import { defineModule, transparentOnDarkSubTheme } from '../../define/define.ts';
import { entrySchema } from '../../define/entry.ts';

/** A feature has no kicker: the page's title above both says what they are. */
const FeatureSchema = entrySchema('text', false).omit({ eyebrow: true });

export const definition = defineModule({
  name: 'HeroDoubleFeature',
  family: 'hero',
  description: 'The page title over two side-by-side features, each with picture, text and link.',
  schema: z.strictObject({
    component: z.literal('HeroDoubleFeature'),
    id: z.string().optional(),
    title: z.string().min(1),
    features: z.tuple([FeatureSchema, FeatureSchema]),
    subtheme: z.enum(SUB_THEMES).default('inverse'),
  }),
  header: transparentOnDarkSubTheme('inverse'),
  images: (props) => props.features.map((feature) => [feature.image, 'hero'] as const),
  examples: [
    {
      component: 'HeroDoubleFeature',
      title: 'Campus life',
      features: [
        {
          title: 'Study in the city',
          text: 'Lecture halls, libraries and seminar rooms in central Madrid.',
          image: { url: '/media/classroom.jpg', width: 1600, height: 1067, alt: 'A lecture in a bright classroom' },
          link: { href: '/education-and-training/', text: 'Our programmes' },
        },
        {
          title: 'Meet the families',
          text: 'Forums, dinners and visits to family firms all year round.',
          image: { url: '/media/family-business.jpg', width: 1920, height: 1280, alt: 'A family in front of their cannery' },
          link: { href: '/dissemination/', text: 'Upcoming events' },
        },
      ],
    },
  ],
});

export type HeroDoubleFeatureProps = z.output<typeof definition.schema>;

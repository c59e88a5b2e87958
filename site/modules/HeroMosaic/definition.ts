// A hero whose picture is a mosaic of three to five photos beside the title (a department, a
// research group, a campus). The header is transparent over it on a dark sub-theme (SPEC §2
// "Header").
import { z } from 'zod';
import { ImageSchema, LinkSchema } from '../../../content/schema/index.ts';
import { SUB_THEMES } from '../../../themes/site-themes.ts';
import { defineModule, transparentOnDarkSubTheme } from '../../define/define.ts';

export const definition = defineModule({
  name: 'HeroMosaic',
  family: 'hero',
  description: 'The title beside a mosaic of three to five photos.',
  schema: z.strictObject({
    component: z.literal('HeroMosaic'),
    id: z.string().optional(),
    eyebrow: z.string().optional(),
    title: z.string().min(1),
    subtitle: z.string().optional(),
    link: LinkSchema.optional(),
    images: z.array(ImageSchema).min(3).max(5),
    subtheme: z.enum(SUB_THEMES).default('inverse'),
  }),
  header: transparentOnDarkSubTheme('inverse'),
  images: (props) => props.images.map((image) => [image, 'card'] as const),
  examples: [
    {
      component: 'HeroMosaic',
      eyebrow: 'Our people',
      title: 'A community of families, researchers and students',
      subtitle: 'More than 300 business families work with us every year.',
      link: { href: '/our-team/', text: 'Meet the team' },
      images: [
        { url: '/media/meeting.jpg', width: 1600, height: 1067, alt: 'A family council meeting around a table' },
        { url: '/media/portrait-4.jpg', width: 800, height: 1000, alt: 'A researcher of the centre' },
        { url: '/media/classroom.jpg', width: 1600, height: 1067, alt: 'A lecture in a bright classroom' },
        { url: '/media/boardroom.jpg', width: 1600, height: 1067, alt: 'A board meeting in a panelled room' },
      ],
    },
    {
      component: 'HeroMosaic',
      title: 'Research groups',
      subtheme: 'accent',
      images: [
        { url: '/media/research.jpg', width: 1600, height: 1067, alt: 'Two researchers comparing survey results' },
        { url: '/media/library.jpg', width: 1600, height: 1067, alt: 'Reading room of the library with long wooden tables' },
        { url: '/media/seminar.jpg', width: 1600, height: 1067, alt: 'Participants debating in a seminar room' },
      ],
    },
  ],
});

export type HeroMosaicProps = z.output<typeof definition.schema>;

import { z } from 'zod';
import { ImageSchema, LinkSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'CardCollection',
  family: 'collection',
  description: 'Cards filled in by hand: a picture, a title, a text and a link each.',
  reveal: true,
  schema: z.strictObject({
    component: z.literal('CardCollection'),
    id: z.string().optional(),
    title: z.string().optional(),
    intro: z.string().optional(),
    cards: z
      .array(
        z.strictObject({
          title: z.string().min(1),
          text: z.string().min(1),
          image: ImageSchema.optional(),
          link: LinkSchema.optional(),
        }),
      )
      .min(1),
  }),
  images: (props) => props.cards.map((card) => [card.image, 'card'] as const),
  examples: [
    {
      component: 'CardCollection',
      title: 'What we do',
      intro: 'Three ways the centre works with business families.',
      cards: [
        {
          title: 'Research',
          text: 'Surveys, case studies and long-term panels on family firms.',
          image: { url: '/media/research.jpg', width: 1600, height: 1067, alt: 'Two researchers comparing survey results' },
          link: { href: '/research/' },
        },
        {
          title: 'Programmes',
          text: 'Courses for owners, successors and family office professionals.',
          image: { url: '/media/campus.jpg', width: 1920, height: 1080, alt: 'Students crossing the main courtyard of the campus' },
          link: { href: '/business-school/programmes/' },
        },
        {
          title: 'Our team',
          text: 'Twelve researchers from economics, law and psychology.',
          image: { url: '/media/portrait-1.jpg', width: 800, height: 1000, alt: 'Laura Méndez, director of the centre' },
          link: { href: '/our-team/' },
        },
      ],
    },
    {
      component: 'CardCollection',
      cards: [
        { title: '300 families', text: 'take part in our research and programmes every year.' },
        { title: '18 years', text: 'of research on family businesses in Spain and Latin America.' },
      ],
    },
  ],
});

export type CardCollectionProps = z.output<typeof definition.schema>;

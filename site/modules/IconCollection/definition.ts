// IconCollection: short points, each with an icon from the set (SPEC §9 "Icons"). An icon name
// the set does not have keeps its warning (SPEC §8 "missing icon") and the point shows without it.
import { z } from 'zod';
import { LinkSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'IconCollection',
  family: 'collection',
  description: 'Short points with an icon of the set each; a linked point is one link.',
  reveal: true,
  schema: z.strictObject({
    component: z.literal('IconCollection'),
    id: z.string().optional(),
    title: z.string().optional(),
    intro: z.string().optional(),
    items: z
      .array(
        z.strictObject({
          icon: z.string().min(1),
          title: z.string().min(1),
          text: z.string().optional(),
          link: LinkSchema.optional(),
        }),
      )
      .min(1),
  }),
  examples: [
    {
      component: 'IconCollection',
      title: 'What the centre offers',
      intro: 'Four ways to work with us.',
      items: [
        { icon: 'chart-bar', title: 'Research', text: 'Surveys, cases and a yearly barometer.', link: { href: '/research/' } },
        {
          icon: 'graduation-cap',
          title: 'Education',
          text: 'Programmes for owners and successors.',
          link: { href: '/education-and-training/' },
        },
        { icon: 'handshake', title: 'Advice', text: 'Workshops on governance and succession.' },
        { icon: 'globe2', title: 'Network', text: 'Families from more than 40 countries.' },
      ],
    },
    {
      component: 'IconCollection',
      items: [
        { icon: 'map-pin', title: 'Main campus' },
        { icon: 'phone', title: '+34 900 000 000' },
        { icon: 'mail', title: 'cbf@ibera.edu' },
      ],
    },
  ],
});

export type IconCollectionProps = z.output<typeof definition.schema>;

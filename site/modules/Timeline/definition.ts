// Timeline: dated milestones, each with an optional square image in the SPEC §9 timeline preset
// (288 × 288, cropped to cover). SPEC §2 "Module registry", collections and content.
import { z } from 'zod';
import { ImageSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'Timeline',
  family: 'collection',
  description: 'Dated milestones along a line, each image in the SPEC §9 timeline preset (288 × 288).',
  reveal: true,
  schema: z.strictObject({
    component: z.literal('Timeline'),
    id: z.string().optional(),
    title: z.string().optional(),
    items: z
      .array(
        z.strictObject({
          /** What the milestone is dated by, as editors write it: "2008", "Spring 2024". */
          date: z.string().min(1),
          title: z.string().min(1),
          text: z.string().optional(),
          image: ImageSchema.optional(),
        }),
      )
      .min(1),
  }),
  images: (props) => props.items.map((item) => [item.image, 'timeline'] as const),
  examples: [
    {
      component: 'Timeline',
      title: 'Our history',
      items: [
        {
          date: '2008',
          title: 'Twelve families found the centre',
          text: 'A chair in family business becomes a centre with its own research programme.',
          image: { url: '/media/old-town.jpg', width: 1440, height: 810, alt: 'The old town where the first seminars were held' },
        },
        {
          date: '2014',
          title: 'The first succession barometer',
          text: 'Three hundred families answer the survey that becomes our yearly report.',
          image: { url: '/media/research.jpg', width: 1600, height: 1067, alt: 'Two researchers comparing survey results' },
        },
        {
          date: '2020',
          title: 'Family offices knowledge hub',
          text: 'Resources and a forum for family-office professionals.',
        },
        {
          date: '2026',
          title: 'Latin America chapter',
          text: 'Research partners in Mexico, Colombia and Chile join the panel.',
          image: { url: '/media/harbour.jpg', width: 1440, height: 810, alt: 'A harbour at sunset' },
        },
      ],
    },
    {
      component: 'Timeline',
      items: [
        { date: 'October', title: 'Applications open' },
        { date: 'January', title: 'First weekend on campus' },
      ],
    },
  ],
});

export type TimelineProps = z.output<typeof definition.schema>;

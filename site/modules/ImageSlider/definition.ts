// Photos one at a time with their captions: a photo story, a campus tour.
import { z } from 'zod';
import { ImageSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'ImageSlider',
  family: 'slider',
  description: 'Photos with captions, one at a time.',
  schema: z.strictObject({
    component: z.literal('ImageSlider'),
    id: z.string().optional(),
    title: z.string().min(1),
    slides: z.array(z.strictObject({ image: ImageSchema, caption: z.string().optional() })).min(1),
  }),
  images: (props) => props.slides.map((slide) => [slide.image, 'hero'] as const),
  examples: [
    {
      component: 'ImageSlider',
      title: 'A walk across the campus',
      slides: [
        {
          image: { url: '/media/campus.jpg', width: 1920, height: 1080, alt: 'Students crossing the main courtyard of the campus' },
          caption: 'The main courtyard, between the library and the lecture halls.',
        },
        {
          image: { url: '/media/library.jpg', width: 1600, height: 1067, alt: 'Reading room of the library with long wooden tables' },
          caption: 'The library reading room, open until midnight in exam weeks.',
        },
        {
          image: { url: '/media/meeting.jpg', width: 1600, height: 1067, alt: 'A family council meeting around a table' },
          caption: 'Seminar rooms where family councils meet during the programmes.',
        },
      ],
    },
    {
      component: 'ImageSlider',
      title: 'Forum 2026 in pictures',
      slides: [{ image: { url: '/media/event.jpg', width: 1920, height: 1080, alt: 'Audience listening to a panel at the forum' } }],
    },
  ],
});

export type ImageSliderProps = z.output<typeof definition.schema>;

// What students, alumni and families say, one testimonial at a time, each with a portrait.
import { z } from 'zod';
import { defineModule } from '../../define/define.ts';
import { TestimonialSchema } from '../../define/testimonial.ts';

export const definition = defineModule({
  name: 'TestimonialSlider',
  family: 'slider',
  description: 'Testimonials with name, role and portrait.',
  schema: z.strictObject({
    component: z.literal('TestimonialSlider'),
    id: z.string().optional(),
    title: z.string().min(1),
    testimonials: z.array(TestimonialSchema).min(1),
  }),
  images: (props) => props.testimonials.map((item) => [item.portrait, 'avatar'] as const),
  examples: [
    {
      component: 'TestimonialSlider',
      title: 'What our participants say',
      testimonials: [
        {
          text: 'The programme gave my sister and me a shared language for the hardest conversations with our father.',
          name: 'Marta Llorente',
          role: 'Third generation, Llorente Conservas',
          portrait: { url: '/media/portrait-2.jpg', width: 800, height: 1000, alt: 'Marta Llorente' },
        },
        {
          text: 'We wrote our family protocol in eight months instead of the three years we had feared.',
          name: 'Andrés Vidal',
          role: 'Chair of the family council, Grupo Vidal',
          portrait: { url: '/media/portrait-3.jpg', width: 800, height: 1000, alt: 'Andrés Vidal' },
          link: { href: '/education-and-training/', text: 'About the programme' },
        },
        {
          text: 'Meeting other successors showed me that our problems were neither unique nor unsolvable.',
          name: 'Lucía Herrera',
          role: 'Next Generation Programme, 2025',
        },
      ],
    },
  ],
});

export type TestimonialSliderProps = z.output<typeof definition.schema>;

// TestimonialCollection: what students, graduates and families say, all at once in a grid (the
// TestimonialSlider shows the same testimonials one at a time), each with the portrait, the name
// and the role of who said it.
import { z } from 'zod';
import { defineModule } from '../../define/define.ts';
import { TestimonialSchema } from '../../define/testimonial.ts';

export const definition = defineModule({
  name: 'TestimonialCollection',
  family: 'collection',
  description: 'Testimonials in a grid, each a figure: quotation, name and role in the caption, portrait as an avatar.',
  reveal: true,
  schema: z.strictObject({
    component: z.literal('TestimonialCollection'),
    id: z.string().optional(),
    title: z.string().optional(),
    intro: z.string().optional(),
    testimonials: z.array(TestimonialSchema).min(1),
  }),
  images: (props) => props.testimonials.map((item) => [item.portrait, 'avatar'] as const),
  examples: [
    {
      component: 'TestimonialCollection',
      title: 'In their own words',
      intro: 'Graduates of the Executive MBA on what changed in their family’s company.',
      testimonials: [
        {
          text: 'I joined to run the export side; I left able to chair a family council my father trusts.',
          name: 'Lucía Ferrer',
          role: 'Executive MBA, 2024 · Managing director, Ferrer Cerámicas',
          portrait: { url: '/media/portrait-3.jpg', width: 800, height: 1000, alt: 'Lucía Ferrer' },
          link: { href: '/business-school/student-stories/lucia-ferrer/', text: 'Read Lucía’s story' },
        },
        {
          text: 'The finance module paid for itself the first time we renegotiated our bank debt.',
          name: 'Mateo Quintero',
          role: 'Master in Finance, 2023',
          portrait: { url: '/media/portrait-4.jpg', width: 800, height: 1000, alt: 'Mateo Quintero' },
        },
        {
          text: 'My classmates ran companies five times the size of ours, and had the same arguments at home.',
          name: 'Giulia Bianchi',
          role: 'Master in Management, 2025',
          portrait: { url: '/media/portrait-5.jpg', width: 800, height: 1000, alt: 'Giulia Bianchi' },
        },
      ],
    },
    {
      component: 'TestimonialCollection',
      title: 'Lo que dicen las familias',
      testimonials: [
        {
          text: 'Escribimos nuestro protocolo familiar en ocho meses, no en los tres años que temíamos.',
          name: 'Andrés Vidal',
          role: 'Presidente del consejo de familia, Grupo Vidal',
          portrait: { url: '/media/portrait-2.jpg', width: 800, height: 1000, alt: 'Andrés Vidal' },
        },
        {
          text: 'Conocer a otros sucesores me enseñó que nuestros problemas no eran únicos ni insolubles.',
          name: 'Lucía Herrera',
          role: 'Programa Nueva Generación, 2025',
        },
      ],
    },
  ],
});

export type TestimonialCollectionProps = z.output<typeof definition.schema>;

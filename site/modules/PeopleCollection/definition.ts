// PeopleCollection: people an editor picks by hand for one purpose — the admissions team of a
// programme, the contacts of a research line — each with portrait, role and how to reach them.
// For people selected from the team pages use PeopleDistributor; for the faculty, TeacherDistributor.
import { z } from 'zod';
import { HrefSchema, ImageSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'PeopleCollection',
  family: 'collection',
  description:
    'Hand-picked contacts: portrait (avatar preset, skipped by screen readers), name (linked to a profile), role, email and phone links named "Email <name>", "Call <name>".',
  reveal: true,
  schema: z.strictObject({
    component: z.literal('PeopleCollection'),
    id: z.string().optional(),
    title: z.string().optional(),
    intro: z.string().optional(),
    people: z
      .array(
        z.strictObject({
          name: z.string().min(1),
          role: z.string().min(1).describe('What they do here, e.g. Admissions adviser, Executive MBA'),
          portrait: ImageSchema.optional(),
          email: z.email().optional(),
          phone: z
            .string()
            .regex(/^\+?[\d\s().-]{6,}$/, { message: "Must be a phone number, e.g. '+34 910 000 123'" })
            .optional(),
          profile: HrefSchema.optional().describe('Their page on the site, e.g. a teacher page'),
        }),
      )
      .min(1),
  }),
  images: (props) => props.people.map((person) => [person.portrait, 'avatar'] as const),
  strings: {
    en: { 'people.call': 'Call {name}' },
    es: { 'people.call': 'Llamar a {name}' },
  },
  examples: [
    {
      component: 'PeopleCollection',
      title: 'Talk to admissions',
      intro: 'Our advisers answer within two working days and can put you in touch with graduates.',
      people: [
        {
          name: 'Sophie Laurent',
          role: 'Admissions adviser, Executive MBA',
          portrait: { url: '/media/portrait-6.jpg', width: 800, height: 1000, alt: 'Sophie Laurent' },
          email: 'emba.admissions@ibera.edu',
          phone: '+34 910 000 123',
        },
        {
          name: 'Daniel Okafor',
          role: 'Admissions adviser, Master in Finance',
          portrait: { url: '/media/portrait-7.jpg', width: 800, height: 1000, alt: 'Daniel Okafor' },
          email: 'mfin.admissions@ibera.edu',
        },
        {
          name: 'Elena Arroyo',
          role: 'Academic director, Executive MBA',
          portrait: { url: '/media/portrait-1.jpg', width: 800, height: 1000, alt: 'Elena Arroyo' },
          profile: '/business-school/faculty/elena-arroyo/',
        },
      ],
    },
    {
      component: 'PeopleCollection',
      title: 'Contacto de la línea de sucesión',
      people: [
        {
          name: 'Laura Méndez',
          role: 'Directora de investigación',
          portrait: { url: '/media/portrait-1.jpg', width: 800, height: 1000, alt: 'Laura Méndez' },
          email: 'laura.mendez@ibera.edu',
        },
        { name: 'Pablo Serrano', role: 'Coordinador del barómetro', phone: '+34 910 000 456' },
      ],
    },
  ],
});

export type PeopleCollectionProps = z.output<typeof definition.schema>;

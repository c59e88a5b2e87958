// HeroSplit: the page's title and calls to action on one half, a picture on the other, never
// behind the text (for a photo that must be seen whole: a building, a portrait, a classroom).
// Stacked on phones, text first. The picture side is the editor's choice.
import { z } from 'zod';
import { ImageSchema, LinkSchema } from '../../../content/schema/index.ts';
import { SUB_THEMES } from '../../../themes/site-themes.ts';
import { defineModule, transparentOnDarkSubTheme } from '../../define/define.ts';

export const definition = defineModule({
  name: 'HeroSplit',
  family: 'hero',
  description: 'The title and two calls to action beside a picture (either side), never over it.',
  schema: z.strictObject({
    component: z.literal('HeroSplit'),
    id: z.string().optional(),
    eyebrow: z.string().optional(),
    title: z.string().min(1),
    subtitle: z.string().optional(),
    image: ImageSchema,
    imagePosition: z.enum(['right', 'left']).default('right'),
    primary: LinkSchema.optional(),
    secondary: LinkSchema.optional(),
    /** Sub-theme of SPEC §3 "Design themes" for the text half. */
    subtheme: z.enum(SUB_THEMES).default('defaultAlt'),
  }),
  header: transparentOnDarkSubTheme('defaultAlt'),
  images: (props) => [[props.image, 'hero']],
  examples: [
    {
      component: 'HeroSplit',
      eyebrow: 'Visitor guide',
      title: 'Plan your visit to the campus',
      subtitle: 'Guided tours every Friday at 10:00, a class of the Next Generation Programme to sit in on, and lunch with students.',
      image: { url: '/media/classroom.jpg', width: 1440, height: 810, alt: 'A lecture in a bright classroom' },
      primary: { href: '/contact-us/', text: 'Book a guided tour' },
      secondary: { href: '/visitor-guide/campuses/', text: 'See our campuses' },
    },
    {
      component: 'HeroSplit',
      eyebrow: 'Guía del visitante',
      title: 'Prepara tu visita al campus',
      subtitle: 'Visitas guiadas cada viernes a las 10:00, una clase del programa Nueva Generación y comida con estudiantes.',
      image: { url: '/media/library.jpg', width: 1600, height: 1067, alt: 'Sala de lectura de la biblioteca con largas mesas de madera' },
      imagePosition: 'left',
      primary: { href: '/es/contacto/', text: 'Reserva una visita guiada' },
      subtheme: 'accentLight',
    },
  ],
});

export type HeroSplitProps = z.output<typeof definition.schema>;

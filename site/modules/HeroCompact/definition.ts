// HeroCompact: the short hero of an inner page (a department, a service, a guide): the page's
// h1 with a kicker and a line of text, in the section's sub-theme, over a picture when there is
// one, about half as tall as the general heroes so the content starts in the first screen.
import { z } from 'zod';
import { ImageSchema, LinkSchema } from '../../../content/schema/index.ts';
import { SUB_THEMES } from '../../../themes/site-themes.ts';
import { defineModule, transparentOnDarkSubTheme } from '../../define/define.ts';

export const definition = defineModule({
  name: 'HeroCompact',
  family: 'hero',
  description: 'The short hero of an inner page, over a picture or as a band in its sub-theme.',
  schema: z.strictObject({
    component: z.literal('HeroCompact'),
    id: z.string().optional(),
    eyebrow: z.string().optional(),
    title: z.string().min(1),
    subtitle: z.string().optional(),
    /** Optional: without a picture the hero is a band in its sub-theme's colours. */
    image: ImageSchema.optional(),
    link: LinkSchema.optional(),
    /** Sub-theme of SPEC §3 "Design themes" for this module. */
    subtheme: z.enum(SUB_THEMES).default('accent'),
  }),
  header: transparentOnDarkSubTheme('accent'),
  images: (props) => [[props.image, 'hero']],
  examples: [
    {
      component: 'HeroCompact',
      eyebrow: 'Visitor guide',
      title: 'Our campuses',
      subtitle: 'Three campuses in Madrid and Segovia, each with its own library, cafés and visitor desk.',
      image: { url: '/media/campus.jpg', width: 1920, height: 1080, alt: 'Students crossing the main courtyard of the campus' },
      subtheme: 'inverse',
    },
    {
      component: 'HeroCompact',
      eyebrow: 'Guía del visitante',
      title: 'Tarde de puertas abiertas',
      subtitle: 'Jueves 14 de marzo de 2027, de 17:00 a 20:00, en el campus de María de Molina.',
      link: { href: '/es/contacto/', text: 'Reserva tu plaza' },
    },
  ],
});

export type HeroCompactProps = z.output<typeof definition.schema>;

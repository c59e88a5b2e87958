// FooterFull: the large footer a site's main pages end with when the editor composes it on the
// page (a page with its own footer turns the site footer off, `showFooter: false`): columns of
// links, the address and contact, the units' logos, the social links, the legal menu and the
// copyright. Logo, units, social links, legal menu and copyright are the site footer's own parts
// (site/components/Footer/parts.tsx), so both footers always agree.
import { z } from 'zod';
import { LinkSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';
import { brands } from '../../lib/brands.ts';

const NamedLinkSchema = LinkSchema.extend({ text: z.string().min(1) });

export const definition = defineModule({
  name: 'FooterFull',
  family: 'footer',
  description:
    "The logo, the visitor desk's address with phone and email links, columns of links (each a navigation named by its heading), units' logos, social links, legal menu, copyright.",
  schema: z.strictObject({
    component: z.literal('FooterFull'),
    id: z.string().optional(),
    columns: z
      .array(
        z.strictObject({
          title: z.string().min(1).describe('The heading of the column, e.g. "Study"'),
          links: z.array(NamedLinkSchema).min(1),
        }),
      )
      .min(1)
      .max(4),
    /** The postal address, one line each, and how to get in touch. */
    contact: z
      .strictObject({
        title: z.string().min(1),
        address: z.array(z.string().min(1)).min(1),
        phone: z
          .string()
          .regex(/^\+?[\d\s().-]+$/, { message: "Must be a phone number, e.g. '+34 915 689 600'" })
          .optional(),
        email: z.email().optional(),
      })
      .optional(),
    /** Brand ids of the units whose footer logos are shown (site/lib/brands.ts). */
    units: z
      .array(z.string().refine((id) => id in brands, { message: 'Must be the id of a brand of the site family, e.g. "law-school"' }))
      .default([]),
    showSocial: z.boolean().default(true),
  }),
  examples: [
    {
      component: 'FooterFull',
      columns: [
        {
          title: 'Study',
          links: [
            { href: '/education-and-training/', text: 'Education and training' },
            { href: '/education-and-training/next-generation-programme/', text: 'Next Generation Programme' },
            { href: '/family-entrepreneurs-application/', text: 'Apply' },
          ],
        },
        {
          title: 'Research',
          links: [
            { href: '/research/', text: 'Research lines' },
            { href: '/dissemination/', text: 'Publications and events' },
            { href: '/family-offices-knowledge-hub/', text: 'Family offices knowledge hub' },
          ],
        },
        {
          title: 'About us',
          links: [
            { href: '/about-the-centre/', text: 'About the centre' },
            { href: '/our-team/', text: 'Our team' },
            { href: '/join-the-team/', text: 'Work with us' },
          ],
        },
      ],
      contact: {
        title: 'Visit us',
        address: ['Calle de María de Molina 11', '28006 Madrid', 'Spain'],
        phone: '+34 915 689 600',
        email: 'families@ibera.edu',
      },
      units: ['business-school', 'executive-education'],
    },
    {
      component: 'FooterFull',
      columns: [
        {
          title: 'Estudia',
          links: [
            { href: '/es/formacion/', text: 'Formación' },
            { href: '/es/formacion/programa-nueva-generacion/', text: 'Programa Nueva Generación' },
          ],
        },
        {
          title: 'Quiénes somos',
          links: [
            { href: '/es/sobre-el-centro/', text: 'Sobre el centro' },
            { href: '/es/contacto/', text: 'Contacto' },
          ],
        },
      ],
      contact: { title: 'Visítanos', address: ['Calle de María de Molina 11', '28006 Madrid', 'España'], email: 'familias@ibera.edu' },
      showSocial: false,
    },
  ],
});

export type FooterFullProps = z.output<typeof definition.schema>;

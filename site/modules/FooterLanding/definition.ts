// FooterLanding: the footer of a landing page (a campaign, an open day), placed by the editor on
// a page whose site footer is off (`showFooter: false`). One last call to action, a way to ask a
// question by phone or email, then the legal menu and the copyright, which a landing page must
// keep: both are the site footer's own parts (site/components/Footer/parts.tsx).
import { z } from 'zod';
import { LinkSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'FooterLanding',
  family: 'footer',
  description:
    'One last call to action at landing size, how to ask (phone, email), the legal menu and the copyright; no logo or social links to lead away.',
  schema: z.strictObject({
    component: z.literal('FooterLanding'),
    id: z.string().optional(),
    title: z.string().min(1).describe('The last invitation, e.g. "Ready to visit us?"'),
    text: z.string().optional(),
    link: LinkSchema.extend({ text: z.string().min(1) }),
    /** How to ask a question before deciding. */
    phone: z
      .string()
      .regex(/^\+?[\d\s().-]+$/, { message: "Must be a phone number, e.g. '+34 915 689 600'" })
      .optional(),
    email: z.email().optional(),
  }),
  strings: {
    en: { 'footerLanding.ask': 'Questions?' },
    es: { 'footerLanding.ask': '¿Dudas?' },
  },
  examples: [
    {
      component: 'FooterLanding',
      title: 'Ready to see the campus?',
      text: 'The open evening is free. Places are limited to 120 visitors, so book yours now.',
      link: { href: '/contact-us/', text: 'Book your place' },
      phone: '+34 915 689 600',
      email: 'admissions@ibera.edu',
    },
    {
      component: 'FooterLanding',
      title: '¿Te esperamos en el campus?',
      text: 'La tarde de puertas abiertas es gratuita y las plazas son limitadas.',
      link: { href: '/es/contacto/', text: 'Reserva tu plaza' },
      email: 'admisiones@ibera.edu',
    },
  ],
});

export type FooterLandingProps = z.output<typeof definition.schema>;

// NewsletterCta: a call to subscribe to a newsletter (SPEC §2 "Module registry"; SPEC §9 lists
// the newsletter among the social links). The form sends the visitor, with the address they
// typed, to the sign-up page (`action`) that holds the subscription form and confirms it: a
// plain GET form, so it works without JavaScript and this module stores nothing. The site's
// Content-Security-Policy lets forms go to its own pages and to configured third parties only
// (form-action, docs/security.md), so the sign-up page is normally one of the site's.
import { z } from 'zod';
import { HrefSchema, LinkSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'NewsletterCta',
  family: 'content',
  description: 'A labelled, required email field that sends the visitor (address in ?email=) to the sign-up page; a plain GET form.',
  schema: z.strictObject({
    component: z.literal('NewsletterCta'),
    id: z.string().optional(),
    title: z.string().min(1),
    text: z.string().optional(),
    /** The sign-up page; it receives the address as the `email` query parameter. */
    action: HrefSchema,
    /** The privacy notice the visitor accepts by subscribing. */
    privacy: LinkSchema.optional(),
  }),
  strings: {
    en: {
      'newsletter.email': 'Email address',
      'newsletter.placeholder': 'name@example.com',
      'newsletter.subscribe': 'Subscribe',
      'newsletter.privacy': 'By subscribing you accept our {link}.',
    },
    es: {
      'newsletter.email': 'Correo electrónico',
      'newsletter.placeholder': 'nombre@ejemplo.com',
      'newsletter.subscribe': 'Suscribirme',
      'newsletter.privacy': 'Al suscribirte aceptas nuestra {link}.',
    },
  },
  examples: [
    {
      component: 'NewsletterCta',
      title: 'The family business letter',
      text: 'One email a month: new research, events and cases. No advertising.',
      action: '/contact-us/',
      privacy: { href: '/contact-us/', text: 'privacy policy' },
    },
    { component: 'NewsletterCta', title: 'Stay in touch', action: '/contact-us/' },
  ],
});

export type NewsletterCtaProps = z.output<typeof definition.schema>;

// A popup (docs/interactive-modules.md "Popups and modals"): opened by a button, by a link, or by itself after
// a delay; the visitor dismisses it and, unless `remember` is off, it stays dismissed in this
// browser (site/lib/client-values.ts). Without JavaScript the button and link open the same
// content as an in-page panel; a delayed popup never shows (it is never the only way to content).
// Variants: `announcement` (a dated notice with a kicker, e.g. a closure or a deadline) and
// `newsletter` (a labelled email field that sends the visitor to the sign-up page, a plain GET
// form like the NewsletterCta module, so it works in the no-JavaScript panel too).
import { z } from 'zod';
import { HrefSchema, ImageSchema, LinkSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';
import { RichTextSchema } from '../../define/rich-text.ts';

export const definition = defineModule({
  name: 'Popup',
  family: 'popup',
  description: 'A dialog opened by a button, a link or a delay; remembers dismissal.',
  schema: z
    .strictObject({
      component: z.literal('Popup'),
      /** Names the popup in the visitor's browser (dismissals) and in the address (#popup-<popupId>). */
      popupId: z.string().regex(/^[a-z0-9-]+$/, { message: "Must be lowercase words joined by '-', e.g. 'open-day-2027'" }),
      id: z.string().optional(),
      title: z.string().min(1),
      html: RichTextSchema,
      image: ImageSchema.optional(),
      link: LinkSchema.optional(),
      /** How it opens: a button or a link (with `triggerText`), or by itself after `delay` seconds. */
      trigger: z.enum(['button', 'link', 'delay']).default('button'),
      triggerText: z.string().optional(),
      delay: z.number().min(0).max(120).default(5),
      /** Remember the dismissal so it does not open by itself again (delay popups). */
      remember: z.boolean().default(true),
      /** What kind of popup: a general one, an announcement, or a newsletter sign-up. */
      variant: z.enum(['default', 'announcement', 'newsletter']).default('default'),
      /** The kicker above an announcement's title, e.g. "Notice · 2 April 2027". */
      eyebrow: z.string().optional(),
      /** Newsletter variant: the sign-up page, which receives the address as `email`. */
      action: HrefSchema.optional(),
      /** Newsletter variant: the privacy notice the visitor accepts by subscribing. */
      privacy: LinkSchema.optional(),
    })
    .superRefine((popup, context) => {
      if (popup.variant === 'newsletter' && !popup.action)
        context.addIssue({
          code: 'custom',
          path: ['action'],
          message: 'A newsletter popup needs the sign-up page it sends the address to',
        });
    }),
  images: (props) => [[props.image, 'card']],
  strings: {
    en: {
      'popup.open': 'More information',
      'popup.email': 'Email address',
      'popup.placeholder': 'name@example.com',
      'popup.subscribe': 'Subscribe',
      'popup.privacy': 'By subscribing you accept our {link}.',
    },
    es: {
      'popup.open': 'Más información',
      'popup.email': 'Correo electrónico',
      'popup.placeholder': 'nombre@ejemplo.com',
      'popup.subscribe': 'Suscribirme',
      'popup.privacy': 'Al suscribirte aceptas nuestra {link}.',
    },
  },
  examples: [
    {
      component: 'Popup',
      popupId: 'open-day-2027',
      title: 'Open day: 14 March 2027',
      html: '<p>Visit the campus, meet the faculty and sit in on a class of the Next Generation Programme.</p>',
      link: { href: '/contact-us/', text: 'Book your place' },
      trigger: 'button',
      triggerText: 'Open day details',
    },
    {
      component: 'Popup',
      popupId: 'newsletter-2027',
      title: 'Stay in touch',
      html: '<p>One email a month with our research, events and programmes.</p>',
      image: { url: '/media/library.jpg', width: 1600, height: 1067, alt: 'Reading room of the library with long wooden tables' },
      link: { href: '/contact-us/', text: 'Subscribe' },
      trigger: 'delay',
      delay: 3,
    },
    {
      component: 'Popup',
      popupId: 'visiting-hours',
      title: 'Visiting hours',
      html: '<p>Monday to Friday, 9:00 to 19:00. The library is open to visitors with an appointment.</p>',
      trigger: 'link',
      triggerText: 'See visiting hours',
    },
    {
      component: 'Popup',
      popupId: 'library-closure-easter-2027',
      variant: 'announcement',
      eyebrow: 'Notice · 22 March 2027',
      title: 'The library closes over Easter',
      html: '<p>The reading rooms close from 25 March to 1 April 2027. Loans due in that week are extended to 5 April, and the digital collections stay open.</p>',
      link: { href: '/visit-us/', text: 'Opening hours' },
      trigger: 'button',
      triggerText: 'Library notice',
    },
    {
      component: 'Popup',
      popupId: 'boletin-investigacion-2027',
      variant: 'newsletter',
      title: 'Recibe nuestra investigación',
      html: '<p>Un correo al mes con el barómetro de sucesión, los nuevos estudios y los próximos foros para familias empresarias.</p>',
      action: '/es/contacto/',
      privacy: { href: '/es/politica-de-privacidad/', newTab: true, text: 'política de privacidad' },
      trigger: 'button',
      triggerText: 'Suscríbete al boletín',
    },
  ],
});

export type PopupProps = z.output<typeof definition.schema>;

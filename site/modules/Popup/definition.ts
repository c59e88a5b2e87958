// A popup (docs/interactive-modules.md "Popups and modals"): opened by a button, by a link, or by itself after
// a delay; the visitor dismisses it and, unless `remember` is off, it stays dismissed in this
// browser (site/lib/client-values.ts). Without JavaScript the button and link open the same
// content as an in-page panel; a delayed popup never shows (it is never the only way to content).
import { z } from 'zod';
import { ImageSchema, LinkSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';
import { RichTextSchema } from '../../define/rich-text.ts';

export const definition = defineModule({
  name: 'Popup',
  schema: z.strictObject({
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
  }),
  images: (props) => [[props.image, 'card']],
  strings: {
    en: { 'popup.open': 'More information' },
    es: { 'popup.open': 'Más información' },
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
  ],
});

export type PopupProps = z.output<typeof definition.schema>;

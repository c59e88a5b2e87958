// ContactForm: the contact form placed on the contact pages (SPEC §3 "Contact and lead form
// fields", §5). Its fields are the rules of its form.ts, which the
// receiving endpoint checks too (docs/forms.md); editors choose only the texts around it.
import { z } from 'zod';
import { SitePathSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';
import { form } from './form.ts';

export const definition = defineModule({
  name: 'ContactForm',
  family: 'form',
  description: "The site's contact form; what visitors send is stored by the site's forms endpoint.",
  form,
  schema: z.strictObject({
    component: z.literal('ContactForm'),
    id: z.string().optional(),
    title: z.string().min(1),
    text: z.string().optional(),
    /** Where visitors land once the message is stored. */
    thankYou: SitePathSchema,
  }),
  examples: [
    {
      component: 'ContactForm',
      title: 'Send us a message',
      text: 'We answer within two working days.',
      thankYou: '/thank-you/',
    },
  ],
});

export type ContactFormProps = z.output<typeof definition.schema>;

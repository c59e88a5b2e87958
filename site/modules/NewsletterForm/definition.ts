// NewsletterForm: the sign-up form itself (SPEC §2 "Module registry": forms, newsletter; §5 rules
// and texts), on the page that NewsletterCta sends visitors to. The site's own form: it posts to
// the forms endpoint, which checks the same rules and stores the subscription (docs/forms.md).
// The address a NewsletterCta passed in `?email=` is filled in once the page runs.
import { z } from 'zod';
import { defineModule } from '../../define/define.ts';
import { formModuleSchema } from '../../define/form-module.ts';
import { form } from './form.ts';

export const definition = defineModule({
  name: 'NewsletterForm',
  family: 'form',
  description:
    'The sign-up form itself, on the page a NewsletterCta sends visitors to (it fills in the address passed as ?email=), with what subscribers receive.',
  form,
  schema: formModuleSchema('NewsletterForm', {
    /** What subscribers receive, one line each: "New research, once a month". */
    benefits: z.array(z.string().min(1).max(120)).max(6).default([]),
  }),
  strings: {
    en: { 'newsletterForm.submit': 'Subscribe', 'newsletterForm.benefits': 'What you receive' },
    es: { 'newsletterForm.submit': 'Suscribirme', 'newsletterForm.benefits': 'Qué recibirás' },
  },
  examples: [
    {
      component: 'NewsletterForm',
      title: 'Subscribe to the family business letter',
      text: 'One email a month from the Centre for Business Families. You can unsubscribe from any issue.',
      benefits: [
        'New research and the yearly succession barometer, before publication',
        'Invitations to forums, seminars and open days',
        'A case from a family firm, told by its owners',
      ],
      thankYou: '/thank-you/',
    },
    {
      component: 'NewsletterForm',
      title: 'Suscríbete a la carta de la empresa familiar',
      text: 'Un correo al mes con nuestra investigación, eventos y casos.',
      thankYou: '/es/gracias/',
    },
  ],
});

export type NewsletterFormProps = z.output<typeof definition.schema>;

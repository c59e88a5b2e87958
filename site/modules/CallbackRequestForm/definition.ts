// CallbackRequestForm: a visitor leaves a phone number and an adviser calls back (SPEC §2
// "Module registry": forms; §5 rules and texts). The site's own form: it posts to the forms
// endpoint, which checks the same rules and stores the request (docs/forms.md). The module says
// when the team calls, so visitors know what to expect.
import { z } from 'zod';
import { defineModule } from '../../define/define.ts';
import { formModuleSchema } from '../../define/form-module.ts';
import { form } from './form.ts';

export const definition = defineModule({
  name: 'CallbackRequestForm',
  family: 'form',
  description: 'A phone number and a subject, with when the team calls.',
  form,
  schema: formModuleSchema('CallbackRequestForm', {
    /** When the team calls, as written: "Within one working day, 9:00–19:00 CET". */
    callHours: z.string().min(1).max(160).optional(),
  }),
  strings: {
    en: {
      'callbackRequest.submit': 'Call me back',
      'callbackRequest.hint': 'In the message, tell us when suits you best.',
    },
    es: {
      'callbackRequest.submit': 'Llamadme',
      'callbackRequest.hint': 'En el mensaje, dinos cuándo te viene mejor.',
    },
  },
  examples: [
    {
      component: 'CallbackRequestForm',
      title: 'We will call you',
      text: 'An admissions adviser will answer your questions about fees, scholarships and the timetable.',
      callHours: 'Within one working day, Monday to Friday, 9:00–19:00 (CET)',
      thankYou: '/thank-you/',
    },
    {
      component: 'CallbackRequestForm',
      title: 'Te llamamos',
      callHours: 'En un día laborable, de lunes a viernes de 9:00 a 19:00',
      thankYou: '/es/gracias/',
    },
  ],
});

export type CallbackRequestFormProps = z.output<typeof definition.schema>;

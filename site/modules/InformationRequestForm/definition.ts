// InformationRequestForm: a prospective student asks about a programme and an intake (SPEC §3
// "Contact and lead form fields", §5 rules and texts). The site's own form, for sites without the
// marketing provider's lead form (LeadForm) or pages where it cannot load: it posts to the forms
// endpoint, which checks the same rules and stores the request (docs/forms.md). The admissions
// team's own contact is shown beside it, for visitors who prefer to write or call.
import { z } from 'zod';
import { HrefSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';
import { formModuleSchema } from '../../define/form-module.ts';
import { form } from './form.ts';

export const definition = defineModule({
  name: 'InformationRequestForm',
  family: 'form',
  description:
    "The prospective student's form (programme, intake, country, question) for sites or pages without the marketing provider's lead form, and the admissions team's own contact.",
  form,
  schema: formModuleSchema('InformationRequestForm', {
    /** The admissions team's address and phone, shown above the form. */
    contact: z
      .strictObject({
        email: z.email().optional(),
        phone: z.string().max(30).optional(),
        /** Office hours, as written: "Monday to Friday, 9:00–18:00". */
        hours: z.string().max(120).optional(),
        /** A booking page for a meeting with an adviser. */
        meeting: HrefSchema.optional(),
      })
      .optional(),
  }),
  strings: {
    en: {
      'informationRequest.submit': 'Request information',
      'informationRequest.contact': 'Or contact the admissions team',
      'informationRequest.email': 'Email',
      'informationRequest.phone': 'Phone',
      'informationRequest.hours': 'Hours',
      'informationRequest.meeting': 'Book a meeting with an adviser',
    },
    es: {
      'informationRequest.submit': 'Solicitar información',
      'informationRequest.contact': 'O contacta con el equipo de admisiones',
      'informationRequest.email': 'Email',
      'informationRequest.phone': 'Teléfono',
      'informationRequest.hours': 'Horario',
      'informationRequest.meeting': 'Reserva una reunión con un asesor',
    },
  },
  examples: [
    {
      component: 'InformationRequestForm',
      title: 'Request information about our programmes',
      text: 'Tell us which programme and intake interest you; an adviser answers within two working days.',
      contact: {
        email: 'admissions@ibera.edu',
        phone: '+34 915 550 120',
        hours: 'Monday to Friday, 9:00–18:00 (CET)',
        meeting: '/contact-us/',
      },
      thankYou: '/thank-you/',
    },
    {
      component: 'InformationRequestForm',
      title: 'Solicita información',
      text: 'Cuéntanos qué programa y convocatoria te interesan y te responderemos en dos días laborables.',
      thankYou: '/es/gracias/',
    },
  ],
});

export type InformationRequestFormProps = z.output<typeof definition.schema>;

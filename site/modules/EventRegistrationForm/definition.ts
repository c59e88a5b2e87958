// EventRegistrationForm: registration for one event (a seminar, an open day, a forum), placed on
// the event's page or a page of its own (SPEC §2 "Module registry": forms; §5 rules and texts).
// The site's own form: it posts to the forms endpoint, which checks the same rules and stores
// the registration with the event's title (docs/forms.md). Editors give the event and the texts.
import { z } from 'zod';
import { DateStringSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';
import { formModuleSchema } from '../../define/form-module.ts';
import { form } from './form.ts';

export const definition = defineModule({
  name: 'EventRegistrationForm',
  family: 'form',
  description: "The site form for one event under its date and place; the event's title is stored with each registration.",
  form,
  schema: formModuleSchema('EventRegistrationForm', {
    /** The event's title, stored with every registration. */
    event: z.string().min(1).max(200).describe('The event registrations are for, as its title'),
    /** When it starts (ISO date or date-time), shown above the form. */
    date: DateStringSchema.optional(),
    location: z.string().max(120).optional(),
  }),
  strings: {
    en: { 'eventRegistration.submit': 'Register', 'eventRegistration.when': 'When', 'eventRegistration.where': 'Where' },
    es: { 'eventRegistration.submit': 'Inscribirme', 'eventRegistration.when': 'Cuándo', 'eventRegistration.where': 'Dónde' },
  },
  examples: [
    {
      component: 'EventRegistrationForm',
      title: 'Register for the Family Offices Forum',
      text: 'Places are free for members of business families; we confirm each registration by email.',
      event: 'Family Offices Forum 2027',
      date: '2027-03-18T09:30:00+01:00',
      location: 'Auditorium, Madrid campus',
      thankYou: '/thank-you/',
    },
    {
      component: 'EventRegistrationForm',
      title: 'Inscríbete en la jornada de puertas abiertas',
      event: 'Jornada de puertas abiertas, marzo de 2027',
      date: '2027-03-06',
      location: 'Campus de Segovia',
      thankYou: '/es/gracias/',
    },
  ],
});

export type EventRegistrationFormProps = z.output<typeof definition.schema>;

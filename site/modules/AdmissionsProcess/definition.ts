// AdmissionsProcess: how to apply to a programme, as numbered steps with their dates and the
// documents each asks for (SPEC §3 "Program": intake; "Scholarship": deadline). Unlike Steps
// (a process told in short texts with icons), each step here has a date or date range and a
// list of documents, some with a template to download.
import { z } from 'zod';
import { DateStringSchema, HrefSchema, LinkSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'AdmissionsProcess',
  family: 'collection',
  description:
    'Numbered steps (an ordered list) with a date or period and the documents each asks for, some with a template to download; the action that starts the application.',
  schema: z.strictObject({
    component: z.literal('AdmissionsProcess'),
    id: z.string().optional(),
    title: z.string().optional(),
    intro: z.string().optional(),
    steps: z
      .array(
        z.strictObject({
          title: z.string().min(1),
          text: z.string().optional(),
          /** The step's date, or the first day of its period. */
          date: DateStringSchema.optional().describe('Date or first day (ISO date)'),
          /** The last day of the period that starts on `date`. */
          endDate: DateStringSchema.optional().describe('Last day of the period (ISO date)'),
          documents: z
            .array(
              z.strictObject({
                title: z.string().min(1),
                /** A template or form to download, when there is one. */
                href: HrefSchema.optional(),
                format: z.string().optional().describe("e.g. 'PDF, 120 KB'"),
              }),
            )
            .default([]),
        }),
      )
      .min(1),
    /** The action that starts the process, e.g. the online application. */
    link: LinkSchema.optional(),
  }),
  strings: {
    en: {
      'admissions.title': 'Admissions process',
      'admissions.step': 'Step {number}',
      'admissions.documents': 'Documents',
      'admissions.until': 'to',
    },
    es: {
      'admissions.title': 'Proceso de admisión',
      'admissions.step': 'Paso {number}',
      'admissions.documents': 'Documentación',
      'admissions.until': 'al',
    },
  },
  examples: [
    {
      component: 'AdmissionsProcess',
      title: 'How to apply to the Next Generation Programme',
      intro: 'Places are offered in order of admission until the cohort of 35 is complete.',
      steps: [
        {
          title: 'Send your application',
          text: 'Fill in the online form and upload your documents.',
          date: '2026-09-01',
          endDate: '2026-12-15',
          documents: [
            { title: 'CV in English' },
            { title: 'Letter of support from your family firm', href: '/media/brochure-emba.pdf', format: 'PDF template' },
            { title: 'Copy of your passport or national identity card' },
          ],
        },
        {
          title: 'Admissions interview',
          text: 'A 30-minute conversation, on campus or by video call, with the academic director.',
          date: '2027-01-11',
          endDate: '2027-01-22',
        },
        { title: 'Decision', text: 'You receive the committee’s answer by email.', date: '2027-01-29' },
        {
          title: 'Reserve your place',
          text: 'Pay the first instalment within ten working days of admission.',
          documents: [{ title: 'Signed enrolment agreement' }],
        },
      ],
      link: { href: '/contact-us/', text: 'Start your application' },
    },
    {
      component: 'AdmissionsProcess',
      title: 'Proceso de admisión',
      steps: [
        {
          title: 'Solicitud en línea',
          date: '2027-03-01',
          endDate: '2027-05-31',
          documents: [{ title: 'Currículum' }, { title: 'Expediente académico' }],
        },
        { title: 'Entrevista personal', date: '2027-06-14' },
        { title: 'Resolución y matrícula', text: 'Recibirás la resolución por correo electrónico en un plazo de diez días.' },
      ],
    },
  ],
});

export type AdmissionsProcessProps = z.output<typeof definition.schema>;

// ProgramFacts: the key-facts strip of a programme page (SPEC §3 "Program": location, format,
// duration, language, intake), shown as the label and value pairs of the shared facts box so it
// reads like the facts of the detail pages. Every fact is optional; at least one is required.
import { z } from 'zod';
import { DateStringSchema, LinkSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';

const fact = z.string().min(1).max(80);

export const definition = defineModule({
  name: 'ProgramFacts',
  family: 'collection',
  description:
    "The key-facts strip of a programme: the shared facts box, wide, each fact a term and its value (start date in the page's language, credits as ECTS); a landmark named by its heading.",
  schema: z
    .strictObject({
      component: z.literal('ProgramFacts'),
      id: z.string().optional(),
      /** The strip's heading; "Key facts" (or the page language's) when empty. */
      title: z.string().optional(),
      duration: fact.optional().describe('How long the programme runs, e.g. "9 months, 6 weekends"'),
      format: fact.optional().describe('On campus, online or blended'),
      language: fact.optional().describe('The language(s) of instruction'),
      /** The first day of the next intake, shown in the page's language. */
      startDate: DateStringSchema.optional().describe('The first day of the next intake (ISO date)'),
      credits: z.number().positive().max(400).optional().describe('ECTS credits awarded'),
      location: fact.optional().describe('Campus or city'),
      /** One action under the facts, e.g. the brochure or the application. */
      link: LinkSchema.optional(),
    })
    .refine((facts) => [facts.duration, facts.format, facts.language, facts.startDate, facts.credits, facts.location].some(Boolean), {
      message: 'Give at least one fact: duration, format, language, startDate, credits or location',
      path: ['duration'],
    }),
  strings: {
    en: {
      'programFacts.title': 'Key facts',
      'programFacts.duration': 'Duration',
      'programFacts.format': 'Format',
      'programFacts.language': 'Language',
      'programFacts.startDate': 'Start date',
      'programFacts.credits': 'Credits',
      'programFacts.creditsValue': '{count} ECTS',
      'programFacts.location': 'Location',
    },
    es: {
      'programFacts.title': 'Datos clave',
      'programFacts.duration': 'Duración',
      'programFacts.format': 'Formato',
      'programFacts.language': 'Idioma',
      'programFacts.startDate': 'Fecha de inicio',
      'programFacts.credits': 'Créditos',
      'programFacts.creditsValue': '{count} ECTS',
      'programFacts.location': 'Lugar',
    },
  },
  examples: [
    {
      component: 'ProgramFacts',
      duration: '9 months, 6 residential weekends',
      format: 'Blended',
      language: 'English',
      startDate: '2027-02-05',
      credits: 30,
      location: 'Madrid campus',
      link: { href: '/media/brochure-emba.pdf', text: 'Download the brochure' },
    },
    {
      component: 'ProgramFacts',
      title: 'El programa en breve',
      duration: '12 meses',
      format: 'Presencial',
      language: 'Español e inglés',
      startDate: '2027-09-20',
      credits: 60,
      location: 'Campus de Segovia',
    },
  ],
});

export type ProgramFactsProps = z.output<typeof definition.schema>;

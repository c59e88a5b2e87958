// ContactDirectory: who to ask about what, for a whole school or service (SPEC §2 "Module
// registry": collections): departments and services in groups, each with its office, phone,
// email and hours. Unlike ContactCard (one to four offices, each a full postal address and a
// map), it is a long reference list: compact rows, and once the page runs a field that narrows
// the list as one types.
import { z } from 'zod';
import { HrefSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';

const EntrySchema = z.strictObject({
  name: z.string().min(1).max(100).describe('The department or service, e.g. "Admissions office"'),
  description: z.string().max(200).optional().describe('What to ask it about, e.g. "Applications, interviews and offers"'),
  office: z.string().max(120).optional().describe('Where it is, e.g. "Building A, room 0.12"'),
  phone: z
    .string()
    .regex(/^\+?[\d\s().-]{6,24}$/, {
      message: 'Must be a phone number: digits, spaces, brackets, dots or dashes, optionally starting with +',
    })
    .optional(),
  email: z.email().optional(),
  hours: z.string().max(120).optional().describe('When it answers, e.g. "Monday to Friday, 9:00–17:00"'),
  /** The department's own page on the site. */
  href: HrefSchema.optional(),
});

export type DirectoryEntry = z.output<typeof EntrySchema>;

export const definition = defineModule({
  name: 'ContactDirectory',
  description: 'Departments grouped under headings with office, phone, email and hours, with a filter field.',
  family: 'collection',
  schema: z.strictObject({
    component: z.literal('ContactDirectory'),
    id: z.string().optional(),
    title: z.string().optional(),
    intro: z.string().optional(),
    /** Groups of entries ("Students", "Research", "Visitors and press"), each under its heading. */
    groups: z
      .array(
        z.strictObject({
          title: z.string().min(1).max(80),
          entries: z.array(EntrySchema).min(1).max(40),
        }),
      )
      .min(1)
      .max(12),
  }),
  strings: {
    en: {
      'contactDirectory.title': 'Contact directory',
      'contactDirectory.filter': 'Find a department or service',
      'contactDirectory.shown': '{shown} of {total} shown',
      'contactDirectory.none': 'Nothing matches “{query}”. Try another word, or ask the information desk.',
      'contactDirectory.office': 'Office',
      'contactDirectory.phone': 'Phone',
      'contactDirectory.email': 'Email',
      'contactDirectory.hours': 'Hours',
      'contactDirectory.page': 'More about {name}',
    },
    es: {
      'contactDirectory.title': 'Directorio',
      'contactDirectory.filter': 'Busca un departamento o servicio',
      'contactDirectory.shown': 'Se muestran {shown} de {total}',
      'contactDirectory.none': 'Ningún resultado para «{query}». Prueba con otra palabra o pregunta en el punto de información.',
      'contactDirectory.office': 'Despacho',
      'contactDirectory.phone': 'Teléfono',
      'contactDirectory.email': 'Email',
      'contactDirectory.hours': 'Horario',
      'contactDirectory.page': 'Más sobre {name}',
    },
  },
  examples: [
    {
      component: 'ContactDirectory',
      title: 'Who to contact',
      intro: 'Write to the office that handles your question: you will get an answer within two working days.',
      groups: [
        {
          title: 'Prospective and current students',
          entries: [
            {
              name: 'Admissions office',
              description: 'Applications, interviews, offers and deposits',
              office: 'Building A, room 0.12',
              phone: '+34 915 550 120',
              email: 'admissions@ibera.edu',
              hours: 'Monday to Friday, 9:00–18:00',
              href: '/business-school/admissions/',
            },
            {
              name: 'Financial aid and scholarships',
              description: 'Scholarships, payment plans and student loans',
              office: 'Building A, room 0.14',
              phone: '+34 915 550 131',
              email: 'financialaid@ibera.edu',
              hours: 'Monday to Thursday, 10:00–14:00',
            },
          ],
        },
        {
          title: 'Research and press',
          entries: [
            {
              name: 'Press office',
              description: 'Interviews with faculty and press accreditation',
              phone: '+34 915 550 199',
              email: 'press@ibera.edu',
              hours: 'Monday to Friday, 8:30–19:00',
            },
          ],
        },
      ],
    },
    {
      component: 'ContactDirectory',
      title: 'Directorio de servicios',
      groups: [
        {
          title: 'Biblioteca y recursos',
          entries: [
            {
              name: 'Biblioteca de investigación',
              description: 'Préstamo, préstamo interbibliotecario y bases de datos',
              office: 'Edificio Serrano, segunda planta',
              phone: '+34 915 550 170',
              email: 'biblioteca@ibera.edu',
              hours: 'De lunes a viernes, de 8:30 a 21:00',
            },
            {
              name: 'Servicio de informática',
              description: 'Cuentas, wifi y aulas virtuales',
              email: 'soporte@ibera.edu',
              hours: 'De lunes a sábado, de 8:00 a 22:00',
            },
          ],
        },
      ],
    },
  ],
});

export type ContactDirectoryProps = z.output<typeof definition.schema>;

// Checklist: what an applicant must have or send (the documents of an application, the
// requirements of a visa or an exchange), SPEC §2 "Module registry": collections. Each item says in
// words whether it is required or optional, with an optional note and a link (a template to
// download, the page that explains it); items may be grouped under headings.
import { z } from 'zod';
import { LinkSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';

const ItemSchema = z.strictObject({
  title: z.string().min(1).max(140).describe('The document or requirement, e.g. "Official academic transcript"'),
  note: z.string().max(300).optional().describe('What exactly is needed, e.g. "Translated into English or Spanish by a sworn translator"'),
  required: z.boolean().default(true).describe('Off for a document that helps but is not asked for'),
  link: LinkSchema.optional().describe('A template to download or the page that explains it, with its text'),
});

export const definition = defineModule({
  name: 'Checklist',
  description: 'Required and optional documents or requirements in titled groups, with notes and links.',
  family: 'collection',
  schema: z
    .strictObject({
      component: z.literal('Checklist'),
      id: z.string().optional(),
      title: z.string().optional(),
      intro: z.string().optional(),
      /** Items under headings ("Academic documents", "Identity"); one group without a title for a short list. */
      groups: z
        .array(
          z.strictObject({
            title: z.string().optional(),
            items: z.array(ItemSchema).min(1).max(30),
          }),
        )
        .min(1)
        .max(8),
    })
    .superRefine((checklist, context) => {
      checklist.groups.forEach((group, groupIndex) =>
        group.items.forEach((item, itemIndex) => {
          if (item.link && !item.link.text)
            context.addIssue({
              code: 'custom',
              path: ['groups', groupIndex, 'items', itemIndex, 'link', 'text'],
              message: 'Give the link a text that says what it opens, e.g. "Download the reference template (DOCX)"',
            });
        }),
      );
    }),
  strings: {
    en: {
      'checklist.title': 'What you need',
      'checklist.required': 'Required',
      'checklist.optional': 'Optional',
      'checklist.summary': '{total} items, {required} of them required',
      'checklist.summaryAll': '{total} items, all required',
    },
    es: {
      'checklist.title': 'Qué necesitas',
      'checklist.required': 'Obligatorio',
      'checklist.optional': 'Opcional',
      'checklist.summary': '{total} elementos, {required} obligatorios',
      'checklist.summaryAll': '{total} elementos, todos obligatorios',
    },
  },
  examples: [
    {
      component: 'Checklist',
      title: 'Documents for your application',
      intro:
        'Upload them as PDF files in the application portal. We cannot assess an application until every required document has arrived.',
      groups: [
        {
          title: 'Academic record',
          items: [
            {
              title: 'Bachelor’s degree certificate',
              note: 'Or a letter from your university confirming the expected date of graduation.',
            },
            {
              title: 'Official academic transcript',
              note: 'Translated into English or Spanish by a sworn translator if issued in another language.',
            },
            { title: 'GMAT or GRE score report', required: false, note: 'Recommended if your degree is not in business or economics.' },
          ],
        },
        {
          title: 'About you',
          items: [
            { title: 'Curriculum vitae', note: 'Two pages at most, including your role in your family’s business, if any.' },
            {
              title: 'Two letters of reference',
              note: 'From an employer or a professor; referees can also send them directly.',
              link: { href: '/business-school/admissions/', text: 'How referees send their letters' },
            },
            { title: 'Passport or national identity card' },
            {
              title: 'English certificate (IELTS 6.5, TOEFL iBT 90 or equivalent)',
              required: false,
              note: 'Not needed if you studied in English.',
            },
          ],
        },
      ],
    },
    {
      component: 'Checklist',
      title: 'Requisitos para la beca Familia Empresaria',
      groups: [
        {
          items: [
            { title: 'Carta de admisión en un máster de la escuela' },
            { title: 'Declaración de la renta de la unidad familiar del último ejercicio' },
            {
              title: 'Carta de motivación',
              note: 'Una página: qué aportarás a la empresa familiar al terminar el máster.',
            },
            { title: 'Certificado de vinculación con la empresa familiar', required: false },
          ],
        },
      ],
    },
  ],
});

export type ChecklistProps = z.output<typeof definition.schema>;

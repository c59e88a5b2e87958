// Faq: frequently asked questions, optionally in groups, each answer opening under its question
// (native <details>, SPEC §4 "accordion: open and close states"). Unlike Accordion, it tells
// search engines what it is: the page's structured data gets an FAQPage of its questions and
// answers (SPEC §9 "Other": structured data), so they may be shown with the page's result.
import { z } from 'zod';
import type { FAQPage, Question } from 'schema-dts';
import { defineModule } from '../../define/define.ts';
import { RichTextSchema } from '../../define/rich-text.ts';

const QuestionSchema = z.strictObject({
  question: z.string().min(1),
  /** The answer, rich text (sanitised at sync). */
  answer: RichTextSchema,
});

export const definition = defineModule({
  name: 'Faq',
  family: 'tabs',
  description:
    "Questions as headings in native <details>, optionally in titled groups; the page's JSON-LD gets an FAQPage of them (below).",
  schema: z.strictObject({
    component: z.literal('Faq'),
    id: z.string().optional(),
    title: z.string().optional(),
    intro: z.string().optional(),
    /** Groups of questions, each under its own heading; one group without a title for a short list. */
    groups: z
      .array(
        z.strictObject({
          title: z.string().optional(),
          questions: z.array(QuestionSchema).min(1),
        }),
      )
      .min(1),
  }),
  structuredData: (faq, { url }) => {
    const questions: Question[] = faq.groups.flatMap((group) =>
      group.questions.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    );
    // One @id per page: two Faq modules on a page are one FAQPage to a reader of the graph.
    const page: FAQPage = { '@type': 'FAQPage', '@id': `${url}#faq`, mainEntity: questions };
    return [page];
  },
  strings: {
    en: { 'faq.title': 'Frequently asked questions' },
    es: { 'faq.title': 'Preguntas frecuentes' },
  },
  examples: [
    {
      component: 'Faq',
      title: 'Master in Family Business Management: questions and answers',
      groups: [
        {
          title: 'Admission',
          questions: [
            {
              question: 'Do I need to work in my family’s firm to apply?',
              answer:
                '<p>No. About a third of each cohort works elsewhere and joins the family firm later; what matters is that you expect to become an owner.</p>',
            },
            {
              question: 'Which English level is required?',
              answer:
                '<p>B2 or higher. If English is not your first language, send a certificate such as IELTS 6.5 or Cambridge First.</p>',
            },
          ],
        },
        {
          title: 'Fees and scholarships',
          questions: [
            {
              question: 'Can the fee be paid in instalments?',
              answer: '<p>Yes, in three instalments: on reserving your place, in February and in May.</p>',
            },
            {
              question: 'Who funds the scholarships?',
              answer:
                '<p>Partner families of the centre. See <a href="/education-and-training/">our programmes</a> for the current conditions.</p>',
            },
          ],
        },
      ],
    },
    {
      component: 'Faq',
      groups: [
        {
          questions: [
            {
              question: '¿Puedo compaginar el máster con mi trabajo?',
              answer: '<p>Sí. Las clases son en fines de semana alternos y el resto del trabajo se hace en línea.</p>',
            },
            {
              question: '¿Se entrega un título oficial?',
              answer: '<p>Sí, un título de máster oficial de 60 ECTS reconocido en todo el Espacio Europeo de Educación Superior.</p>',
            },
          ],
        },
      ],
    },
  ],
});

export type FaqProps = z.output<typeof definition.schema>;

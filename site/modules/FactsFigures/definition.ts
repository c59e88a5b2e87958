// FactsFigures: key figures as they are quoted — "1 in 2", "€2.4 bn", "412" — each with what it
// measures and the source it comes from (publisher, year, link), and a note for the whole set,
// e.g. how the figures were gathered. Unlike Statistics, whose figures are numbers that count up,
// these are static text that must always say where they come from.
import { z } from 'zod';
import { HrefSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'FactsFigures',
  family: 'collection',
  description:
    'Figures as quoted ("1 in 2", "€2.4 bn"), each with what it measures and its cited source; a note for the set. Static text, unlike Statistics\' counters.',
  reveal: true,
  schema: z.strictObject({
    component: z.literal('FactsFigures'),
    id: z.string().optional(),
    title: z.string().optional(),
    intro: z.string().optional(),
    items: z
      .array(
        z.strictObject({
          value: z.string().min(1).describe('The figure as it is quoted, e.g. 1 in 2, €2.4 bn, 89%'),
          label: z.string().min(1).describe('What it measures'),
          detail: z.string().optional().describe('A sentence of context'),
          source: z
            .strictObject({
              name: z.string().min(1).describe('Who published the figure'),
              year: z
                .string()
                .regex(/^\d{4}$/, { message: "Must be a year, e.g. '2026'" })
                .optional(),
              href: HrefSchema.optional(),
            })
            .optional(),
        }),
      )
      .min(1),
    note: z.string().optional().describe('A footnote for the whole set, e.g. how the figures were gathered'),
  }),
  strings: {
    en: { 'facts.source': 'Source' },
    es: { 'facts.source': 'Fuente' },
  },
  examples: [
    {
      component: 'FactsFigures',
      title: 'Family firms in figures',
      intro: 'Why the centre studies business families: what they weigh in the economies we work in.',
      items: [
        {
          value: '89%',
          label: 'of Spanish companies are family firms',
          source: { name: 'Instituto de la Empresa Familiar', year: '2025', href: 'https://iefamiliar.example.com/cifras' },
        },
        {
          value: '1 in 2',
          label: 'family firms has no written succession plan',
          detail: 'Among the 412 firms of our panel in Spain, Mexico and Colombia.',
          source: { name: 'Succession Barometer', year: '2026', href: '/research/reports/succession-barometer-2026/' },
        },
        { value: '67%', label: 'of private employment in Spain', source: { name: 'Instituto de la Empresa Familiar', year: '2025' } },
        {
          value: '30%',
          label: 'of family firms reach the third generation',
          detail: 'A figure quoted since the 1980s and confirmed by recent panels.',
        },
      ],
      note: 'Figures for Spain unless stated. Our own figures come from the 2026 Succession Barometer, fieldwork March–June 2026.',
    },
    {
      component: 'FactsFigures',
      title: 'La escuela en cifras',
      items: [
        {
          value: '3 de cada 4',
          label: 'alumnos del Executive MBA trabajan en una empresa familiar',
          source: { name: 'Encuesta de admisión', year: '2026' },
        },
        { value: '42', label: 'nacionalidades en las aulas', source: { name: 'Secretaría académica', year: '2026' } },
        { value: '95 %', label: 'de empleo a los tres meses del máster', source: { name: 'Informe de empleabilidad', year: '2025' } },
      ],
    },
  ],
});

export type FactsFiguresProps = z.output<typeof definition.schema>;

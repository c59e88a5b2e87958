// FeesTable: what a programme costs, how it can be paid in instalments and which scholarships
// reduce it (SPEC §3 "Program", "Scholarship": deadline, programmes). Three captioned tables,
// each header scoped to its column or row, amounts formatted in the page's language and currency.
import { z } from 'zod';
import { DateStringSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';

const amount = z.number().nonnegative().max(10_000_000);

export const definition = defineModule({
  name: 'FeesTable',
  family: 'collection',
  description:
    "Fees, the instalment plan and scholarships as three captioned tables, headers scoped, amounts in the page's currency format, each table in a focusable scroll region; notes below.",
  schema: z.strictObject({
    component: z.literal('FeesTable'),
    id: z.string().optional(),
    title: z.string().optional(),
    /** ISO 4217 code of every amount, e.g. EUR. */
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, { message: 'Must be a three-letter currency code such as EUR or USD' })
      .default('EUR'),
    fees: z
      .array(
        z.strictObject({
          label: z.string().min(1).describe('What is paid, e.g. "Tuition fee"'),
          amount,
          note: z.string().optional(),
        }),
      )
      .min(1),
    /** The payment plan of the total, in order. */
    instalments: z
      .array(z.strictObject({ label: z.string().min(1), due: DateStringSchema.describe('When it is due (ISO date)'), amount }))
      .default([]),
    scholarships: z
      .array(
        z.strictObject({
          name: z.string().min(1),
          /** What it covers, as written: "50 % of tuition", "€5,000". */
          value: z.string().min(1),
          eligibility: z.string().min(1).describe('Who can apply'),
          deadline: DateStringSchema.optional(),
        }),
      )
      .default([]),
    notes: z.array(z.string().min(1)).default([]),
  }),
  strings: {
    en: {
      'fees.title': 'Fees and scholarships',
      'fees.caption': 'Fees',
      'fees.item': 'Item',
      'fees.amount': 'Amount',
      'fees.note': 'Note',
      'fees.instalments': 'Payment in instalments',
      'fees.instalment': 'Instalment',
      'fees.due': 'Due',
      'fees.scholarships': 'Scholarships',
      'fees.scholarship': 'Scholarship',
      'fees.value': 'Covers',
      'fees.eligibility': 'Who can apply',
      'fees.deadline': 'Deadline',
      'fees.notes': 'Notes',
    },
    es: {
      'fees.title': 'Precios y becas',
      'fees.caption': 'Precios',
      'fees.item': 'Concepto',
      'fees.amount': 'Importe',
      'fees.note': 'Nota',
      'fees.instalments': 'Pago a plazos',
      'fees.instalment': 'Plazo',
      'fees.due': 'Vencimiento',
      'fees.scholarships': 'Becas',
      'fees.scholarship': 'Beca',
      'fees.value': 'Cubre',
      'fees.eligibility': 'Quién puede solicitarla',
      'fees.deadline': 'Plazo de solicitud',
      'fees.notes': 'Notas',
    },
  },
  examples: [
    {
      component: 'FeesTable',
      title: 'Fees and scholarships 2027',
      currency: 'EUR',
      fees: [
        { label: 'Tuition fee', amount: 9800, note: 'Includes materials and meals on campus weekends' },
        { label: 'Application fee', amount: 120, note: 'Deducted from the tuition fee once admitted' },
        { label: 'Optional study trip to Mexico City', amount: 1450 },
      ],
      instalments: [
        { label: 'Reservation of place', due: '2026-12-15', amount: 1960 },
        { label: 'Second instalment', due: '2027-02-01', amount: 3920 },
        { label: 'Third instalment', due: '2027-05-03', amount: 3920 },
      ],
      scholarships: [
        {
          name: 'Partner families scholarship',
          value: '50 % of tuition',
          eligibility: 'Successors of family firms with fewer than 50 employees',
          deadline: '2026-11-30',
        },
        { name: 'Alumni family discount', value: '15 % of tuition', eligibility: 'Relatives of alumni of the centre' },
      ],
      notes: ['Fees are exempt from VAT as higher education.', 'Companies may pay on behalf of participants; ask for an invoice.'],
    },
    {
      component: 'FeesTable',
      title: 'Precios y becas',
      fees: [
        { label: 'Matrícula', amount: 14500 },
        { label: 'Tasa de solicitud', amount: 90 },
      ],
      instalments: [
        { label: 'Reserva de plaza', due: '2027-06-30', amount: 2900 },
        { label: 'Resto de la matrícula', due: '2027-09-15', amount: 11600 },
      ],
      scholarships: [
        {
          name: 'Beca de excelencia',
          value: 'Hasta el 40 % de la matrícula',
          eligibility: 'Expediente académico de 8,5 o más',
          deadline: '2027-05-15',
        },
      ],
    },
  ],
});

export type FeesTableProps = z.output<typeof definition.schema>;

// The lines of a programme's fees table (a `FeesTable`'s `fees` and `instalments`): the usual
// fees and instalments have their labels in English and Spanish here, so a unit gives only the
// amounts, the dates and its notes.
import type { Bilingual } from '../../data/news.ts';
import { bi, textOf, type Text } from './text.ts';
import type { PageContext } from './types.ts';

/** The fees a programme charges, by the name a unit gives each. */
export const FEE_LABELS = {
  tuition: bi('Tuition fee', 'Matrícula'),
  tuitionPerYear: bi('Tuition fee per year', 'Matrícula anual'),
  application: bi('Application fee', 'Tasa de solicitud'),
  programme: bi('Programme fee', 'Precio del programa'),
  course: bi('Course fee', 'Precio del curso'),
} as const;

/** The instalments it is paid in. */
export const INSTALMENT_LABELS = {
  reservation: bi('Reservation of place', 'Reserva de plaza'),
  second: bi('Second instalment', 'Segundo plazo'),
  third: bi('Third instalment', 'Tercer plazo'),
  restOfFirstYear: bi('Rest of the first year', 'Resto del primer curso'),
} as const;

const labelOf = (ctx: PageContext, label: Bilingual<string>): string => ctx.L(label.en, label.es);

/** A line of `fees`: one of the usual fees, its amount in euros and a note where it has one. */
export const fee = (
  ctx: PageContext,
  name: keyof typeof FEE_LABELS,
  amount: number,
  note?: Text,
): { label: string; amount: number; note?: string } => ({
  label: labelOf(ctx, FEE_LABELS[name]),
  amount,
  ...(note === undefined ? {} : { note: textOf(ctx, note) }),
});

/** A line of `instalments`: one of the usual instalments, the day it is due and its amount. */
export const instalment = (
  ctx: PageContext,
  name: keyof typeof INSTALMENT_LABELS,
  due: string,
  amount: number,
): { label: string; due: string; amount: number } => ({ label: labelOf(ctx, INSTALMENT_LABELS[name]), due, amount });

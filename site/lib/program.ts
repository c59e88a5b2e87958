// How a programme's fields (SPEC §3 "Program") read to a visitor, in the page's language. The
// same labels are the facets lists filter by (SPEC §9 "Filter kinds") and the rows of the
// comparator (SPEC §2 "Comparator"), so a filter value, a card and a comparator cell agree.
// Browser-safe: the comparator runs it on the client too.
import type { ProgramFields } from '../../content/schema/index.ts';
import { formatDate } from './format-date.ts';

type Translate = (key: string, vars?: Record<string, string>) => string;

/** The rows of the comparator, in order; each is also a filter kind (SPEC §9). */
export const COMPARED_FIELDS = ['programType', 'format', 'location', 'duration', 'language', 'intake', 'academicArea', 'credits'] as const;
export type ComparedField = (typeof COMPARED_FIELDS)[number];

export const intakeLabel = (date: string, locale: string): string => formatDate(date, locale, { month: 'long', year: 'numeric' });

export function durationLabel(duration: ProgramFields['duration'], t: Translate): string {
  return t(`program.duration.${duration.unit}`, { amount: String(duration.amount) });
}

/** Facets of a programme in one language: filter kind → values. */
export function programFacets(program: ProgramFields, locale: string, t: Translate): Record<ComparedField, string[]> {
  return {
    programType: [t(`program.type.${program.programType}`)],
    format: [t(`program.format.${program.format}`)],
    location: program.location,
    duration: [durationLabel(program.duration, t)],
    language: program.language.map((language) => t(`program.language.${language}`)),
    intake: program.intake.map((date) => intakeLabel(date, locale)),
    academicArea: program.academicArea,
    credits: program.credits ? [t('program.creditsValue', { credits: String(program.credits) })] : [],
  };
}

/** A translate function over a plain table of strings (the pipeline's, or a page's site data). */
export const translator =
  (strings: Record<string, string>): Translate =>
  (key, vars) =>
    (strings[key] ?? key).replace(/\{(\w+)\}/g, (match, name: string) => vars?.[name] ?? match);

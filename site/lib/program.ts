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

/**
 * The family's request-information page in each language (the research centre's, answered by the
 * admissions team for every school): where a programme's actions lead when neither the programme
 * nor its site names a page.
 */
export const FAMILY_REQUEST_INFORMATION = { en: '/request-information/', es: '/es/solicitar-informacion/' } as const;

/** The tuition as a fact: '€19,800 a year', '28.500 € el programa completo'; whole units, as prices are quoted. */
export function feesLabel(fees: NonNullable<ProgramFields['fees']>, locale: string, t: Translate): string {
  const amount = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: fees.currency,
    maximumFractionDigits: Number.isInteger(fees.amount) ? 0 : 2,
  }).format(fees.amount);
  return t(`program.fees.${fees.per}`, { amount });
}

export function durationLabel(duration: ProgramFields['duration'], t: Translate): string {
  return t(`program.duration.${duration.unit}`, { amount: String(duration.amount) });
}

/** The experience a programme asks for, as a filter value and a fact: '3–7 years', '5+ years', 'No experience needed'. */
export function experienceLabel(years: NonNullable<ProgramFields['yearsOfExperience']>, t: Translate): string {
  if (years.max !== undefined) return t('program.experience.range', { min: String(years.min), max: String(years.max) });
  return years.min === 0 ? t('program.experience.none') : t('program.experience.from', { min: String(years.min) });
}

/** Filter kinds programme finders offer beside the comparator's rows (SPEC §9 "Filter kinds"). */
export const FINDER_FIELDS = [
  'schools',
  'modeOfStudy',
  'yearsOfExperience',
  'profiles',
  'stageTarget',
  'pathways',
  'pathwaysExecutive',
  'specializations',
  'subjectArea',
] as const;
export type FinderField = (typeof FINDER_FIELDS)[number];

/** What a programme finder filters by beside the comparator's rows; empty where the programme does not say. */
export function programFinderFacets(program: ProgramFields, t: Translate): Record<FinderField, string[]> {
  return {
    schools: program.school ? [program.school] : [],
    modeOfStudy: program.modeOfStudy ? [t(`program.mode.${program.modeOfStudy}`)] : [],
    yearsOfExperience: program.yearsOfExperience ? [experienceLabel(program.yearsOfExperience, t)] : [],
    profiles: program.profiles,
    stageTarget: program.stageTarget,
    pathways: program.pathways,
    pathwaysExecutive: program.pathwaysExecutive,
    specializations: program.specializations,
    // A programme's academic areas are the subjects it teaches.
    subjectArea: program.academicArea,
  };
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

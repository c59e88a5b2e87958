// SPEC §3 "Program" and "Specialization": the fields a programme page carries. Every label of
// SPEC §3 is a field here (location, format, duration, language, intake, brochure, study plan,
// residential periods, reasons why, for people who, to become, abstract, blogs); programme type
// and academic area are added because the list filters of SPEC §9 ask for them.
import { z } from 'zod';
import { DateStringSchema, LinkSchema, SlugSchema } from './common.ts';
import { DownloadSchema } from './entities.ts';

export const PROGRAM_TYPES = ['bachelor', 'master', 'executive', 'online', 'doctorate'] as const;
export const PROGRAM_FORMATS = ['face-to-face', 'online', 'blended'] as const;
/** Languages programmes are taught in (not the site's languages: a Spanish page may describe an English programme). */
export const TEACHING_LANGUAGES = ['en', 'es'] as const;

export const ProgramFieldsSchema = z.strictObject({
  /** Stable across languages: the comparator stores it, so a selection survives a language switch. */
  code: SlugSchema,
  programType: z.enum(PROGRAM_TYPES),
  format: z.enum(PROGRAM_FORMATS),
  /** Campuses or cities, at least one ('Madrid', 'Segovia'); an online programme names 'Online'. */
  location: z.array(z.string().min(1)).min(1),
  duration: z.strictObject({ amount: z.number().positive(), unit: z.enum(['weeks', 'months', 'years']) }),
  language: z.array(z.enum(TEACHING_LANGUAGES)).min(1),
  /** Start dates (ISO), earliest first. */
  intake: z.array(DateStringSchema).min(1),
  academicArea: z.array(z.string().min(1)).default([]),
  /** ECTS credits, when the programme is an official degree. */
  credits: z.number().int().positive().optional(),
  brochure: DownloadSchema.optional(),
  /** Terms or modules, each with its courses. */
  studyPlan: z.array(z.strictObject({ title: z.string().min(1), courses: z.array(z.string().min(1)).min(1) })).default([]),
  /** On-campus weeks of blended and executive programmes. */
  residentialPeriods: z
    .array(
      z.strictObject({ title: z.string().min(1), location: z.string().min(1), startDate: DateStringSchema, endDate: DateStringSchema }),
    )
    .default([]),
  reasonsWhy: z.array(z.strictObject({ title: z.string().min(1), text: z.string().min(1) })).default([]),
  forPeopleWho: z.array(z.string().min(1)).default([]),
  toBecome: z.array(z.string().min(1)).default([]),
  /** The short description cards, the hero and structured data use. */
  abstract: z.string().min(1),
  /** Blog posts about the programme. */
  blogs: z.array(LinkSchema.extend({ text: z.string().min(1) })).default([]),
});
export type ProgramFields = z.infer<typeof ProgramFieldsSchema>;

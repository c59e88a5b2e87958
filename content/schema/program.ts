// SPEC §3 "Program" and "Specialization": the fields a programme page carries. Every label of
// SPEC §3 is a field here (location, format, duration, language, intake, brochure, study plan,
// residential periods, reasons why, for people who, to become, abstract, blogs); programme type
// and academic area are added because the list filters of SPEC §9 ask for them.
import { z } from 'zod';
import { DateStringSchema, HrefSchema, LinkSchema, SlugSchema } from './common.ts';
import { DownloadSchema } from './entities.ts';

export const PROGRAM_TYPES = ['bachelor', 'master', 'executive', 'online', 'doctorate'] as const;
export const PROGRAM_FORMATS = ['face-to-face', 'online', 'blended'] as const;
/** Languages programmes are taught in (not the site's languages: a Spanish page may describe an English programme). */
export const TEACHING_LANGUAGES = ['en', 'es'] as const;
/** SPEC §9 "mode of study": how much of the week the programme takes, whatever its format. */
export const MODES_OF_STUDY = ['full-time', 'part-time'] as const;

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
  // What programme finders filter by (SPEC §9 "Filter kinds"), each optional: a programme that
  // does not say is simply not among the values. Free texts are in the page's language.
  /** The school that teaches it, as the school names itself ('Business School'): "schools". */
  school: z.string().min(1).optional(),
  /** "mode of study": full time or part time. */
  modeOfStudy: z.enum(MODES_OF_STUDY).optional(),
  /** "years of experience" asked of applicants: at least `min`, up to `max` when given; 0 means none needed. */
  yearsOfExperience: z
    .strictObject({ min: z.number().int().min(0), max: z.number().int().positive().optional() })
    .refine((years) => years.max === undefined || years.max > years.min, { message: 'Must be more than min', path: ['max'] })
    .optional(),
  /** "profiles": who it is meant for ('Recent graduates', 'Family business owners'). */
  profiles: z.array(z.string().min(1)).default([]),
  /** "stage target": the career stages it is for ('Early career', 'Senior executive'). */
  stageTarget: z.array(z.string().min(1)).default([]),
  /** "pathways": the degree pathways it belongs to ('Business and management'). */
  pathways: z.array(z.string().min(1)).default([]),
  /** "pathways executive": the executive-education pathways it belongs to ('Leadership', 'Governance'). */
  pathwaysExecutive: z.array(z.string().min(1)).default([]),
  /** "specializations": its specialisations' names, as their pages title them. */
  specializations: z.array(z.string().min(1)).default([]),
  /** ECTS credits, when the programme is an official degree. */
  credits: z.number().int().positive().optional(),
  brochure: DownloadSchema.optional(),
  /**
   * The tuition: an amount in an ISO 4217 currency, for each year, the whole programme or each
   * credit. Without it the page says to ask admissions, never an empty row.
   */
  fees: z
    .strictObject({
      amount: z.number().positive(),
      currency: z.string().regex(/^[A-Z]{3}$/, { message: "Must be an ISO 4217 currency code, e.g. 'EUR'" }),
      per: z.enum(['year', 'programme', 'credit']),
    })
    .optional(),
  /** Where the page's Apply action leads, when not the site's default (the header's `programActions`). */
  apply: HrefSchema.optional(),
  /** Where the page's Request-information action leads, when neither its own lead form nor the site's default. */
  requestInformation: HrefSchema.optional(),
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

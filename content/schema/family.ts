// Entities of SPEC §3 behind the rest of the family's templates: teachers, projects, stories,
// scholarships, EPIC awards and media items (videos, podcasts, articles, infographics). Field
// names follow the SPEC §3 labels; the extra fields are the ones lists filter by (SPEC §9).
import { z } from 'zod';
import { DateStringSchema, HrefSchema, ImageSchema, LinkSchema, SlugSchema } from './common.ts';

/** An ORCID iD (0000-0002-1825-0097) or its address. */
const OrcidSchema = z
  .string()
  .regex(/^(https:\/\/orcid\.org\/)?\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/, { message: "Must be an ORCID iD, e.g. '0000-0002-1825-0097'" });

/** SPEC §3 "Teacher": name, last name, position, contact, CV, LinkedIn, personal web, nationality, Orcid, Scopus, external link. */
export const TeacherFieldsSchema = z.strictObject({
  name: z.string().min(1),
  lastName: z.string().min(1),
  position: z.string().min(1),
  /** An e-mail address or a phone number. */
  contact: z.string().optional(),
  cv: HrefSchema.optional(),
  /** The CV's type and size ('PDF, 3 KB'), shown next to its link: sync measures a media library file (pipeline/sync/downloads.ts). */
  cvFormat: z.string().optional(),
  linkedin: HrefSchema.optional(),
  personalWeb: HrefSchema.optional(),
  nationality: z.string().optional(),
  orcid: OrcidSchema.optional(),
  /** The author's Scopus profile address. */
  scopus: HrefSchema.optional(),
  externalLink: LinkSchema.optional(),
  /** The lists filter by these (SPEC §9 "academic area", "faculty category", "gender"). */
  academicArea: z.string().optional(),
  facultyCategory: z.string().optional(),
  gender: z.string().optional(),
  /** The department the teacher belongs to (SPEC §9 "unit") and the research centres they work in ("centers"). */
  unit: z.string().min(1).optional(),
  centers: z.array(z.string().min(1)).default([]),
  image: ImageSchema.optional(),
});
export type TeacherFields = z.infer<typeof TeacherFieldsSchema>;

/** SPEC §3 "Project": program, author (a teacher or a student), tutor, project link, subject, date. */
export const ProjectFieldsSchema = z.strictObject({
  program: z.string().min(1),
  author: z.strictObject({ name: z.string().min(1), role: z.enum(['teacher', 'student']) }),
  tutor: z.string().optional(),
  projectLink: LinkSchema.optional(),
  subject: z.string().min(1),
  date: DateStringSchema,
  academicArea: z.string().optional(),
  /** Who pays for a research project, e.g. a ministry or a foundation, as its funder names itself. */
  funder: z.string().optional(),
  /** The day a research project ends or ended: lists call it ongoing until then, completed after. */
  endDate: DateStringSchema.optional(),
});
export type ProjectFields = z.infer<typeof ProjectFieldsSchema>;

/** SPEC §3 "Story": program studied, about me (and whose story it is). */
export const StoryFieldsSchema = z.strictObject({
  name: z.string().min(1),
  programStudied: z.string().min(1),
  aboutMe: z.string().min(1),
  nationality: z.string().optional(),
  /** The graduation year: lists filter by it. */
  year: z
    .string()
    .regex(/^\d{4}$/, { message: "Must be a year, e.g. '2024'" })
    .optional(),
  /** SPEC §9 "study type": bachelor, master, executive … in the page's language. */
  studyType: z.string().optional(),
  image: ImageSchema.optional(),
});
export type StoryFields = z.infer<typeof StoryFieldsSchema>;

/** SPEC §3 "Scholarship": deadline, gender, nationality, country of residence, programs, schools, type of degree. */
export const ScholarshipSchema = z.strictObject({
  /** Stable across languages: an anchor on the list page. */
  id: SlugSchema,
  title: z.string().min(1),
  summary: z.string().min(1),
  /** The last day to apply (SPEC §4: shown closed once it has passed, at view time). */
  deadline: DateStringSchema,
  scholarshipType: z.string().min(1),
  /** Who may apply; empty means anyone. */
  gender: z.array(z.string().min(1)).default([]),
  nationality: z.array(z.string().min(1)).default([]),
  countryOfResidence: z.array(z.string().min(1)).default([]),
  /** World regions it is meant for ('Latin America'): SPEC §9 "region". */
  region: z.array(z.string().min(1)).default([]),
  programs: z.array(z.string().min(1)).default([]),
  schools: z.array(z.string().min(1)).default([]),
  typeOfDegree: z.array(z.string().min(1)).default([]),
  /** What it covers, e.g. { amount: 12000, currency: 'EUR' }; a share of the fee otherwise. */
  amount: z.strictObject({ value: z.number().positive(), currency: z.string().regex(/^[A-Z]{3}$/) }).optional(),
  coverage: z.string().optional(),
  applyLink: LinkSchema.optional(),
});
export type Scholarship = z.infer<typeof ScholarshipSchema>;

/** SPEC §3 "EPIC award": winner or nominated, category. */
export const EpicAwardFieldsSchema = z.strictObject({
  status: z.enum(['winner', 'nominated'], { message: "Must be 'winner' or 'nominated'" }),
  category: z.string().min(1),
  /** The edition, e.g. '2026'. */
  edition: z.string().regex(/^\d{4}$/, { message: "Must be a year, e.g. '2026'" }),
  /** Who is nominated: a person, a team or a company. */
  candidate: z.string().min(1),
  organization: z.string().optional(),
});
export type EpicAwardFields = z.infer<typeof EpicAwardFieldsSchema>;

/**
 * A video on the video site: sync fills `thumbnail` from `youtubeId` (pipeline/sync/media-thumbnails.ts),
 * so the build encodes it like any other image and visitors never call the video site for it.
 */
export const VideoRefSchema = z.strictObject({
  youtubeId: z.string().regex(/^[\w-]{11}$/, { message: "Must be the video's 11-character id, e.g. 'dQw4w9WgXcQ'" }),
  thumbnail: ImageSchema.optional(),
  /** ISO 8601 duration, e.g. 'PT12M30S' (VideoObject.duration). */
  duration: z
    .string()
    .regex(/^PT(\d+H)?(\d+M)?(\d+S)?$/, { message: "Must be an ISO 8601 duration, e.g. 'PT12M30S'" })
    .optional(),
});
export type VideoRef = z.infer<typeof VideoRefSchema>;

/** A media item held by a list page: an article, a blog post, an infographic or a podcast episode. */
export const MediaItemSchema = z.strictObject({
  id: SlugSchema,
  kind: z.enum(['article', 'blog', 'infographic', 'podcast']),
  title: z.string().min(1),
  summary: z.string().optional(),
  date: DateStringSchema,
  /** Where it is read or heard: a page of the site or another site. */
  href: HrefSchema,
  image: ImageSchema.optional(),
  topic: z.string().optional(),
  /** Who wrote it or speaks in it, as the byline reads: an opinion article's author, a podcast's guest. */
  author: z.string().optional(),
  /**
   * Infographics: everything the picture tells, in words (its figures and what they compare), for
   * whoever cannot see it. The image's alt text only names it; cards offer this as the text version.
   */
  description: z.string().optional(),
  /** Podcasts only (SPEC §9 "podcast type"): interview, series, talk … */
  podcastType: z.string().optional(),
  /** A podcast episode hosted on the audio site: sync resolves its thumbnail. */
  podcastEpisodeId: z.string().optional(),
  thumbnail: ImageSchema.optional(),
});
export type MediaItem = z.infer<typeof MediaItemSchema>;

// Entities of SPEC §3 that the research centre shows: publications, events and people.
// Each is the content of a detail template (or, for people, an entry of a PersonList page);
// their fields follow the labels of SPEC §3.
import { z } from 'zod';
import { DateStringSchema, HrefSchema, ImageSchema, LinkSchema, SlugSchema } from './common.ts';

/** SPEC §3 "Publication": date, author(s), organization, ISBN, publication, publicationType, academic area(s), citation. */
export const PublicationFieldsSchema = z.strictObject({
  date: DateStringSchema,
  authors: z.array(z.string().min(1)).min(1),
  organization: z.string().optional(),
  isbn: z
    .string()
    .regex(/^(97[89])?[\d-]{9,16}[\dX]$/, { message: "Must be an ISBN-10 or ISBN-13, e.g. '978-84-09-12345-6'" })
    .optional(),
  /** Where it appeared: a journal, a book, a report series. */
  publication: z.string().optional(),
  publicationType: z.string().min(1),
  academicAreas: z.array(z.string().min(1)).default([]),
  citation: z.string().optional(),
  /** How research assessment classifies it ('Indexed journal', 'Working paper'): SPEC §9 "classification type". */
  classification: z.string().min(1).optional(),
  /** The research centres it comes from: SPEC §9 "centers". */
  centers: z.array(z.string().min(1)).default([]),
});
export type PublicationFields = z.infer<typeof PublicationFieldsSchema>;

/** SPEC §3 "Event": types hybrid, face to face, online. */
export const EVENT_TYPES = ['hybrid', 'face-to-face', 'online'] as const;
export const EventTypeSchema = z.enum(EVENT_TYPES, { message: "Must be 'hybrid', 'face-to-face' or 'online'" });
export type EventType = z.infer<typeof EventTypeSchema>;

/** SPEC §3 "Event": info and register actions. */
export const EventFieldsSchema = z
  .strictObject({
    eventType: EventTypeSchema,
    startDate: DateStringSchema,
    endDate: DateStringSchema.optional(),
    /** Venue and city; required unless the event is online. */
    location: z.string().optional(),
    /** Where it takes place, in the page's language ('Spain', 'Europe'): SPEC §9 "country" and "region". */
    country: z.string().min(1).optional(),
    region: z.string().min(1).optional(),
    /** The centres that organise it: SPEC §9 "centers" (events by centre). */
    centers: z.array(z.string().min(1)).default([]),
    infoLink: LinkSchema.optional(),
    registerLink: LinkSchema.optional(),
  })
  .refine((event) => event.eventType === 'online' || Boolean(event.location), {
    message: 'Required for hybrid and face-to-face events: where it takes place',
    path: ['location'],
  });
export type EventFields = z.infer<typeof EventFieldsSchema>;

/** A person the centre presents: a team member or a partner (SPEC §3 entities). */
export const PersonSchema = z
  .strictObject({
    /** Stable across languages: distributors in manual mode name people by it. */
    id: SlugSchema,
    kind: z.enum(['member', 'partner']),
    /** A member's first name, or a partner organisation's name. */
    name: z.string().min(1),
    lastName: z.string().optional(),
    /** A member's position, or what the partner does with the centre. */
    position: z.string().min(1),
    /** A member's research area or a partner's sector: the list filters by it. */
    area: z.string().optional(),
    bio: z.string().optional(),
    image: ImageSchema.optional(),
    /** A partner's logo (logo collection); without it the name is shown. */
    logo: ImageSchema.optional(),
    email: z.email().optional(),
    linkedin: HrefSchema.optional(),
    website: HrefSchema.optional(),
  })
  .refine((person) => person.kind === 'partner' || Boolean(person.lastName), {
    message: 'Required for team members',
    path: ['lastName'],
  });
export type Person = z.infer<typeof PersonSchema>;

/** A downloadable file (reports, programmes, presentations). */
export const DownloadSchema = z.strictObject({
  title: z.string().min(1),
  href: HrefSchema,
  /** Shown next to the title so a visitor knows what they get, e.g. 'PDF, 2.4 MB'. */
  format: z.string().optional(),
});
export type Download = z.infer<typeof DownloadSchema>;

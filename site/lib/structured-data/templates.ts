// Structured-data builders that template definitions use (SPEC §9 "Other"): NewsArticle for news,
// Event for events, ScholarlyArticle or Report for publications, Person for team members.
// Each template names its builder in its own definition.ts; nothing here is keyed by template name.
// Template fields follow the entity labels of SPEC §3; a field a template lacks is left out.
import type {
  Course,
  EducationalOccupationalProgram,
  Event,
  NewsArticle,
  Organization,
  Person,
  Place,
  Report,
  ScholarlyArticle,
  Thing,
  VirtualLocation,
} from 'schema-dts';
import { absoluteUrl, isoDate } from '../alternates.ts';
import { publishedImageUrl } from '../social-image.ts';
import type { Node, TemplateInput } from './types.ts';

type Fields = Record<string, unknown>;

const text = (fields: Fields, key: string): string | undefined => {
  const value = fields[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
};
const texts = (fields: Fields, key: string): string[] => {
  const value = fields[key];
  if (typeof value === 'string' && value.trim() !== '') return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : [];
};
const record = (fields: Fields, key: string): Fields | undefined => {
  const value = fields[key];
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : undefined;
};
const records = (fields: Fields, key: string): Fields[] => {
  const value = fields[key];
  return Array.isArray(value) ? value.filter((item): item is Fields => typeof item === 'object' && item !== null) : [];
};
/** The href of a SPEC §3 link object, made absolute. */
const linkUrl = (input: TemplateInput, link: Fields | undefined): string | undefined => {
  const href = link ? (text(link, 'linkToURL') ?? text(link, 'href')) : undefined;
  return href && !href.startsWith('#') && !/^(mailto|tel):/i.test(href) ? absoluteUrl(input.site, href) : undefined;
};
const imageUrl = (input: TemplateInput, fields: Fields, key = 'image'): string | undefined => {
  const image = record(fields, key);
  const url = image ? text(image, 'url') : undefined;
  return url ? publishedImageUrl(input.site, url, input.images) : undefined;
};
/** Only keys with a value: JSON-LD with empty properties is noise. */
function defined<T extends object>(node: T): T {
  return Object.fromEntries(
    Object.entries(node).filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0)),
  ) as T;
}

export function newsArticle(input: TemplateInput): Array<Node<Thing>> {
  const { page, template, url } = input;
  const headline = text(template, 'title') ?? page.title;
  const author = text(template, 'author');
  const node: Node<NewsArticle> = defined({
    '@type': 'NewsArticle' as const,
    headline: headline.length > 110 ? `${headline.slice(0, 109)}…` : headline,
    description: text(template, 'summary') ?? page.metaDescription ?? undefined,
    datePublished: isoDate(text(template, 'date') ?? page.published),
    dateModified: isoDate(page.modified ?? text(template, 'date') ?? page.published),
    image: imageUrl(input, template),
    articleSection: text(template, 'category'),
    author: author ? { '@type': 'Person' as const, name: author } : input.publisher,
    publisher: input.publisher,
    inLanguage: page.locale,
    mainEntityOfPage: url,
    url,
  });
  return [node];
}

/** SPEC §3 "Event": hybrid, face to face, online. */
const ATTENDANCE = {
  hybrid: 'https://schema.org/MixedEventAttendanceMode',
  'face-to-face': 'https://schema.org/OfflineEventAttendanceMode',
  online: 'https://schema.org/OnlineEventAttendanceMode',
} as const;

export function event(input: TemplateInput): Array<Node<Thing>> {
  const { page, template, url } = input;
  const type = text(template, 'eventType') as keyof typeof ATTENDANCE | undefined;
  const venue = text(template, 'location');
  const joinUrl = linkUrl(input, record(template, 'registerLink')) ?? linkUrl(input, record(template, 'infoLink')) ?? url;
  const place: Node<Place> | undefined = venue && type !== 'online' ? { '@type': 'Place', name: venue, address: venue } : undefined;
  const virtual: Node<VirtualLocation> | undefined =
    type === 'online' || type === 'hybrid' ? { '@type': 'VirtualLocation', url: joinUrl } : undefined;
  const location = [place, virtual].filter((item) => item !== undefined);
  const node: Node<Event> = defined({
    '@type': 'Event' as const,
    name: text(template, 'title') ?? page.title,
    description: text(template, 'summary') ?? page.metaDescription ?? undefined,
    startDate: isoDate(text(template, 'startDate') ?? text(template, 'date')),
    endDate: isoDate(text(template, 'endDate')),
    eventStatus: 'https://schema.org/EventScheduled' as const,
    eventAttendanceMode: type && type in ATTENDANCE ? ATTENDANCE[type] : undefined,
    location: location.length === 1 ? location[0] : location,
    image: imageUrl(input, template),
    organizer: input.publisher,
    inLanguage: page.locale,
    url,
  });
  return [node];
}

/** SPEC §3 "Publication": a report when its type says so, otherwise a scholarly article. */
export function publication(input: TemplateInput): Array<Node<Thing>> {
  const { page, template, url } = input;
  const publicationType = text(template, 'publicationType');
  const isReport = /report|informe/i.test(publicationType ?? '') || /\/(reports|informes)\//.test(page.path);
  const organization = text(template, 'organization');
  const isbn = text(template, 'isbn');
  const venue = text(template, 'publication');
  const common = defined({
    headline: text(template, 'title') ?? page.title,
    name: text(template, 'title') ?? page.title,
    description: text(template, 'summary') ?? page.metaDescription ?? undefined,
    datePublished: isoDate(text(template, 'date') ?? page.published),
    dateModified: isoDate(page.modified ?? undefined),
    author: texts(template, 'authors').map((name) => ({ '@type': 'Person' as const, name })),
    publisher: organization ? ({ '@type': 'Organization', name: organization } as Node<Organization>) : input.publisher,
    genre: publicationType,
    keywords: texts(template, 'academicAreas').join(', ') || undefined,
    identifier: isbn ? { '@type': 'PropertyValue' as const, propertyID: 'ISBN', value: isbn } : undefined,
    isPartOf: venue ? { '@type': 'CreativeWork' as const, name: venue } : undefined,
    image: imageUrl(input, template),
    inLanguage: page.locale,
    url,
  });
  const node: Node<Report> | Node<ScholarlyArticle> = isReport
    ? { '@type': 'Report', ...common }
    : { '@type': 'ScholarlyArticle', ...common };
  return [node];
}

/** SPEC §3 "Teacher" / team member fields → Person; a partner organisation → Organization. */
function person(input: TemplateInput, fields: Fields, url: string): Node<Person> | Node<Organization> {
  const first = text(fields, 'name') ?? '';
  const last = text(fields, 'lastName') ?? text(fields, 'surname');
  const orcid = text(fields, 'orcid');
  const sameAs = [
    text(fields, 'linkedin'),
    text(fields, 'website') ?? text(fields, 'personalWeb'),
    orcid ? (orcid.startsWith('http') ? orcid : `https://orcid.org/${orcid}`) : undefined,
    text(fields, 'scopus'),
    text(fields, 'externalLink'),
  ].filter((value): value is string => value !== undefined && /^https?:\/\//.test(value));
  const email = text(fields, 'email') ?? text(fields, 'contact');
  if (text(fields, 'kind') === 'partner') {
    return defined({
      '@type': 'Organization' as const,
      name: first,
      description: text(fields, 'position'),
      logo: imageUrl(input, fields, 'logo'),
      sameAs,
      url: sameAs[0] ?? url,
    });
  }
  const nationality = text(fields, 'nationality');
  return defined({
    '@type': 'Person' as const,
    name: [first, last].filter(Boolean).join(' '),
    givenName: first || undefined,
    familyName: last,
    jobTitle: text(fields, 'position'),
    description: text(fields, 'bio') ?? text(fields, 'aboutMe'),
    email: email && email.includes('@') ? `mailto:${email.replace(/^mailto:/, '')}` : undefined,
    image: imageUrl(input, fields),
    nationality: nationality ? { '@type': 'Country' as const, name: nationality } : undefined,
    knowsAbout: text(fields, 'area'),
    sameAs,
    worksFor: input.publisher,
    url,
  });
}

/** A list of team members (and partners): one node each, addressed by their anchor on the page. */
export function personList(input: TemplateInput): Array<Node<Thing>> {
  const people = records(input.template, 'people');
  return people.map((entry) => person(input, entry, text(entry, 'id') ? `${input.url}#${text(entry, 'id')}` : input.url));
}

const ISO_UNIT = { weeks: 'W', months: 'M', years: 'Y' } as const;
const PROGRAM_MODE = { 'face-to-face': 'onsite', online: 'online', blended: 'blended' } as const;

/**
 * SPEC §3 "Program": degree programmes (bachelor, master, online, doctorate) are an
 * EducationalOccupationalProgram; executive programmes, short and without a degree, a Course
 * with one instance per intake. `template.program` holds the SPEC §3 fields.
 */
export function program(input: TemplateInput): Array<Node<Thing>> {
  const { page, template, url } = input;
  const fields = record(template, 'program') ?? {};
  const duration = record(fields, 'duration');
  const amount = duration?.amount;
  const unit = duration ? (text(duration, 'unit') as keyof typeof ISO_UNIT | undefined) : undefined;
  const timeToComplete = typeof amount === 'number' && unit ? `P${amount}${ISO_UNIT[unit]}` : undefined;
  const format = text(fields, 'format') as keyof typeof PROGRAM_MODE | undefined;
  const mode = format ? PROGRAM_MODE[format] : undefined;
  const intakes = texts(fields, 'intake');
  const languages = texts(fields, 'language');
  const locations = texts(fields, 'location');
  const name = text(template, 'title') ?? page.title;
  const description = text(fields, 'abstract') ?? page.metaDescription ?? undefined;
  const credits = typeof fields.credits === 'number' ? fields.credits : undefined;
  if (text(fields, 'programType') === 'executive') {
    const course: Node<Course> = defined({
      '@type': 'Course' as const,
      name,
      description,
      url,
      inLanguage: languages,
      provider: input.publisher,
      timeRequired: timeToComplete,
      hasCourseInstance: intakes.map((startDate) =>
        defined({
          '@type': 'CourseInstance' as const,
          courseMode: mode,
          startDate: isoDate(startDate),
          location: locations.join(', ') || undefined,
        }),
      ),
    });
    return [course];
  }
  const node: Node<EducationalOccupationalProgram> = defined({
    '@type': 'EducationalOccupationalProgram' as const,
    name,
    description,
    url,
    image: imageUrl(input, template, 'image'),
    inLanguage: languages,
    provider: input.publisher,
    timeToComplete,
    educationalProgramMode: mode,
    programType: text(fields, 'programType'),
    startDate: isoDate(intakes[0]),
    numberOfCredits: credits,
    occupationalCategory: texts(fields, 'toBecome'),
  });
  return [node];
}

/** A specialisation is a Course of its programme's provider. */
export function course(input: TemplateInput): Array<Node<Thing>> {
  const { page, template, url } = input;
  const node: Node<Course> = defined({
    '@type': 'Course' as const,
    name: text(template, 'title') ?? page.title,
    description: text(template, 'summary'),
    url,
    provider: input.publisher,
    inLanguage: page.locale,
    syllabusSections: texts(template, 'courses').map((name) => ({ '@type': 'Syllabus' as const, name })),
  });
  return [node];
}

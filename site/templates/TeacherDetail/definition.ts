// A teacher's page (SPEC §3 "Teacher"): every field of the entity, shown as a profile, and a
// schema.org Person whose sameAs names the teacher's Orcid, Scopus and LinkedIn profiles.
import type { Person } from 'schema-dts';
import { z } from 'zod';
import { TeacherFieldsSchema } from '../../../content/schema/index.ts';
import { absoluteUrl } from '../../lib/alternates.ts';
import { publishedImageUrl } from '../../lib/social-image.ts';
import { defineTemplate } from '../../define/define.ts';
import { RichTextSchema } from '../../define/rich-text.ts';
import { ModuleListSchema } from '../../define/module-list.ts';

const schema = z.strictObject({
  templateType: z.literal('TeacherDetail'),
  teacher: TeacherFieldsSchema,
  /** A short biography: the card's summary and the page's lead. */
  summary: z.string().min(1),
  body: RichTextSchema,
  mainSection: ModuleListSchema.default([]),
});

export type TeacherDetailTemplate = z.output<typeof schema>;

export const teacherName = (teacher: TeacherDetailTemplate['teacher']) => `${teacher.name} ${teacher.lastName}`;

/** An ORCID iD as its address, which is what sameAs needs. */
export const orcidUrl = (orcid: string) => (orcid.startsWith('https://') ? orcid : `https://orcid.org/${orcid}`);

export const definition = defineTemplate({
  name: 'TeacherDetail',
  schema,
  search: 'teacher',
  openGraph: 'website',
  images: (template) => [[template.teacher.image, 'profile']],
  structuredData: ({ template, site, url, publisher, images }) => {
    const { teacher } = template;
    const sameAs = [
      teacher.orcid ? orcidUrl(teacher.orcid) : undefined,
      teacher.scopus,
      teacher.linkedin,
      teacher.personalWeb,
      teacher.externalLink?.href ?? teacher.externalLink?.linkToURL,
    ].filter((href): href is string => href !== undefined && /^https?:\/\//.test(href));
    const email = teacher.contact?.includes('@') ? `mailto:${teacher.contact.replace(/^mailto:/, '')}` : undefined;
    const node: Exclude<Person, string> = {
      '@type': 'Person',
      name: teacherName(teacher),
      givenName: teacher.name,
      familyName: teacher.lastName,
      jobTitle: teacher.position,
      description: template.summary,
      worksFor: publisher,
      url,
      sameAs,
      ...(email ? { email } : {}),
      ...(teacher.nationality ? { nationality: { '@type': 'Country', name: teacher.nationality } } : {}),
      ...(teacher.academicArea ? { knowsAbout: teacher.academicArea } : {}),
      ...(teacher.image ? { image: publishedImageUrl(site, teacher.image.url, images) } : {}),
      ...(teacher.cv ? { subjectOf: { '@type': 'DigitalDocument', name: 'CV', url: absoluteUrl(site, teacher.cv) } } : {}),
    };
    return [node];
  },
  card: (page, template) => ({
    kind: 'person',
    id: page.id,
    title: teacherName(template.teacher),
    url: page.path,
    label: template.teacher.position,
    summary: template.summary,
    ...(template.teacher.image ? { image: template.teacher.image } : {}),
    facets: {
      academicArea: template.teacher.academicArea ? [template.teacher.academicArea] : [],
      facultyCategory: template.teacher.facultyCategory ? [template.teacher.facultyCategory] : [],
      nationality: template.teacher.nationality ? [template.teacher.nationality] : [],
      gender: template.teacher.gender ? [template.teacher.gender] : [],
      unit: template.teacher.unit ? [template.teacher.unit] : [],
      centers: template.teacher.centers,
    },
  }),
  examples: [
    {
      templateType: 'TeacherDetail',
      teacher: {
        name: 'Laura',
        lastName: 'Méndez',
        position: 'Professor of Strategy',
        contact: 'laura.mendez@ibera.edu',
        cv: '/media/cv-laura-mendez.pdf',
        linkedin: 'https://www.linkedin.com/in/laura-mendez-ibera/',
        personalWeb: 'https://lauramendez.example.org/',
        nationality: 'Spanish',
        orcid: '0000-0002-1825-0097',
        scopus: 'https://www.scopus.com/authid/detail.uri?authorId=57190000001',
        externalLink: { href: 'https://scholar.example.org/laura-mendez', text: 'Google Scholar' },
        academicArea: 'Strategy',
        facultyCategory: 'Full professor',
        gender: 'Female',
        image: { url: '/media/portrait-1.jpg', width: 800, height: 1000, alt: 'Laura Méndez' },
      },
      summary: 'Twenty years of research on how family firms plan succession and govern growth.',
      body: '<p>Laura teaches strategy in the MBA and leads the succession research line.</p>',
    },
  ],
});

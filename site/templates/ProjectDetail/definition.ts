// A project (SPEC §3 "Project"): programme, author (a teacher or a student), tutor, project link,
// subject and date; a schema.org CreativeWork with its author and tutor.
import type { CreativeWork } from 'schema-dts';
import { z } from 'zod';
import { ImageSchema, ProjectFieldsSchema } from '../../../content/schema/index.ts';
import { absoluteUrl, isoDate } from '../../lib/alternates.ts';
import { publishedImageUrl } from '../../lib/social-image.ts';
import { defineTemplate } from '../../define/define.ts';
import { yearOf } from '../../define/list-template.ts';
import { RichTextSchema } from '../../define/rich-text.ts';
import { ModuleListSchema } from '../../define/module-list.ts';

const schema = z.strictObject({
  templateType: z.literal('ProjectDetail'),
  title: z.string().min(1),
  summary: z.string().min(1),
  project: ProjectFieldsSchema,
  image: ImageSchema.optional(),
  body: RichTextSchema,
  mainSection: ModuleListSchema.default([]),
});

export type ProjectDetailTemplate = z.output<typeof schema>;

export const definition = defineTemplate({
  name: 'ProjectDetail',
  schema,
  images: (template) => [[template.image, 'hero']],
  structuredData: ({ template, page, site, url, publisher, images }) => {
    const { project } = template;
    const link = project.projectLink?.href ?? project.projectLink?.linkToURL;
    const node: Exclude<CreativeWork, string> = {
      '@type': 'CreativeWork',
      name: template.title,
      headline: template.title,
      description: template.summary,
      author: { '@type': 'Person', name: project.author.name },
      ...(project.tutor ? { contributor: { '@type': 'Person', name: project.tutor } } : {}),
      about: project.subject,
      ...(isoDate(project.date) ? { dateCreated: isoDate(project.date) } : {}),
      isPartOf: { '@type': 'Course', name: project.program },
      ...(project.academicArea ? { keywords: project.academicArea } : {}),
      ...(link && /^https?:|^\//.test(link) ? { sameAs: absoluteUrl(site, link) } : {}),
      ...(template.image ? { image: publishedImageUrl(site, template.image.url, images) } : {}),
      publisher,
      inLanguage: page.locale,
      url,
    };
    return [node];
  },
  card: (page, template) => ({
    kind: 'page',
    id: page.id,
    title: template.title,
    url: page.path,
    date: template.project.date,
    label: template.project.program,
    summary: template.summary,
    ...(template.image ? { image: template.image } : {}),
    facets: {
      programs: [template.project.program],
      academicArea: template.project.academicArea ? [template.project.academicArea] : [],
      year: yearOf(template.project.date),
    },
  }),
  examples: [
    {
      templateType: 'ProjectDetail',
      title: 'A family protocol for a third-generation winery',
      summary: 'How a Rioja winery agreed who may work in the firm and how shares pass on.',
      project: {
        program: 'Executive MBA',
        author: { name: 'Marta Gil', role: 'student' },
        tutor: 'Laura Méndez',
        projectLink: { href: 'https://repository.example.org/handle/123', text: 'Read it in the repository' },
        subject: 'Family business governance',
        date: '2026-06-30',
        academicArea: 'Strategy',
      },
      image: { url: '/media/green-valley.jpg', width: 1920, height: 1080, alt: 'Vineyards in a green valley' },
      body: '<p>The project interviewed fourteen family members over six months.</p>',
    },
  ],
});

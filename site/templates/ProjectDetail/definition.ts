// A project (SPEC §3 "Project"): programme, author (a teacher or a student), tutor, project link,
// subject and date; a schema.org CreativeWork with its author and tutor.
import type { z } from 'zod';
import { ProjectFieldsSchema } from '../../../content/schema/index.ts';
import { absoluteUrl, isoDate } from '../../lib/alternates.ts';
import { defineTemplate } from '../../define/define.ts';
import { yearOf } from '../../define/list-template.ts';
import { workCard, workDetailSchema, workNode } from '../../define/work-detail.ts';

const schema = workDetailSchema('ProjectDetail', 'project', ProjectFieldsSchema);

export type ProjectDetailTemplate = z.output<typeof schema>;

export const definition = defineTemplate({
  name: 'ProjectDetail',
  schema,
  search: 'project',
  openGraph: 'website',
  images: (template) => [[template.image, 'hero']],
  structuredData: (input) => {
    const { project } = input.template;
    const link = project.projectLink?.href ?? project.projectLink?.linkToURL;
    return [
      workNode(input, {
        headline: input.template.title,
        author: { '@type': 'Person', name: project.author.name },
        ...(project.tutor ? { contributor: { '@type': 'Person', name: project.tutor } } : {}),
        about: project.subject,
        ...(isoDate(project.date) ? { dateCreated: isoDate(project.date) } : {}),
        isPartOf: { '@type': 'Course', name: project.program },
        ...(project.academicArea ? { keywords: project.academicArea } : {}),
        ...(link && /^https?:|^\//.test(link) ? { sameAs: absoluteUrl(input.site, link) } : {}),
      }),
    ];
  },
  card: (page, template) =>
    workCard(page, template, {
      date: template.project.date,
      ...(template.project.endDate ? { endDate: template.project.endDate } : {}),
      label: template.project.program,
      people: [template.project.author.name],
      ...(template.project.funder ? { facts: { funder: template.project.funder } } : {}),
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

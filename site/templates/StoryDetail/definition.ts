// A student's or graduate's story (SPEC §3 "Story": program studied, about me); a schema.org
// Article about the person who tells it.
import type { Article } from 'schema-dts';
import { z } from 'zod';
import { StoryFieldsSchema } from '../../../content/schema/index.ts';
import { isoDate } from '../../lib/alternates.ts';
import { publishedImageUrl } from '../../lib/social-image.ts';
import { defineTemplate } from '../../define/define.ts';
import { RichTextSchema } from '../../define/rich-text.ts';
import { ModuleListSchema } from '../../define/module-list.ts';

const schema = z.strictObject({
  templateType: z.literal('StoryDetail'),
  title: z.string().min(1),
  date: z.string().min(1),
  story: StoryFieldsSchema,
  body: RichTextSchema,
  mainSection: ModuleListSchema.default([]),
});

export type StoryDetailTemplate = z.output<typeof schema>;

export const definition = defineTemplate({
  name: 'StoryDetail',
  schema,
  search: 'story',
  openGraph: 'article',
  images: (template) => [[template.story.image, 'hero']],
  structuredData: ({ template, page, site, url, publisher, images }) => {
    const { story } = template;
    const node: Exclude<Article, string> = {
      '@type': 'Article',
      headline: template.title,
      name: template.title,
      description: story.aboutMe,
      about: {
        '@type': 'Person',
        name: story.name,
        ...(story.nationality ? { nationality: { '@type': 'Country', name: story.nationality } } : {}),
        alumniOf: publisher,
      },
      ...(isoDate(template.date) ? { datePublished: isoDate(template.date) } : {}),
      ...(story.image ? { image: publishedImageUrl(site, story.image.url, images) } : {}),
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
    date: template.date,
    label: `${template.story.name} · ${template.story.programStudied}`,
    summary: template.story.aboutMe,
    ...(template.story.image ? { image: template.story.image } : {}),
    facets: {
      programs: [template.story.programStudied],
      studyType: template.story.studyType ? [template.story.studyType] : [],
      nationality: template.story.nationality ? [template.story.nationality] : [],
      year: template.story.year ? [template.story.year] : [],
    },
  }),
  examples: [
    {
      templateType: 'StoryDetail',
      title: '“The MBA gave me the words to talk to my father about the company”',
      date: '2026-09-14',
      story: {
        name: 'Lucía Ferrer',
        programStudied: 'Executive MBA',
        aboutMe: 'Third generation of a ceramics firm in Castellón; now its managing director.',
        nationality: 'Spanish',
        year: '2024',
        studyType: 'Master',
        image: { url: '/media/portrait-3.jpg', width: 800, height: 1000, alt: 'Lucía Ferrer smiling in her office' },
      },
      body: '<p>I joined the programme while running export sales.</p>',
    },
  ],
});

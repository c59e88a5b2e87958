// What the detail templates of a single work share (a project, an EPIC award nomination): the
// page's schema — title, summary, the work's own fields under one key, an optional picture, the
// body and more modules — and the common parts of its schema.org CreativeWork and of its card.
// Pipeline-only (zod).
import type { CreativeWork } from 'schema-dts';
import { z } from 'zod';
import { ImageSchema, type Card, type Image, type Page } from '../../content/schema/index.ts';
import { publishedImageUrl } from '../lib/social-image.ts';
import type { StructuredInput } from './define.ts';
import { ModuleListSchema } from './module-list.ts';
import { RichTextSchema } from './rich-text.ts';

export function workDetailSchema<N extends string, K extends string, F extends z.ZodType>(templateType: N, key: K, fields: F) {
  return z.strictObject({
    templateType: z.literal(templateType),
    title: z.string().min(1),
    summary: z.string().min(1),
    ...({ [key]: fields } as Record<K, F>),
    image: ImageSchema.optional(),
    body: RichTextSchema,
    mainSection: ModuleListSchema.default([]),
  });
}

interface Work {
  title: string;
  summary: string;
  image?: Image | undefined;
}

/** The CreativeWork's name, description, picture, publisher, language and address; the template adds who made it. */
export function workNode<T extends Work>(
  { template, page, site, url, publisher, images }: StructuredInput<T>,
  own: Omit<Exclude<CreativeWork, string>, '@type'>,
): Exclude<CreativeWork, string> {
  return {
    '@type': 'CreativeWork',
    name: template.title,
    description: template.summary,
    ...own,
    ...(template.image ? { image: publishedImageUrl(site, template.image.url, images) } : {}),
    publisher,
    inLanguage: page.locale,
    url,
  };
}

/** The work's card: its title, summary and picture, linking to its page; the template adds date, label and facets. */
export function workCard(page: Page, template: Work, own: Pick<Card, 'date' | 'endDate' | 'label' | 'facets' | 'people' | 'facts'>): Card {
  return {
    kind: 'page',
    id: page.id,
    title: template.title,
    url: page.path,
    ...own,
    summary: template.summary,
    ...(template.image ? { image: template.image } : {}),
  };
}

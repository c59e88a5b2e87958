import { z } from 'zod';
import type { Card } from '../../../content/schema/index.ts';
import { defineTemplate } from '../../lib/define.ts';
import { ModuleListSchema } from '../../modules/definitions.ts';

const schema = z.strictObject({
  templateType: z.literal('NewsList'),
  heroSection: ModuleListSchema.default([]),
  intro: z.string().optional(),
  /** SPEC §9: default list page size 50. */
  pageSize: z.number().int().positive().default(50),
  mainSection: ModuleListSchema.default([]),
});

export type NewsListTemplate = z.output<typeof schema> & { items: Card[] };

export const definition = defineTemplate({
  schema,
  // Every news page of the list's language, newest first, resolved at build.
  resolve: (template, context): NewsListTemplate => ({
    ...template,
    items: context.cards({
      mode: 'auto',
      sources: [{ structuredData: 'NewsDetail', filters: [], filterOperator: 'or', globalOperator: 'and' }],
      fixed: [],
      order: 'recent',
      allLanguages: false,
      preferenceLanguage: false,
      relations: 'off',
    }),
  }),
});

import { z } from 'zod';
import type { Card } from '../../../content/schema/index.ts';
import { defineTemplate } from '../../lib/define.ts';
import { listFields } from '../../lib/list-template.ts';

const schema = z.strictObject({
  templateType: z.literal('NewsList'),
  ...listFields,
  // News are filtered by year and topic unless the page says otherwise.
  filters: listFields.filters.unwrap().default(['year', 'topic']),
});

export type NewsListTemplate = z.output<typeof schema> & { items: Card[] };

export const definition = defineTemplate({
  schema,
  // Every news page of the list's language, newest first, resolved at build.
  resolve: (template, context): NewsListTemplate => ({
    ...template,
    items: context.cards(
      template.data ?? {
        mode: 'auto',
        sources: [{ structuredData: 'NewsDetail', filters: [], filterOperator: 'or', globalOperator: 'and' }],
        fixed: [],
        order: 'recent',
        allLanguages: false,
        preferenceLanguage: false,
        relations: 'off',
      },
    ),
  }),
});

import { z } from 'zod';
import type { Card } from '../../../content/schema/index.ts';
import { defineTemplate } from '../../lib/define.ts';
import { listFields, pagesBelow } from '../../lib/list-template.ts';

const schema = z.strictObject({
  templateType: z.literal('PublicationsList'),
  ...listFields,
});

export type PublicationsListTemplate = z.output<typeof schema> & { items: Card[] };

export const definition = defineTemplate({
  schema,
  // The PublicationDetail pages below this list's path unless the page names its own source; resolved at build.
  resolve: (template, context): PublicationsListTemplate => ({
    ...template,
    items: context.cards(template.data ?? pagesBelow(context.page.path, 'PublicationDetail')),
  }),
});

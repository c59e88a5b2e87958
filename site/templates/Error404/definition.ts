import { z } from 'zod';
import { LinkSchema } from '../../../content/schema/index.ts';
import { defineTemplate } from '../../define/define.ts';

export const definition = defineTemplate({
  name: 'Error404',
  search: false,
  openGraph: 'website',
  role: 'not-found',
  schema: z.strictObject({
    templateType: z.literal('Error404'),
    title: z.string().min(1),
    message: z.string().min(1),
    link: LinkSchema.optional(),
  }),
  examples: [
    {
      templateType: 'Error404',
      title: 'Page not found',
      message: 'The page you were looking for has moved or no longer exists. Our research, news and events are a click away.',
      link: { href: '/', text: 'Go to the home page' },
    },
  ],
});

export type Error404Template = z.output<typeof definition.schema>;

import { z } from 'zod';
import { defineTemplate } from '../../define/define.ts';
import { sitemapTree, type SitemapNode } from '../../lib/sitemap-entries.ts';

const schema = z.strictObject({
  templateType: z.literal('SitemapTemplate'),
  title: z.string().min(1),
  intro: z.string().optional(),
});

export type SitemapTemplateData = z.output<typeof schema> & { sections: SitemapNode[] };

export const definition = defineTemplate({
  name: 'SitemapTemplate',
  schema,
  search: false,
  openGraph: 'website',
  // SPEC §2 /sitemap/: the indexable pages of the page's language, from the same entries as
  // sitemap.xml, nested by path.
  resolve: (template, context): SitemapTemplateData => {
    if (!context.sitemap) throw new Error('SitemapTemplate: the build did not provide sitemap entries (ResolveContext.sitemap).');
    return { ...template, sections: sitemapTree(context.sitemap()) };
  },
  examples: [
    {
      templateType: 'SitemapTemplate',
      title: 'Sitemap',
      intro: 'Every page of the site, by section.',
    },
  ],
});

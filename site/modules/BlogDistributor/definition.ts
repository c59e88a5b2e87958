// Blog distributor (SPEC §2 "distributors for news, events, blog …"): blog posts held by
// ArticlesList pages (entities 'BlogPost', site/define/media-items.ts), resolved at build.
import { defineDistributor, type DistributorData } from '../../define/distributor.ts';

export const definition = defineDistributor('BlogDistributor', {
  family: 'distributor',
  description: 'Blog posts selected by a list data source, as cards.',
  examples: [
    {
      component: 'BlogDistributor',
      title: 'From the blog',
      data: { mode: 'auto', sources: [{ structuredData: 'BlogPost' }], quantity: 2 },
      link: { href: '/business-school/articles/', text: 'All articles' },
    },
  ],
});

export type BlogDistributorProps = DistributorData<'BlogDistributor'>;

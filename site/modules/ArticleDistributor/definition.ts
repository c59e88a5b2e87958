// ArticleDistributor: opinion and analysis articles by the faculty (the ArticlesList pages hold
// them, often published in outside reviews) as cards with the author and topic, newest first.
// Selected like any list, structuredData 'Article', e.g. filtered by 'topic:Succession'.
import { defineListDistributor, type ListDistributorData } from '../../define/distributor.ts';

export const definition = defineListDistributor('ArticleDistributor', {
  family: 'distributor',
  description: 'Article (held by ArticlesList).',
  strings: {
    en: { 'articles.by': 'By' },
    es: { 'articles.by': 'Por' },
  },
  examples: [
    {
      component: 'ArticleDistributor',
      title: 'Opinion',
      intro: 'Our faculty on the questions family firms ask, in the business press and our own review.',
      data: { mode: 'auto', sources: [{ structuredData: 'Article' }], quantity: 3 },
      link: { href: '/business-school/articles/', text: 'All articles' },
    },
    {
      component: 'ArticleDistributor',
      title: 'Artículos de opinión sobre finanzas',
      layout: 'list',
      data: { mode: 'auto', sources: [{ structuredData: 'Article', filters: ['topic:Finance'] }] },
      link: { href: '/es/business-school/articulos/', text: 'Todos los artículos' },
    },
  ],
});

export type ArticleDistributorProps = ListDistributorData<'ArticleDistributor'>;

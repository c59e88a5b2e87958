// RelatedContent: "read next" at the foot of a detail page: the items an editor picks (manual
// mode, by page id) or a source selects, of any kind (news, publications, events), as a grid of
// cards (the default), a list or the shared carousel.
import { defineLayoutDistributor, type LayoutDistributorData } from '../../define/distributor.ts';

export const definition = defineLayoutDistributor('RelatedContent', {
  family: 'distributor',
  description: 'Pages related to this one, chosen by the editor or a data source, as a grid, a list or a slider of cards.',
  strings: {
    en: { 'relatedContent.label': 'Related content' },
    es: { 'relatedContent.label': 'Contenido relacionado' },
  },
  examples: [
    {
      component: 'RelatedContent',
      title: 'Related',
      data: { mode: 'manual', fixed: ['news-succession', 'news-forum'] },
    },
    {
      component: 'RelatedContent',
      title: 'Read next',
      layout: 'list',
      data: { mode: 'manual', fixed: ['news-succession', 'news-forum'] },
    },
    {
      component: 'RelatedContent',
      layout: 'slider',
      data: {
        mode: 'auto',
        sources: [
          { structuredData: 'NewsDetail', globalOperator: 'or' },
          { structuredData: 'PublicationDetail', globalOperator: 'or' },
        ],
        quantity: 5,
      },
    },
  ],
});

export type RelatedContentProps = LayoutDistributorData<'RelatedContent'>;

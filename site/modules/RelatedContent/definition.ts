// RelatedContent: "read next" at the foot of a detail page: the items an editor picks (manual
// mode, by page id) or a source selects, of any kind (news, publications, events), as cards.
import { defineDistributor, type DistributorData } from '../../define/distributor.ts';

export const definition = defineDistributor('RelatedContent', {
  family: 'distributor',
  description: 'Pages related to this one, chosen by the editor or a data source, as cards.',
  examples: [
    {
      component: 'RelatedContent',
      title: 'Related',
      data: { mode: 'manual', fixed: ['news-succession', 'news-forum'] },
    },
  ],
});

export type RelatedContentProps = DistributorData<'RelatedContent'>;

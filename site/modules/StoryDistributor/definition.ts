// StoryDistributor: students' and graduates' stories (SPEC §3 "Story") as cards with whose story
// it is, the programme they studied and their class, so a programme page can show its own alumni.
// Selected like any list (SPEC §3 "List data source"), usually structuredData 'StoryDetail'
// filtered by 'programs:<programme>'.
import { defineListDistributor, type ListDistributorData } from '../../define/distributor.ts';

export const definition = defineListDistributor('StoryDistributor', {
  family: 'distributor',
  description: 'StoryDetail.',
  examples: [
    {
      component: 'StoryDistributor',
      title: 'Stories from our students',
      intro: 'Three graduates on what the programme changed in their family’s company.',
      data: { mode: 'auto', sources: [{ structuredData: 'StoryDetail' }], quantity: 3 },
      link: { href: '/business-school/student-stories/', text: 'Read all student stories' },
    },
    {
      component: 'StoryDistributor',
      title: 'Antiguos alumnos del Executive MBA',
      layout: 'list',
      data: { mode: 'auto', sources: [{ structuredData: 'StoryDetail', filters: ['programs:Executive MBA'] }] },
      link: { href: '/es/business-school/historias-de-alumnos/', text: 'Todas las historias' },
    },
  ],
});

export type StoryDistributorProps = ListDistributorData<'StoryDistributor'>;

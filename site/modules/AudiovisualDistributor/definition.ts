// AudiovisualDistributor: videos and podcast episodes as cards that say first what they are
// (video, podcast), then the episode's title, type, guest and topic; newest first. Selected like
// any list: structuredData 'AcademicVideo' for the videos and 'PodcastEpisode' for the episodes
// the AudiovisualList pages hold, one source each or both.
import { defineListDistributor, type ListDistributorData } from '../../define/distributor.ts';

export const definition = defineListDistributor('AudiovisualDistributor', {
  family: 'distributor',
  description: 'AcademicVideo, PodcastEpisode.',
  strings: {
    en: { 'audiovisual.with': 'With' },
    es: { 'audiovisual.with': 'Con' },
  },
  examples: [
    {
      component: 'AudiovisualDistributor',
      title: 'Watch and listen',
      intro: 'Lectures, interviews and conversations with families, recorded at the school.',
      layout: 'list',
      data: {
        mode: 'auto',
        // Either kind: the sources are alternatives, not conditions every item must meet.
        sources: [{ structuredData: 'AcademicVideo', globalOperator: 'or' }, { structuredData: 'PodcastEpisode' }],
        quantity: 4,
      },
      link: { href: '/business-school/videos-and-podcasts/', text: 'All videos and podcasts' },
    },
    {
      component: 'AudiovisualDistributor',
      title: 'Episodios del pódcast',
      data: { mode: 'auto', sources: [{ structuredData: 'PodcastEpisode' }], quantity: 3 },
      link: { href: '/es/business-school/videos-y-podcast/', text: 'Todos los episodios' },
    },
  ],
});

export type AudiovisualDistributorProps = ListDistributorData<'AudiovisualDistributor'>;

// PublicationDistributor: research publications (reports, articles, books) as cards with their
// type, date, authors and area, and the full text to download from the card itself; a grid or a list.
// Selected like any list (SPEC §3 "List data source"), usually structuredData 'PublicationDetail'.
import { defineListDistributor, type ListDistributorData } from '../../define/distributor.ts';

export const definition = defineListDistributor('PublicationDistributor', {
  family: 'distributor',
  description: 'PublicationDetail.',
  strings: {
    en: { 'publications.authors': 'Authors', 'publications.download': 'Download' },
    es: { 'publications.authors': 'Autores', 'publications.download': 'Descargar' },
  },
  examples: [
    {
      component: 'PublicationDistributor',
      title: 'Latest research',
      intro: 'Reports and journal articles by the centre’s researchers, newest first.',
      layout: 'list',
      data: { mode: 'auto', sources: [{ structuredData: 'PublicationDetail' }], quantity: 2 },
      link: { href: '/research/reports/', text: 'All reports' },
    },
    {
      component: 'PublicationDistributor',
      title: 'Informes sobre sucesión',
      data: { mode: 'auto', sources: [{ structuredData: 'PublicationDetail', filters: ['academicArea:Sucesión'] }] },
      link: { href: '/es/investigacion/informes/', text: 'Todos los informes' },
    },
  ],
});

export type PublicationDistributorProps = ListDistributorData<'PublicationDistributor'>;

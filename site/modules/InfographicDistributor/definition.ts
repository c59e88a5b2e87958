// InfographicDistributor: infographics as cards — the picture, topic, date and title — each with
// its text version (the figures and comparisons the picture shows, in words) in a disclosure on
// the card, so a visitor who cannot see the picture gets the same information where the others
// get it. Selected like any list (SPEC §3), structuredData 'Infographic' (the infographics the
// ArticlesList pages hold, with their `description`); a grid or a list.
import { defineListDistributor, type ListDistributorData } from '../../define/distributor.ts';

export const definition = defineListDistributor('InfographicDistributor', {
  description: 'Infographics selected by a data source, each card with the text version of its content.',
  family: 'distributor',
  strings: {
    en: { 'infographic.textVersion': 'Text version', 'infographic.of': 'of' },
    es: { 'infographic.textVersion': 'Versión en texto', 'infographic.of': 'de' },
  },
  examples: [
    {
      component: 'InfographicDistributor',
      title: 'Research at a glance',
      intro: 'Our findings on one page each, with a text version of every infographic.',
      data: { mode: 'auto', sources: [{ structuredData: 'Infographic' }], quantity: 3 },
      link: { href: '/business-school/infographics/', text: 'All infographics' },
    },
    {
      component: 'InfographicDistributor',
      title: 'La investigación, de un vistazo',
      intro: 'Nuestros resultados en una página, con la versión en texto de cada infografía.',
      layout: 'list',
      data: { mode: 'auto', sources: [{ structuredData: 'Infographic' }], quantity: 3 },
      link: { href: '/es/business-school/infografias/', text: 'Todas las infografías' },
    },
  ],
});

export type InfographicDistributorProps = ListDistributorData<'InfographicDistributor'>;

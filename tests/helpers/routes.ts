// Test helper: the routes of SPEC §2 that the research centre site has, each English route
// with the Spanish alternate its language switch leads to. /sitemap/ is left out: the SEO
// issue builds it.
export const ROUTE_PAIRS: Array<[string, string]> = [
  ['/', '/es/'],
  ['/news/', '/es/noticias/'],
  ['/research/', '/es/investigacion/'],
  ['/research/reports/', '/es/investigacion/informes/'],
  ['/research/academic-research/', '/es/investigacion/investigacion-academica/'],
  ['/research/cases/', '/es/investigacion/cases/'],
  ['/dissemination/', '/es/difusion/'],
  ['/dissemination/case-studies/', '/es/difusion/casos-estudio/'],
  ['/our-team/', '/es/nuestro-equipo/'],
  ['/our-team/our-partners/', '/es/nuestro-equipo/nuestros-partners/'],
  ['/education-and-training/', '/es/formacion/'],
  ['/contact-us/', '/es/contacto/'],
  ['/family-offices-knowledge-hub/', '/es/family-offices-knowledge-hub/'],
  ['/colaboracion-intergeneracional-y-transicion-demografica/', '/es/colaboracion-intergeneracional-y-transicion-demografica/'],
  ['/impacto-social-familias-empresarias-latinoamerica/', '/es/impacto-social-familias-empresarias-latinoamerica/'],
  ['/page-not-found/', '/es/page-not-found/'],
];

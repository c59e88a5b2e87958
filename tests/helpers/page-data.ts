// Test helper: a page's InitialData as the build writes it, with the metadata a test overrides.
import type { PageLanguage } from '../../content/schema/index.ts';
import type { InitialData, PageData, SiteView } from '../../site/lib/page-view.ts';

export const site: SiteView = {
  id: 12,
  name: 'Centre for Business Families',
  shortName: 'CBF',
  domain: 'https://www.ibera.edu',
  locale: 'en',
  languageId: 1,
  defaultLocale: 'en',
  languages: [
    { id: 1, locale: 'en', label: 'English' },
    { id: 2, locale: 'es', label: 'Español' },
  ],
  trailingSlash: true,
  theme: 'default',
  header: {
    locale: 'en',
    mainMenu: { elements: [] },
    topMenu: { elements: [] },
    options: { sticky: true, disableHeadroom: false, anchorID: 'main-content', topNavigationContent: [] },
  },
  footer: { locale: 'en', legalMenu: { elements: [] }, options: { variant: 'default', units: [] } },
  socials: [{ icon: 'linkedin', url: 'https://www.linkedin.com/school/ibera-university/' }],
  translations: {},
  renderer: 'ssg',
  pathPrefix: '',
  environment: 'pro',
  thirdParties: {},
  forms: { endpoint: '/forms', regionsOrigin: '' },
};

export const alternates: PageLanguage[] = [
  { languageId: 1, locale: 'en', path: '/news/succession-barometer-2026/', isLive: true },
  { languageId: 2, locale: 'es', path: '/es/noticias/barometro-sucesion-2026/', isLive: true },
];

export function pageOf(overrides: Partial<Omit<PageData, 'template'>> & { template?: unknown } = {}): PageData {
  return {
    id: 'news-succession-en',
    translationGroup: 'news-succession',
    languageId: 1,
    locale: 'en',
    path: '/news/succession-barometer-2026/',
    templateType: 'NewsDetail',
    title: 'Succession barometer 2026',
    pageLanguages: alternates,
    follow: true,
    indexed: true,
    isHome: false,
    activeSectionSlug: '/',
    showHeader: true,
    showFooter: true,
    ...overrides,
    template: (overrides.template ?? {
      templateType: 'NewsDetail',
      title: 'Succession barometer 2026: half of family firms have no written plan',
      date: '2026-10-28T09:00:00Z',
      summary: 'Our annual survey of 412 family firms.',
      author: 'Laura Méndez',
      body: '<p>…</p>',
      mainSection: [],
    }) as PageData['template'],
  };
}

export function dataOf(page: PageData, siteOverrides: Partial<SiteView> = {}): InitialData {
  return {
    site: { ...site, locale: page.locale, ...siteOverrides },
    pageData: {
      path: page.path,
      componentChunkName: `component---${page.templateType}`,
      webpackCompilationHash: 'test',
      matchPath: null,
      staticQueryHashes: ['site'],
      slicesMap: {},
      result: { pageContext: { page, modules: [], headerOverHero: false } },
    },
  };
}

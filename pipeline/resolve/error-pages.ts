// The server-error page (SPEC §2 fallback /500.html, §8 label 'Server Error'): not a CMS page,
// so it is made here from the site's texts in its default language.
import type { PageView, SiteView } from '../../site/lib/page-view.ts';
import { templateOfRole } from '../../generated/template-facts.ts';

export function serverErrorView(site: SiteView): PageView {
  const t = (key: string) => site.translations[key] ?? key;
  const home = site.locale === site.defaultLocale ? '/' : `/${site.locale}/`;
  return {
    modules: [],
    headerOverHero: false,
    page: {
      id: 'server-error',
      translationGroup: 'server-error',
      languageId: site.languageId,
      locale: site.locale,
      path: '/500.html',
      templateType: templateOfRole['not-found'],
      title: t('page.serverError'),
      pageLanguages: [],
      follow: false,
      indexed: false,
      isHome: false,
      activeSectionSlug: '/',
      showHeader: true,
      showFooter: true,
      template: {
        templateType: templateOfRole['not-found'],
        title: t('page.serverError'),
        message: t('page.serverErrorMessage'),
        link: { href: home, text: t('page.backHome') },
      },
    },
  };
}

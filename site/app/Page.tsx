// A page: optional header, the template body, optional footer (SPEC §2 "Page templates").
import { createElement } from 'react';
import type { PageView, SiteView } from '../lib/page-view.ts';
import { templateRegistry } from '../templates/registry.ts';
import { TranslationProvider } from '../i18n/index.tsx';
import { Header } from '../components/Header/index.tsx';
import { Footer } from '../components/Footer/index.tsx';
import { SiteContext } from './site-context.tsx';
import { opensWithHero } from '../lib/hero.ts';
import { ImageAssetsContext } from '../components/Image/context.ts';

function PageBody({ view, site }: { view: PageView; site: SiteView }) {
  const { page } = view;
  const Template = templateRegistry.get(page.template.templateType);
  const overHero = opensWithHero(page.template);
  return (
    <SiteContext.Provider value={site}>
      <TranslationProvider strings={site.translations}>
        <div
          data-theme={page.theme ?? site.theme}
          data-template={page.templateType}
          data-header-over-hero={page.showHeader && overHero ? '' : undefined}
          data-header-banner={page.showHeader && site.header.options.navigationBanner ? '' : undefined}
        >
          {page.showHeader ? <Header alternates={page.pageLanguages} overHero={overHero} theme={page.headerTheme} /> : null}
          <main id={site.header.options.anchorID} tabIndex={-1}>
            {Template ? createElement(Template, { template: page.template, page }) : null}
          </main>
          {page.showFooter ? <Footer theme={page.footerTheme} /> : null}
        </div>
      </TranslationProvider>
    </SiteContext.Provider>
  );
}

const NO_IMAGES = {};

/** The page with its image variants (pipeline/images) available to every Image inside. */
export function Page({ view, site }: { view: PageView; site: SiteView }) {
  return (
    <ImageAssetsContext.Provider value={view.images ?? NO_IMAGES}>
      <PageBody view={view} site={site} />
    </ImageAssetsContext.Provider>
  );
}

// A page: its head, optional header, the template body, optional footer (SPEC §2 "Page templates").
import { createElement, type ComponentType } from 'react';
import type { PageData, PageView, SiteView } from '../lib/page-view.ts';
import { templateRegistry } from '../../generated/components.ts';
import { TranslationProvider } from '../i18n/index.tsx';
import { Header, homePath } from '../components/Header/index.tsx';
import { Footer } from '../components/Footer/index.tsx';
import { Breadcrumb } from '../components/Breadcrumb/index.tsx';
import { SiteContext } from './site-context.tsx';
import { RenderOnce } from './render-once.tsx';
import { ImageAssetsContext } from '../components/Image/context.ts';
import type { TemplateHead } from '../lib/head-tags.ts';
import { PageHead } from './head-renderer.tsx';
import { searchTypeLabel, searchTypeOf } from '../lib/search.ts';

type Template = ComponentType<{ template: PageData['template']; page: PageData }> & { head?: TemplateHead<PageData['template']> };

/** The page's template component; undefined until loaded (the loader preloads it). */
function templateOf(page: PageData): Template | undefined {
  // The registry is typed per name; a page's template data is the union of all templates', so
  // the pairing of name and data (made by the pipeline) is asserted here, in one place.
  return templateRegistry.get(page.template.templateType) as Template | undefined;
}

/** The page's template; not yet loaded renders the empty fallback. */
function TemplateBody({ page }: { page: PageData }) {
  const Template = templateOf(page);
  return Template ? createElement(Template, { template: page.template, page }) : null;
}

/**
 * What the search indexer reads (pipeline/search): the page's main content, and its kind as a
 * filter in the page's language. Pages search never lists carry neither and are left out.
 */
function searchAttributes(page: PageView['page'], site: SiteView): Record<string, string> {
  const kind = searchTypeOf(page.templateType);
  if (kind === false || !page.indexed) return {};
  const type = site.translations[searchTypeLabel(kind)] ?? '';
  return { 'data-pagefind-body': '', 'data-pagefind-filter': `type:${type}`, 'data-pagefind-meta': `type:${type}` };
}

function PageBody({ view, site }: { view: PageView; site: SiteView }) {
  const { page } = view;
  const overHero = view.headerOverHero;
  return (
    <SiteContext.Provider value={site}>
      <PageHead view={view} site={site} extra={templateOf(page)?.head?.({ template: page.template, page, site })} />
      <TranslationProvider strings={site.translations}>
        <div
          data-theme={page.theme ?? site.theme}
          data-template={page.templateType}
          data-header-over-hero={page.showHeader && overHero ? '' : undefined}
          data-header-banner={page.showHeader && site.header.options.navigationBanner ? '' : undefined}
        >
          {page.showHeader ? <Header alternates={page.pageLanguages} overHero={overHero} theme={page.headerTheme} /> : null}
          <main id={site.header.options.anchorID} tabIndex={-1} {...searchAttributes(page, site)}>
            {/* Over a hero the page opens with the picture; the trail would sit on it. A page
                with a module that draws the trail where the editor placed it has it there. */}
            {overHero || view.ownTrail ? null : <Breadcrumb items={page.breadcrumb} />}
            <TemplateBody page={page} />
          </main>
          {page.showFooter ? (
            // The same on every page of the site's language with this theme and home (site/app/render-once.tsx).
            <RenderOnce name={`footer:${page.footerTheme ?? ''}:${homePath(site.locale, site.defaultLocale, page.path)}`}>
              <Footer theme={page.footerTheme} />
            </RenderOnce>
          ) : null}
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

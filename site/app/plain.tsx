// The benchmark's floor (docs/performance.md): the same page's template rendered with the
// plainest possible shell — title, description, the menu once as nested lists, the template,
// nothing else — by one renderToString. What unisite writes is measured against this, so the
// shell, head, header, footer and hydration data are what the ratios price.
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { MenuItem } from '../../content/schema/index.ts';
import type { PageView, SiteView } from '../lib/page-view.ts';
import { templateRegistry } from '../../generated/components.ts';
import { TranslationProvider } from '../i18n/index.tsx';
import { ImageAssetsContext } from '../components/Image/context.ts';
import { menuLink } from '../components/Header/menu.ts';
import { NavigationContext } from './navigation.tsx';
import { SiteContext } from './site-context.tsx';
import { preloadPage } from './preload.ts';

function PlainMenu({ items }: { items: MenuItem[] }): ReactNode {
  return (
    <ul>
      {items.map((item, index) => (
        <li key={index}>
          <a href={menuLink(item)?.href ?? undefined}>{item.label}</a>
          {item.children?.length ? <PlainMenu items={item.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

export async function renderPlain(view: PageView, site: SiteView): Promise<string> {
  await preloadPage(view);
  const { page } = view;
  const Template = templateRegistry.get(page.template.templateType) as ComponentType<{ template: unknown; page: unknown }> | undefined;
  const navigation = { path: page.path, navigate: () => undefined };
  const html = renderToString(
    <html lang={page.locale}>
      <head>
        <meta charSet="utf-8" />
        <title>{page.title}</title>
        <meta name="description" content={page.metaDescription ?? ''} />
      </head>
      <body>
        <NavigationContext.Provider value={navigation}>
          <SiteContext.Provider value={site}>
            <TranslationProvider strings={site.translations}>
              <ImageAssetsContext.Provider value={view.images ?? {}}>
                <nav>
                  <PlainMenu items={site.header.mainMenu.elements} />
                </nav>
                <main>{Template ? createElement(Template, { template: page.template, page }) : null}</main>
              </ImageAssetsContext.Provider>
            </TranslationProvider>
          </SiteContext.Provider>
        </NavigationContext.Provider>
      </body>
    </html>,
  );
  return `<!DOCTYPE html>${html}`;
}

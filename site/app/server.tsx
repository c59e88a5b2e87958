// Server entry, built by Vite for SSR and run in the render workers: one page → one HTML string.
import { renderToString } from 'react-dom/server';
import type { InitialData } from '../lib/page-view.ts';
import { preloadPage } from './preload.ts';
import { Document, type PageAssets } from './Document.tsx';
import { Page } from './Page.tsx';
import { NavigationContext } from './navigation.tsx';
import { HeadRendererContext } from './head-renderer.tsx';
import { renderHead } from './Head.tsx';

export type { PageAssets };

export async function renderPage(data: InitialData, assets: PageAssets): Promise<string> {
  const view = data.pageData.result.pageContext;
  // Load every component the page names first, so renderToString never meets a pending chunk.
  await preloadPage(view);
  const navigation = { path: view.page.path, navigate: () => undefined };
  const html = renderToString(
    <Document data={data} assets={assets}>
      <NavigationContext.Provider value={navigation}>
        <HeadRendererContext.Provider value={renderHead}>
          <Page view={view} site={data.site} />
        </HeadRendererContext.Provider>
      </NavigationContext.Provider>
    </Document>,
  );
  return `<!DOCTYPE html>${html}`;
}

/** The benchmark's floor: the same template in the plainest shell (site/app/plain.tsx). */
export { renderPlain } from './plain.tsx';

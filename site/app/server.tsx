// Server entry, built by Vite for SSR and run in the render workers: one page → one HTML string.
import { renderToString } from 'react-dom/server';
import type { InitialData } from '../lib/page-view.ts';
import { preloadPage } from './preload.ts';
import { Document, type PageAssets } from './Document.tsx';
import { Page } from './Page.tsx';
import { NavigationContext } from './navigation.tsx';
import { HeadRendererContext } from './head-renderer.tsx';
import { renderHead } from './Head.tsx';
import { RenderOnceContext } from './render-once.tsx';
import { renderOnceSession } from './render-once-store.tsx';

export type { PageAssets };

export interface RenderOptions {
  /** Parts marked RenderOnce are rendered once per worker and copied (site/app/render-once.tsx); false renders every part in place. */
  renderOnce?: boolean;
}

export async function renderPage(data: InitialData, assets: PageAssets, { renderOnce = true }: RenderOptions = {}): Promise<string> {
  const view = data.pageData.result.pageContext;
  // Load every component the page names first, so renderToString never meets a pending chunk.
  await preloadPage(view);
  const navigation = { path: view.page.path, navigate: () => undefined };
  const session = renderOnce ? renderOnceSession(view.page.path) : null;
  const html = renderToString(
    <Document data={data} assets={assets}>
      <NavigationContext.Provider value={navigation}>
        <HeadRendererContext.Provider value={renderHead}>
          <RenderOnceContext.Provider value={session?.store ?? null}>
            <Page view={view} site={data.site} />
          </RenderOnceContext.Provider>
        </HeadRendererContext.Provider>
      </NavigationContext.Provider>
    </Document>,
  );
  return `<!DOCTYPE html>${session ? session.fill(html) : html}`;
}

export { preloadEverything } from './preload.ts';

/** The benchmark's floor: the same template in the plainest shell (site/app/plain.tsx). */
export { renderPlain } from './plain.tsx';

/** How many parts were copied or rendered in place in this worker (tests/integration/pipeline/build.test.ts). */
export { renderOnceCounts } from './render-once-store.tsx';

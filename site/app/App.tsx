// The client application: the current page and client-side navigation between pages.
import { useCallback, useEffect, useState } from 'react';
import type { InitialData } from '../lib/page-view.ts';
import { Page } from './Page.tsx';
import { NavigationContext } from './navigation.tsx';
import { loadPage } from './page-loader.ts';

export function App({ initial }: { initial: InitialData }) {
  const [current, setCurrent] = useState(initial);

  const show = useCallback(async (to: string, mode: 'push' | 'pop') => {
    try {
      const next = await loadPage(to);
      setCurrent(next);
      if (mode === 'push') {
        window.history.pushState(null, '', to);
        window.scrollTo(0, 0);
      }
      document.title = next.pageData.result.pageContext.page.metaTitle ?? next.pageData.result.pageContext.page.title;
      document.documentElement.lang = next.site.locale;
      // Head (SEO issue): the same tags the server renders for this page; loaded on first navigation.
      void import('./head-dom.ts').then((head) => head.applyHead(next));
    } catch {
      // Anything we cannot load on the client, the browser can: a full navigation (SPEC §4).
      window.location.assign(to);
    }
  }, []);

  useEffect(() => {
    const onPopState = () => void show(window.location.pathname, 'pop');
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [show]);

  const navigation = { path: current.pageData.path, navigate: (to: string) => void show(to, 'push') };
  return (
    <NavigationContext.Provider value={navigation}>
      <Page view={current.pageData.result.pageContext} site={current.site} />
    </NavigationContext.Provider>
  );
}

// The client application: the current page and client-side navigation between pages
// (SPEC §2 "Routing rules", §4 "Page loading"). Each navigation: load the page's resources,
// render (the page renders its own head), restore or reset scroll, announce, then watch the new links.
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { InitialData } from '../lib/page-view.ts';
import { Page } from './Page.tsx';
import { NavigationContext } from './navigation.tsx';
import { loadPage } from './page-loader.ts';
import { currentKey, pushEntry, saveScroll, savedScroll, scrollToHash } from './scroll.ts';
import { announce } from './announcer.ts';
import type { Prefetcher } from './prefetch.ts';
import { keepForOffline } from './service-worker.ts';
import { setLastKnownPathname } from './deploys.ts';
import { routeUpdated } from './third-parties.ts';
import { HeadRendererContext, type HeadRenderer } from './head-renderer.tsx';
import { clientReady } from './client-ready.ts';

/** The head, from the first navigation on (site/app/head-renderer.tsx says why not before); null when its chunk is gone. */
const loadHead = () => import('./Head.tsx').catch(() => null);

/** SPEC §9: the delayed-navigation signal fires after 1000 ms. */
export const DELAYED_MS = 1000;

/** Loading state on <html data-navigation>, for styles and tests: loading → delayed → (none). */
function setLoading(state: 'loading' | 'delayed' | null): void {
  if (state) document.documentElement.dataset.navigation = state;
  else delete document.documentElement.dataset.navigation;
}

/**
 * Tells the start script in the head that the page is ready for the click it may hold
 * (site/app/start-script.ts). Not at hydration itself: components finish it with state set in
 * their first effects (the header marks itself enhanced and moves the top bar out of the mobile
 * panel, a list reads its address), and a click given earlier could land on markup about to be
 * replaced. Its own state, set in its first effect like theirs, commits with theirs, and its
 * effect runs after the page's (siblings and children first): the signal comes with that commit.
 */
function ReadySignal() {
  const [settled, setSettled] = useState(false);
  useEffect(() => setSettled(true), []);
  useEffect(() => {
    if (settled) clientReady();
  }, [settled]);
  return null;
}

export function App({ initial, prefetcher }: { initial: InitialData; prefetcher: Prefetcher }) {
  const [current, setCurrent] = useState(initial);
  const [headRenderer, setHeadRenderer] = useState<HeadRenderer | null>(null);
  const buildHash = initial.pageData.webpackCompilationHash;
  const [initialKey] = useState(currentKey);
  const entryKey = useRef(initialKey);
  const shownPath = useRef(location.pathname);
  const navigationId = useRef(0);

  const show = useCallback(
    async (to: string, mode: 'push' | 'pop') => {
      const url = new URL(to, location.href);
      // Another origin is never a client navigation: the browser goes there itself.
      if (url.origin !== location.origin) {
        window.location.assign(url.href);
        return;
      }
      const leaving = entryKey.current;
      saveScroll(leaving);
      // Same page, other hash: no load, only the anchor (SPEC §2).
      if (url.pathname === shownPath.current && (mode === 'pop' || url.hash)) {
        if (mode === 'push') entryKey.current = pushEntry(url.href);
        else entryKey.current = currentKey();
        const saved = mode === 'pop' ? savedScroll(entryKey.current) : undefined;
        if (saved !== undefined) window.scrollTo(0, saved);
        else scrollToHash(url.hash);
        return;
      }

      const id = (navigationId.current += 1);
      setLastKnownPathname(url.pathname);
      setLoading('loading');
      const delayed = setTimeout(() => setLoading('delayed'), DELAYED_MS);
      const [result, head] = await Promise.all([loadPage(url.pathname), loadHead()]);
      clearTimeout(delayed);
      if (id !== navigationId.current) return; // a later navigation won
      setLoading(null);

      // What the client cannot show — or a page of another build — the browser loads itself.
      if (result.status === 'error' || result.data.pageData.webpackCompilationHash !== buildHash || !head) {
        if (mode === 'push') window.location.assign(url.href);
        else window.location.replace(url.href);
        return;
      }
      if (mode === 'push') entryKey.current = pushEntry(url.href);
      else entryKey.current = currentKey();
      shownPath.current = url.pathname;
      head.releaseServerHead();
      flushSync(() => {
        setHeadRenderer(() => head.renderHead);
        setCurrent(result.data);
      });
      // SPEC §2 "Chatbot loader": on every route update, with the new page in the DOM.
      routeUpdated();
      const saved = mode === 'pop' ? savedScroll(entryKey.current) : undefined;
      if (saved !== undefined) window.scrollTo(0, saved);
      else if (!scrollToHash(url.hash)) window.scrollTo(0, 0);
      // Keyboard and screen-reader users continue in the new content, not in the old link's place.
      if (mode === 'push') document.querySelector<HTMLElement>('main[tabindex]')?.focus({ preventScroll: true });
      const shown = result.data.pageData.result.pageContext.page;
      announce(result.data.site.translations['a11y.navigatedTo'] ?? 'Navigated to {title}', shown.metaTitle ?? shown.title);
      prefetcher.scan();
      keepForOffline();
    },
    [buildHash, prefetcher],
  );

  useEffect(() => {
    prefetcher.scan();
    keepForOffline();
    routeUpdated();
    const onPopState = () => void show(location.href, 'pop');
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [show, prefetcher]);

  const navigation = { path: current.pageData.path, navigate: (to: string) => void show(to, 'push') };
  return (
    <NavigationContext.Provider value={navigation}>
      <HeadRendererContext.Provider value={headRenderer}>
        <Page view={current.pageData.result.pageContext} site={current.site} />
        <ReadySignal />
      </HeadRendererContext.Provider>
    </NavigationContext.Provider>
  );
}

// Client entry: start the runtime (deploy checks, scroll, announcer, service worker, prefetch,
// the consent loader) and hydrate the server-rendered page once its components are loaded. Without JavaScript,
// or when this fails, the page stays the working HTML the server wrote.
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import 'virtual:unisite/themes.css';
import type { EmbeddedData, InitialData } from '../lib/page-view.ts';
import { INITIAL_DATA_ID, ROOT_ID } from '../lib/page-view.ts';
import { preloadPage } from './preload.ts';
import { App } from './App.tsx';
import { pageDataAt, prefetchPage, siteData } from './page-loader.ts';
import { checkBuildHash, recoverFromChunkFailures } from './deploys.ts';
import { startScrollRestoration } from './scroll.ts';
import { startAnnouncer } from './announcer.ts';
import { markResourcesFailed, registerServiceWorker } from './service-worker.ts';
import { startPrefetch } from './prefetch.ts';
import { ownElement } from './own-element.ts';
import { startThirdParties } from './third-parties.ts';
import { clientReady } from './client-ready.ts';

async function start(): Promise<void> {
  recoverFromChunkFailures();
  const root = ownElement('div', ROOT_ID);
  const script = ownElement('script', INITIAL_DATA_ID);
  const notRendering = () => {
    console.error(`page resources for ${location.pathname} not found. Not rendering React`);
    // The start script holds clicks until the client is ready: it gives them to the plain page now.
    clientReady();
  };
  if (!root || !script?.textContent) return notRendering();
  const embedded = JSON.parse(script.textContent) as EmbeddedData;

  if (embedded.serviceWorker !== false) registerServiceWorker();
  startScrollRestoration();
  startAnnouncer();
  let initial: InitialData;
  try {
    // The page-data and site data (both preloaded by the start script or the head) and the page's chunks, before the first render.
    const pageData = await pageDataAt(embedded.pageData);
    // Consent first (docs/third-parties.md): the consent script loads as soon as the site data
    // names it, without waiting for hydration; no other third party loads before consent.
    siteData(pageData.staticQueryHashes[0]).then(
      (site) => startThirdParties(site.thirdParties),
      () => undefined,
    );
    void checkBuildHash(pageData.webpackCompilationHash);
    const [site] = await Promise.all([siteData(pageData.staticQueryHashes[0]), preloadPage(pageData.result.pageContext)]);
    initial = { pageData, site };
  } catch {
    // SPEC §8: a chunk or the site data of this page is gone (a deploy removed it); the HTML stays usable.
    markResourcesFailed();
    return notRendering();
  }
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page in one task: input and paint go on meanwhile (a click is held
  // by the start script until the page is ready, site/app/start-script.ts), and Lighthouse counts
  // no long task for it.
  startTransition(() => {
    hydrateRoot(root, <App initial={initial} prefetcher={startPrefetch(prefetchPage)} />);
  });
}

void start();

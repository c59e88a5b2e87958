// Client entry: hydrate the server-rendered page once its components are loaded.
import { hydrateRoot } from 'react-dom/client';
import 'virtual:unisite/themes.css';
import type { InitialData } from '../lib/page-view.ts';
import { INITIAL_DATA_ID, ROOT_ID } from '../lib/page-view.ts';
import { preloadPage } from './preload.ts';
import { App } from './App.tsx';
import { rememberSite } from './page-loader.ts';

async function start(): Promise<void> {
  const root = document.getElementById(ROOT_ID);
  const script = document.getElementById(INITIAL_DATA_ID);
  if (!root || !script?.textContent) {
    console.error(`page resources for ${window.location.pathname} not found. Not rendering React`);
    return;
  }
  const initial = JSON.parse(script.textContent) as InitialData;
  const view = initial.pageData.result.pageContext;
  const siteHash = initial.pageData.staticQueryHashes[0];
  if (siteHash) rememberSite(siteHash, initial.site);
  await preloadPage(view);
  hydrateRoot(root, <App initial={initial} />);
}

void start();

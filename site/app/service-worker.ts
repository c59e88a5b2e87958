// SPEC §2 "Offline support", §4 "Service worker", §8 console messages: /sw.js is registered
// only over HTTPS or on localhost; pages the visitor has seen are handed to it to keep.
import { pageDataUrl } from '../lib/paths.ts';

export const SW_URL = '/sw.js';

export type WorkerMessage = { type: 'clearPathResources' } | { type: 'cache'; urls: string[] };

const isLocalhost = () => /^(localhost|127(\.\d+){3}|\[::1\])$/.test(location.hostname);

/** Set when a page's resources failed: an installed update then reloads the page (SPEC §4). */
let resourcesFailed = false;
export const markResourcesFailed = (): void => void (resourcesFailed = true);

export function registerServiceWorker(): void {
  // Checked first: browsers hide navigator.serviceWorker on plain http, so say why there is none.
  if (location.protocol !== 'https:' && !isLocalhost()) {
    console.warn('Service workers can only be used over HTTPS, or on localhost for development');
    return;
  }
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register(SW_URL)
    .then((registration: ServiceWorkerRegistration | undefined) => {
      // Undefined where a host blocks service workers (test browsers do).
      registration?.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          switch (installing.state) {
            case 'installed':
              if (navigator.serviceWorker.controller) {
                // An update is ready; a page whose resources failed is reloaded onto it.
                if (resourcesFailed) window.location.reload();
              } else console.info('Content is now available offline!');
              break;
            case 'redundant':
              console.error('The installing service worker became redundant.');
              break;
            case 'activated':
              window.dispatchEvent(new Event('unisite:sw-activated'));
              break;
          }
        });
      });
    })
    .catch((error: unknown) => console.error('Error during service worker registration:', error));
}

export function tellServiceWorker(message: WorkerMessage): void {
  if (!('serviceWorker' in navigator) || !navigator.serviceWorker) return;
  // The controller as it is now: the worker may claim the page before the registration is read,
  // and the message must still reach it once.
  const controller = navigator.serviceWorker.controller;
  controller?.postMessage(message);
  void navigator.serviceWorker.getRegistration().then((registration) => {
    const worker = registration?.active;
    if (worker && worker !== controller) worker.postMessage(message);
  });
}

/** Hands the page now shown and the files it used to the worker, so it reads offline later. */
export function keepForOffline(): void {
  // The page-data too: a page first seen as HTML embeds it, yet client navigation reads it.
  const urls = new Set([location.pathname, pageDataUrl(location.pathname)]);
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name);
    if (url.origin === location.origin) urls.add(url.pathname);
  }
  const send = () => tellServiceWorker({ type: 'cache', urls: [...urls] });
  if (navigator.serviceWorker?.controller) send();
  else void navigator.serviceWorker?.ready.then(send);
}

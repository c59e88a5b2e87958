// Surviving a deploy while a tab is open (SPEC §2 build hash, §8 failed chunk load).
import { loadAppData } from './page-loader.ts';
import { markResourcesFailed, tellServiceWorker } from './service-worker.ts';

const RELOADED = 'unisite:build-hash-reload';

/**
 * SPEC §2: when app-data names another build than the page was made with, reload onto the new
 * build — on the initial load at most once per session, after the service worker forgets its
 * page resources (SPEC §7).
 */
export async function checkBuildHash(pageHash: string): Promise<void> {
  const appData = await loadAppData();
  if (!appData || appData.webpackCompilationHash === pageHash) return;
  if (sessionStorage.getItem(RELOADED)) return;
  sessionStorage.setItem(RELOADED, '1');
  tellServiceWorker({ type: 'clearPathResources' });
  window.location.reload();
}

// Webpack says 'Loading chunk N failed'; browsers word a failed dynamic import() differently.
const CHUNK_FAILED =
  /loading chunk \d* ?failed|failed to fetch dynamically imported module|importing a module script failed|error loading dynamically imported module/i;

let lastKnownPathname = location.pathname;
export const setLastKnownPathname = (pathname: string): void => void (lastKnownPathname = pathname);

/** SPEC §8: a failed chunk load navigates (fully) to the last known pathname. */
export function recoverFromChunkFailures(): void {
  const recover = (reason: unknown) => {
    const message = reason instanceof Error ? reason.message : String(reason);
    if (!CHUNK_FAILED.test(message)) return false;
    markResourcesFailed();
    window.location.assign(lastKnownPathname);
    return true;
  };
  window.addEventListener('unhandledrejection', (event) => {
    if (recover(event.reason)) event.preventDefault();
  });
}

// SPEC §9 prefetch: internal links in view are prefetched in batches of 4 every 3000 ms; none
// on a 2g connection, in save-data mode or for bots (they do not navigate on the client).
export const BATCH_SIZE = 4;
export const BATCH_INTERVAL_MS = 3000;

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

export function prefetchAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  if (connection?.saveData || connection?.effectiveType?.includes('2g')) return false;
  return !/bot|crawl|spider|slurp|lighthouse/i.test(navigator.userAgent);
}

/** A path worth prefetching: same origin, a page (no file extension), not the current page, and
 *  not inside `[data-no-prefetch]` (the module gallery's examples link to pages a site may not have). */
function pagePath(anchor: HTMLAnchorElement): string | null {
  if (anchor.origin !== location.origin || anchor.target || anchor.hasAttribute('download')) return null;
  if (anchor.closest('[data-no-prefetch]')) return null;
  if (/\.\w+$/.test(anchor.pathname) || anchor.pathname === location.pathname) return null;
  return anchor.pathname;
}

export interface Prefetcher {
  /** Watches the internal links now in the document (call after each render). */
  scan(): void;
}

export function startPrefetch(prefetch: (path: string) => void): Prefetcher {
  if (!prefetchAllowed() || typeof IntersectionObserver === 'undefined') return { scan: () => undefined };
  const queued = new Set<string>();
  const done = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    timer = undefined;
    const batch = [...queued].slice(0, BATCH_SIZE);
    for (const path of batch) {
      queued.delete(path);
      done.add(path);
      prefetch(path);
    }
    // The next batch waits its interval, even when more links come into view meanwhile.
    if (batch.length) timer = setTimeout(flush, BATCH_INTERVAL_MS);
  };

  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const path = pagePath(entry.target as HTMLAnchorElement);
      if (path && !done.has(path)) queued.add(path);
    }
    if (queued.size && !timer) flush();
  });

  const watch = (root: ParentNode) => {
    for (const anchor of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      if (pagePath(anchor)) observer.observe(anchor);
    }
  };
  // Links a component draws after the render that scanned (the scripted header replacing the
  // server's top bar, a list showing its next page) are watched as they come.
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node instanceof HTMLAnchorElement && node.hasAttribute('href') && pagePath(node)) observer.observe(node);
        watch(node);
      }
    }
  }).observe(document.body, { childList: true, subtree: true });

  return {
    scan() {
      observer.disconnect();
      watch(document);
    },
  };
}

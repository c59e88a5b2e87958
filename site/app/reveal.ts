// SPEC §9 scroll reveal: a module whose definition says `reveal: true` fades and slides in when
// it first scrolls into view. One IntersectionObserver for the whole page, not one per module.
//
// The server HTML hides nothing: the module sections carry `data-reveal`, and only once this
// runtime has started does the root get `data-reveal-ready`, the one attribute under which the
// global styles (themes/css.ts) hide a section not yet revealed. So without JavaScript, or where
// the runtime cannot start, every module is simply there. Under prefers-reduced-motion the runtime
// never starts (and the styles hide nothing either). Sections already in view when it starts are
// marked revealed at once, so nothing a visitor already sees disappears to fade in again.

/** SPEC §9 scroll-reveal defaults: rootMargin -100px (an element counts as in view 100 px above the bottom edge), once. */
export const REVEAL_ROOT_MARGIN = '0px 0px -100px 0px';
const BOTTOM_MARGIN = 100;

export const REVEAL_SELECTOR = '[data-reveal]:not([data-revealed])';
export const READY_ATTRIBUTE = 'data-reveal-ready';
export const REVEALED_ATTRIBUTE = 'data-revealed';

/** What the reveal needs of the browser (a test passes its own). */
export interface RevealEnvironment {
  document: Pick<Document, 'documentElement' | 'querySelectorAll'>;
  IntersectionObserver: typeof IntersectionObserver | undefined;
  matchMedia: ((query: string) => Pick<MediaQueryList, 'matches'>) | undefined;
  innerHeight: number;
}

export interface Reveal {
  /** Watches the sections rendered since the last scan (a page's module lists call it after rendering). */
  scan(): void;
}

const browser = (): RevealEnvironment | undefined =>
  typeof document === 'undefined'
    ? undefined
    : {
        document,
        IntersectionObserver: typeof IntersectionObserver === 'undefined' ? undefined : IntersectionObserver,
        matchMedia: typeof matchMedia === 'undefined' ? undefined : (query) => matchMedia(query),
        innerHeight: window.innerHeight,
      };

export function createReveal(environment: RevealEnvironment | undefined = browser()): Reveal {
  const off: Reveal = { scan: () => undefined };
  if (!environment?.IntersectionObserver) return off;
  if (environment.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return off;
  const { document: doc, innerHeight } = environment;
  const watched = new WeakSet<Element>();
  // Once (SPEC §9): a section that has come into view is revealed and no longer watched.
  const observer = new environment.IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.setAttribute(REVEALED_ATTRIBUTE, '');
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: REVEAL_ROOT_MARGIN },
  );
  return {
    scan() {
      for (const element of doc.querySelectorAll(REVEAL_SELECTOR)) {
        if (watched.has(element)) continue;
        watched.add(element);
        // Already in view (or above it): shown as it is, never hidden to fade in.
        if (element.getBoundingClientRect().top < innerHeight - BOTTOM_MARGIN) element.setAttribute(REVEALED_ATTRIBUTE, '');
        else observer.observe(element);
      }
      // Only now may the styles hide what is not revealed: everything in view is marked.
      doc.documentElement.setAttribute(READY_ATTRIBUTE, '');
    },
  };
}

let shared: Reveal | undefined;

/** The page's one reveal, made on first use in the browser. */
export function scanReveal(): void {
  shared ??= createReveal();
  shared.scan();
}

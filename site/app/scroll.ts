// SPEC §2: scroll position saved per location and restored on back; a same-page hash scrolls
// to its anchor. Each history entry gets a key; positions live in sessionStorage so they
// survive a full reload of the tab.
const STORAGE = 'unisite:scroll';

interface EntryState {
  key: string;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

function positions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

export function currentKey(): string {
  const state = history.state as EntryState | null;
  if (state?.key) return state.key;
  const key = newKey();
  history.replaceState({ ...(state ?? {}), key }, '');
  return key;
}

export function saveScroll(key = currentKey()): void {
  try {
    sessionStorage.setItem(STORAGE, JSON.stringify({ ...positions(), [key]: window.scrollY }));
  } catch {
    // Storage full or disabled: back navigation then starts at the top, nothing worse.
  }
}

export function savedScroll(key: string): number | undefined {
  return positions()[key];
}

/** A fresh history entry for a push. */
export function pushEntry(url: string): string {
  const key = newKey();
  history.pushState({ key }, '', url);
  return key;
}

/** Scrolls to the element a hash names; false when there is none. */
export function scrollToHash(hash: string): boolean {
  if (hash.length < 2) return false;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape ('#%E0%A4%A') names no element by its decoded form: try it as written.
  }
  const target = document.getElementById(id);
  target?.scrollIntoView();
  return Boolean(target);
}

export function startScrollRestoration(): void {
  history.scrollRestoration = 'manual';
  const key = currentKey();
  const saved = savedScroll(key);
  if (saved !== undefined && !location.hash) window.scrollTo(0, saved);
  window.addEventListener('pagehide', () => saveScroll());
}

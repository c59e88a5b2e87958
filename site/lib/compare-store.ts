// The programme comparator's selection (SPEC §4 "Program comparator": added, removed, fixed),
// kept in local storage per site so it survives navigation, reload and a language switch
// (programmes are stored by their code, the same in every language). The comparator page also
// writes it to its address (?programs=a,b&fixed=a&diff=1), so a comparison can be shared; an
// address with a selection wins over storage. Browser-only; every call tolerates a browser
// without storage (private modes) by keeping the selection in memory.
import { useSyncExternalStore } from 'react';

export interface CompareSelection {
  /** Programme codes, in the order they were added. */
  programs: string[];
  /** The programme fixed in the first column, if any. */
  fixed: string | null;
}

const EMPTY: CompareSelection = { programs: [], fixed: null };
const EVENT = 'unisite:compare';
const memory = new Map<string, string>();
const cache = new Map<string, { raw: string | null; value: CompareSelection }>();

const storageKey = (scope: string) => `unisite.compare:${scope}`;

/**
 * The scope a site's selection is kept under: its path prefix ('/' for the root site). Not the
 * comparator page's path, which differs by language (`/es/…/comparar-programas/`): the toggles on
 * programme pages and the comparator of either language must read the same selection.
 */
export const compareScope = (site: { pathPrefix: string }): string => site.pathPrefix || '/';

function readRaw(scope: string): string | null {
  try {
    return window.localStorage.getItem(storageKey(scope));
  } catch {
    return memory.get(scope) ?? null;
  }
}

function parse(raw: string | null): CompareSelection {
  if (!raw) return EMPTY;
  try {
    const value = JSON.parse(raw) as Partial<CompareSelection>;
    const programs = Array.isArray(value.programs) ? [...new Set(value.programs.filter((code) => typeof code === 'string'))] : [];
    const fixed = typeof value.fixed === 'string' && programs.includes(value.fixed) ? value.fixed : null;
    return { programs, fixed };
  } catch {
    return EMPTY;
  }
}

export function readSelection(scope: string): CompareSelection {
  const raw = readRaw(scope);
  const cached = cache.get(scope);
  if (cached && cached.raw === raw) return cached.value;
  const value = parse(raw);
  cache.set(scope, { raw, value });
  return value;
}

export function writeSelection(scope: string, selection: CompareSelection): void {
  const fixed = selection.fixed && selection.programs.includes(selection.fixed) ? selection.fixed : null;
  const raw = JSON.stringify({ programs: [...new Set(selection.programs)], fixed });
  try {
    window.localStorage.setItem(storageKey(scope), raw);
  } catch {
    memory.set(scope, raw);
  }
  window.dispatchEvent(new Event(EVENT));
}

/** Adds or removes a programme; a fixed programme that is removed is no longer fixed. */
export function toggled(selection: CompareSelection, code: string): CompareSelection {
  if (selection.programs.includes(code)) {
    return { programs: selection.programs.filter((item) => item !== code), fixed: selection.fixed === code ? null : selection.fixed };
  }
  return { programs: [...selection.programs, code], fixed: selection.fixed };
}

/** Columns in display order: the fixed programme first, then the others as added. */
export function ordered(selection: CompareSelection): string[] {
  const { programs, fixed } = selection;
  return fixed ? [fixed, ...programs.filter((code) => code !== fixed)] : programs;
}

function subscribe(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  // Another tab changed it.
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}

/** The selection of a site; empty on the server and while hydrating, so the first render matches the HTML. */
export function useCompareSelection(scope: string): CompareSelection {
  return useSyncExternalStore(
    subscribe,
    () => readSelection(scope),
    () => EMPTY,
  );
}

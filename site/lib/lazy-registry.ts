// A registry of components loaded on demand, one chunk each (SPEC §2 "Module registry").
// Before a page renders (on the server, at hydration and on client navigation) the loader
// preloads exactly the components the page names, so rendering itself never suspends and
// the static HTML is complete; a component not yet loaded renders as an empty fallback.
import type { ComponentType } from 'react';

// Component props differ per entry; the registry is keyed by name and each caller passes
// the props of that name, so the loose prop type is confined to this file.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyComponent = ComponentType<any>;
export type Loader = () => Promise<{ default: AnyComponent }>;

export interface LazyRegistry<Name extends string> {
  has(name: string): name is Name;
  /** Loads the named components; unknown names are skipped (the caller warns). */
  preload(names: Iterable<string>): Promise<void>;
  /** The component if loaded, else undefined (render the empty fallback). */
  get(name: string): AnyComponent | undefined;
}

export function createLazyRegistry<Name extends string>(
  loaders: Record<Name, Loader>,
  eager: Partial<Record<Name, AnyComponent>> = {},
): LazyRegistry<Name> {
  const loaded = new Map<string, AnyComponent>(Object.entries(eager) as Array<[string, AnyComponent]>);
  const has = (name: string): name is Name => Object.prototype.hasOwnProperty.call(loaders, name);
  return {
    has,
    async preload(names) {
      const pending = [...new Set(names)].filter((name) => has(name) && !loaded.has(name));
      await Promise.all(
        pending.map(async (name) => {
          const module = await loaders[name as Name]();
          loaded.set(name, module.default);
        }),
      );
    },
    get(name) {
      return loaded.get(name);
    },
  };
}

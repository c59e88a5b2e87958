// A registry of components loaded on demand, one chunk each (SPEC §2 "Module registry").
// Before a page renders (on the server, at hydration and on client navigation) the loader
// preloads exactly the components the page names, so rendering itself never suspends and
// the static HTML is complete; a component not yet loaded renders as an empty fallback.
// The few components SPEC §2 wants eager (HeroCarousel) are named at creation: a page that has
// one starts from a client entry that imports them statically and gives them to the registry
// before the runtime starts (generated/eager-modules.ts), so they never fall back there, and other
// pages do not download them; elsewhere (client navigation from such a page) they load on demand
// like the rest, before the page renders.
// The registries themselves are generated (generated/components.ts) from the type folders.
import type { ComponentType } from 'react';
import type { PageData } from './page-view.ts';

/** Loads a module component that accepts exactly its definition's resolved props. */
export type ModuleLoader<P> = () => Promise<{ default: ComponentType<P> }>;
/** Loads a template component: its resolved template data and the page's metadata. */
export type TemplateLoader<T> = () => Promise<{ default: ComponentType<{ template: T; page: PageData }> }>;

type Loaders = Record<string, () => Promise<{ default: unknown }>>;
type PropsOf<L> = L extends () => Promise<{ default: ComponentType<infer P> }> ? P : never;

export interface LazyRegistry<M extends Loaders> {
  /** The names that render eagerly (their definition says `loading: 'eager'`), sorted. */
  readonly eager: readonly string[];
  has(name: string): name is Extract<keyof M, string>;
  /** Loads the named components; unknown names are skipped (the caller warns). */
  preload(names: Iterable<string>): Promise<void>;
  /** Loads every component (a render worker started before its pages are known, pipeline/render/pool.ts). */
  preloadAll(): Promise<void>;
  /** Gives components already loaded (imported statically by the page's client entry). */
  provide(components: { [N in keyof M]?: ComponentType<PropsOf<M[N]>> }): void;
  /** The component if loaded, else undefined (render the empty fallback). */
  get<N extends keyof M>(name: N): ComponentType<PropsOf<M[N]>> | undefined;
}

export function createLazyRegistry<M extends Loaders>(loaders: M, eager: ReadonlyArray<Extract<keyof M, string>> = []): LazyRegistry<M> {
  const loaded = new Map<PropertyKey, unknown>();
  const has = (name: string): name is Extract<keyof M, string> => Object.prototype.hasOwnProperty.call(loaders, name);
  return {
    eager: [...eager].sort(),
    has,
    async preload(names) {
      const pending = [...new Set(names)].filter((name) => has(name) && !loaded.has(name));
      await Promise.all(
        pending.map(async (name) => {
          const module = await (loaders[name] as M[keyof M])();
          loaded.set(name, module.default);
        }),
      );
    },
    preloadAll() {
      return this.preload(Object.keys(loaders));
    },
    provide(components) {
      for (const [name, component] of Object.entries(components)) if (component && has(name)) loaded.set(name, component);
    },
    get(name) {
      return loaded.get(name) as ComponentType<PropsOf<M[typeof name]>> | undefined;
    },
  };
}

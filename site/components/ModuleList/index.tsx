// Renders a section of modules through the lazy registry (SPEC §2 "Module registry").
import type { ModuleData } from '../../modules/definitions.ts';
import { moduleRegistry } from '../../modules/registry.ts';

export function ModuleList({ modules }: { modules: ModuleData[] }) {
  return (
    <>
      {modules.map((module, index) => {
        const Component = moduleRegistry.get(module.component);
        // Not yet loaded: the empty fallback of SPEC §2 (the page loader preloads, so this is rare).
        if (!Component) return null;
        return (
          <section key={module.id ?? index} data-module={module.component} id={module.id}>
            <Component {...module} />
          </section>
        );
      })}
    </>
  );
}

// Renders a section of modules through the lazy registry (SPEC §2 "Module registry").
import { createElement, type ComponentType } from 'react';
import type { ModuleData } from '../../../generated/module-definitions.ts';
import { moduleRegistry } from '../../../generated/components.ts';

export function ModuleList({ modules }: { modules: ModuleData[] }) {
  return (
    <>
      {modules.map((module, index) => {
        // The registry is typed per name; the pairing of a module's name and props was made by
        // its definition at build, so it is asserted here, in one place.
        const Component = moduleRegistry.get(module.component) as ComponentType<typeof module> | undefined;
        // Not yet loaded: the empty fallback of SPEC §2 (the page loader preloads, so this is rare).
        if (!Component) return null;
        return (
          <section key={module.id ?? index} data-module={module.component} id={module.id}>
            {createElement(Component, module)}
          </section>
        );
      })}
    </>
  );
}

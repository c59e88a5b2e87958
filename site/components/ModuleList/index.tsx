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
        // Renderer `editor` only: the module's place in the template, which the page editor
        // names when it duplicates or deletes it (docs/editing.md); absent from built pages.
        const editorPath = (module as { editorPath?: string }).editorPath;
        return (
          <section key={module.id ?? index} data-module={module.component} id={module.id} data-editor-path={editorPath}>
            {createElement(Component, module)}
          </section>
        );
      })}
    </>
  );
}

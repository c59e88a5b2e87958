// Renders a section of modules through the lazy registry (SPEC §2 "Module registry").
import { createElement, useEffect, type ComponentType } from 'react';
import type { ModuleData } from '../../../generated/module-definitions.ts';
import { moduleRegistry, revealingModules } from '../../../generated/components.ts';
import { scanReveal } from '../../app/reveal.ts';
import { isLeftOut } from '../../lib/left-out.ts';
import { useSite } from '../../app/site-context.tsx';
import { LeftOutModule } from './LeftOutModule.tsx';

export function ModuleList({ modules }: { modules: ModuleData[] }) {
  const { renderer, locale } = useSite();
  // Only a preview or the page editor shows where a module was left out, unknown to the library
  // or with content that fails its schema (sync keeps its stand-in for them alone); a published
  // page never has one, and would show nothing.
  const showsLeftOut = renderer === 'preview' || renderer === 'editor';
  // SPEC §9 scroll reveal: the page's one observer watches the sections just rendered (after
  // hydration and after each client navigation); the server HTML hides nothing.
  useEffect(() => scanReveal(), [modules]);
  return (
    <>
      {modules.map((module, index) => {
        // A stand-in is not a module of the library, whatever the list's type says.
        const entry: unknown = module;
        if (isLeftOut(entry)) {
          return showsLeftOut ? (
            <LeftOutModule key={`left-out-${index}`} name={entry.name} invalid={entry.invalid} locale={locale} />
          ) : null;
        }
        // The registry is typed per name; the pairing of a module's name and props was made by
        // its definition at build, so it is asserted here, in one place.
        const Component = moduleRegistry.get(module.component) as ComponentType<typeof module> | undefined;
        // Not yet loaded: the empty fallback of SPEC §2 (the page loader preloads, so this is rare).
        if (!Component) return null;
        // Renderer `editor` only: the module's place in the template, which the page editor
        // names when it duplicates or deletes it (docs/editing.md); absent from built pages.
        const editorPath = (module as { editorPath?: string }).editorPath;
        return (
          <section
            key={module.id ?? index}
            data-module={module.component}
            id={module.id}
            data-editor-path={editorPath}
            data-reveal={revealingModules.has(module.component) ? '' : undefined}
          >
            {createElement(Component, module)}
          </section>
        );
      })}
    </>
  );
}

// A module left out of a page (docs/modules.md "A module left out of a page"): one the library does
// not have, or one whose content fails its module's schema. Sync leaves it out of what is published
// and records where it was; only the preview and the page editor keep a stand-in at its place, so
// the editor sees what is missing. Browser-safe: the module list renders the stand-in.
import type { InvalidField } from '../../content/schema/problems.ts';

/** The stand-in's `component`: not a module name (those are PascalCase words), so no module can take it. */
export const LEFT_OUT = '(left out)';

/** The stand-in kept at a left-out module's place, in preview and editor renderings only. */
export interface LeftOutStandIn {
  component: typeof LEFT_OUT;
  /** The name the page gave it. */
  name: string;
  /** Present when the library has the module but these fields of its content fail its schema. */
  invalid?: InvalidField[];
}

/** Where a page lost a module, as the page's snapshot records it for the build's summary (content/schema/problems.ts). */
export type { InvalidField, LeftOutModule } from '../../content/schema/problems.ts';

export const isLeftOut = (value: unknown): value is LeftOutStandIn =>
  typeof value === 'object' && value !== null && (value as { component?: unknown }).component === LEFT_OUT;

export const leftOutStandIn = (name: string, invalid?: InvalidField[]): LeftOutStandIn =>
  invalid ? { component: LEFT_OUT, name, invalid } : { component: LEFT_OUT, name };

/** A field's name inside a module, as problems name fields: `items[0].title`. */
export const fieldName = (path: ReadonlyArray<PropertyKey>): string =>
  path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)), '');

/** The module the CLI's scaffolder adds: what to run to make the missing one. */
export const scaffoldCommand = (name: string): string => `unisite new module ${name}`;

// The families the gallery groups modules by (SPEC §2 "Module registry": heroes, distributors,
// forms, tabs, sliders, collections, footers, maps, popups …). Each module's definition names its
// own (`family`); this is only their order and headings.
import type { ModuleFamily } from '../../site/define/define.ts';

/** The gallery's order of families, with their headings. */
export const MODULE_FAMILIES: ReadonlyArray<readonly [ModuleFamily, string]> = [
  ['hero', 'Heroes'],
  ['distributor', 'Distributors and lists'],
  ['collection', 'Collections'],
  ['content', 'Content'],
  ['form', 'Forms'],
  ['tabs', 'Tabs and accordions'],
  ['slider', 'Sliders and galleries'],
  ['media', 'Media'],
  ['map', 'Maps'],
  ['navigation', 'Navigation'],
  ['popup', 'Popups'],
  ['footer', 'Footers'],
];

// SPEC §2 "Module registry": every module loads on demand with an empty fallback, except Header
// and HeroCarousel, which may render eagerly. The Header is a site component the page imports
// itself. A module is eager only when its definition says `loading: 'eager'` (codegen then
// imports it into the client entry); HeroCarousel does not yet, because that adds its slider to
// every page's JavaScript beyond the client budget (docs/modules.md "How modules load").
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { moduleRegistry } from '../../../generated/components.ts';
import { moduleDefinitions } from '../../../generated/module-definitions.ts';
import type { ModuleDefinition } from '../../../site/define/define.ts';

/** The only modules SPEC §2 lets render eagerly. */
const MAY_BE_EAGER = ['Header', 'HeroCarousel'];
const source = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');

describe('module loading', () => {
  const names = Object.keys(moduleDefinitions);
  const declared = names.filter((name) => (moduleDefinitions[name as keyof typeof moduleDefinitions] as ModuleDefinition).loading === 'eager');
  const registry = source('generated/components.ts');

  it('makes eager only the modules whose definition says so, and those only among the two of SPEC §2', () => {
    expect(moduleRegistry.eager).toEqual(declared);
    expect(declared.filter((name) => !MAY_BE_EAGER.includes(name))).toEqual([]);
    for (const name of declared) expect(moduleRegistry.get(name as keyof typeof moduleDefinitions)).toBeTypeOf('function');
  });

  it('imports the eager modules statically and every other one on demand, one chunk each', () => {
    for (const name of names) {
      const eager = declared.includes(name);
      const lazy = registry.includes(`  ${name}: () => import('../site/modules/${name}/${name}.tsx'),`);
      const statically = registry.includes(`import ${name}Eager from '../site/modules/${name}/${name}.tsx';`);
      expect({ name, lazy, statically }).toEqual({ name, lazy: !eager, statically: eager });
    }
  });

  it('renders the Header from a static import of the page, never through the lazy registry', () => {
    expect(source('site/app/Page.tsx')).toMatch(/^import \{ Header\b.*\} from '\.\.\/components\/Header\/index\.tsx';$/m);
    expect(registry).not.toMatch(/import\('[^']*\/Header\//);
  });
});

// SPEC §2 "Module registry": every module loads on demand with an empty fallback, except Header
// and HeroCarousel, which render eagerly. The Header is a site component the page imports
// itself; HeroCarousel is the one eager entry of the generated module registry.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { moduleRegistry } from '../../../generated/components.ts';
import { moduleDefinitions } from '../../../generated/module-definitions.ts';

const EAGER = ['Header', 'HeroCarousel'];
const source = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');

describe('module loading', () => {
  const names = Object.keys(moduleDefinitions);
  const registry = source('generated/components.ts');

  it('gives HeroCarousel (and a Header module, were there one) loaded, and no other module', () => {
    expect(moduleRegistry.eager).toEqual(EAGER.filter((name) => names.includes(name)));
    expect(moduleRegistry.eager).toContain('HeroCarousel');
    expect(moduleRegistry.get('HeroCarousel')).toBeTypeOf('function');
  });

  it('imports the eager modules statically and every other one on demand, one chunk each', () => {
    for (const name of names) {
      const lazy = registry.includes(`  ${name}: () => import('../site/modules/${name}/${name}.tsx'),`);
      const statically = registry.includes(`import ${name}Eager from '../site/modules/${name}/${name}.tsx';`);
      expect({ name, lazy, statically }).toEqual({ name, lazy: !EAGER.includes(name), statically: EAGER.includes(name) });
    }
  });

  it('renders the Header from a static import of the page, never through the lazy registry', () => {
    expect(source('site/app/Page.tsx')).toMatch(/^import \{ Header\b.*\} from '\.\.\/components\/Header\/index\.tsx';$/m);
    expect(registry).not.toMatch(/import\('[^']*\/Header\//);
  });
});

// SPEC §2 "Module registry": every module loads on demand with an empty fallback, except Header
// and HeroCarousel, which render eagerly. The Header is a site component the page imports itself.
// A module is eager when its definition says `loading: 'eager'`, as HeroCarousel's does: codegen
// imports it statically in generated/eager-modules.ts, which the client entry of the pages that
// have it runs before the runtime (site/app/client-eager.ts), so the registry has it before the
// first render there; every other page starts from site/app/client.tsx, without it, and loads it
// on demand like any module if a client navigation reaches one (docs/modules.md "How modules load").
import { readFileSync } from 'node:fs';
import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { moduleRegistry } from '../../../generated/components.ts';
import { moduleDefinitions } from '../../../generated/module-definitions.ts';
import type { ModuleDefinition } from '../../../site/define/define.ts';
import { clientEntryFor, rendersEagerly } from '../../../pipeline/bundle/eager.ts';
import { pageAssets } from '../../../pipeline/bundle/page-assets.ts';
import { CLIENT_ENTRY, EAGER_CLIENT_ENTRY } from '../../../pipeline/bundle/index.ts';

/** The only modules SPEC §2 lets render eagerly. */
const MAY_BE_EAGER = ['Header', 'HeroCarousel'];
const source = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');

describe('module loading', () => {
  const names = Object.keys(moduleDefinitions);
  const declared = names.filter((name) => (moduleDefinitions[name as keyof typeof moduleDefinitions] as ModuleDefinition).loading === 'eager');
  const registry = source('generated/components.ts');
  const eagerModules = source('generated/eager-modules.ts');

  it('makes HeroCarousel eager, and only the modules whose definition says so among the two of SPEC §2', () => {
    expect(declared).toEqual(['HeroCarousel']);
    expect(moduleRegistry.eager).toEqual(declared);
    expect(declared.filter((name) => !MAY_BE_EAGER.includes(name))).toEqual([]);
  });

  it('keeps an on-demand loader, one chunk each, for every module, and imports the eager ones statically in eager-modules.ts only', () => {
    for (const name of names) {
      const lazy = registry.includes(`  ${name}: () => import('../site/modules/${name}/${name}.tsx'),`);
      const statically = eagerModules.includes(`import ${name} from '../site/modules/${name}/${name}.tsx';`);
      expect({ name, lazy, statically }).toEqual({ name, lazy: true, statically: declared.includes(name) });
    }
    // The runtime every page loads imports no module statically.
    expect(registry).not.toMatch(/^import \w+ from '\.\.\/site\/modules\//m);
  });

  it('gives the eager modules to the registry loaded, without a preload, in the entry of their pages', async () => {
    expect(moduleRegistry.get('HeroCarousel')).toBeUndefined();
    await import('../../../generated/eager-modules.ts');
    // Loaded without any preload: the first render has it, no fallback.
    for (const name of declared) expect(moduleRegistry.get(name as keyof typeof moduleDefinitions)).toBeTypeOf('function');
    // The entry of their pages runs it beside the runtime (which renders only after awaiting the page-data).
    expect(source('site/app/client-eager.ts').match(/^import .*$/gm)).toEqual([
      "import '../../generated/eager-modules.ts';",
      "import './client.tsx';",
    ]);
  });

  it('names the eager entry on the pages that render an eager module, and the plain one on the others', () => {
    const manifest = {
      [CLIENT_ENTRY]: { file: 'assets/client-a1.js', src: CLIENT_ENTRY, isEntry: true },
      [EAGER_CLIENT_ENTRY]: { file: 'assets/client-eager-b2.js', src: EAGER_CLIENT_ENTRY, isEntry: true, imports: [CLIENT_ENTRY] },
      'style.css': { file: 'assets/style-c3.css', src: 'style.css' },
    } satisfies Manifest;
    expect(rendersEagerly(['Breadcrumb', 'HeroCarousel', 'CardSlider'])).toBe(true);
    expect(rendersEagerly(['HeroImage', 'CardSlider'])).toBe(false);
    expect(rendersEagerly([])).toBe(false);
    expect(clientEntryFor(['Breadcrumb', 'HeroCarousel'])).toBe(EAGER_CLIENT_ENTRY);
    expect(clientEntryFor(['HeroImage', 'CardSlider'])).toBe(CLIENT_ENTRY);
    expect(pageAssets(manifest, '/page-data/x/page-data.json', clientEntryFor(['HeroCarousel'])).entryScript).toBe('/assets/client-eager-b2.js');
    expect(pageAssets(manifest, '/page-data/x/page-data.json', clientEntryFor(['HeroImage'])).entryScript).toBe('/assets/client-a1.js');
  });

  it('renders the Header from a static import of the page, never through the lazy registry', () => {
    expect(source('site/app/Page.tsx')).toMatch(/^import \{ Header\b.*\} from '\.\.\/components\/Header\/index\.tsx';$/m);
    expect(registry).not.toMatch(/import\('[^']*\/Header\//);
  });
});

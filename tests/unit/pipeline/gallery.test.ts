import { describe, expect, it } from 'vitest';
import { moduleDefinitions } from '../../../generated/module-definitions.ts';
import { GALLERY_ROOT, galleryPages, galleryPath } from '../../../pipeline/gallery/index.ts';
import { MODULE_FAMILIES } from '../../../pipeline/gallery/families.ts';
import { SUB_THEMES } from '../../../themes/site-themes.ts';

describe('the module gallery', () => {
  const pages = galleryPages('en', 1);
  const names = Object.keys(moduleDefinitions).sort();

  it('has an index and one page per module of the generated registry, none of them for search engines', () => {
    expect(pages.map((page) => page.path)).toEqual([GALLERY_ROOT, ...names.map(galleryPath)]);
    expect(galleryPath('HeroImage')).toBe('/_gallery/hero-image/');
    expect(pages.every((page) => !page.indexed && !page.follow && page.templateType === 'ModuleGallery')).toBe(true);
    const index = pages[0]?.template as unknown as {
      modules: Array<{ name: string; family: string; fields: Array<{ name: string }> }>;
      icons: Array<{ names: string[] }>;
    };
    expect(index.modules.map((module) => module.name).sort()).toEqual(names);
    // By family, in the gallery's order of families, each family's modules by name.
    const families = MODULE_FAMILIES.map(([, heading]) => heading);
    const order = index.modules.map((module) => [families.indexOf(module.family), module.name] as const);
    expect(order.every(([family]) => family >= 0)).toBe(true);
    expect(order).toEqual([...order].sort(([a, x], [b, y]) => a - b || (x < y ? -1 : 1)));
    expect(index.modules.find((module) => module.name.startsWith('Hero'))?.family).toBe('Heroes');
    expect(index.modules.every((module) => module.fields.every((field) => field.name !== 'component' && field.name !== 'id'))).toBe(true);
    expect(index.icons.flatMap((group) => group.names).length).toBeGreaterThanOrEqual(160);
  });

  it("shows each example of a module's definition in every sub-theme, with its props", () => {
    for (const [index, name] of names.entries()) {
      const examples = moduleDefinitions[name as keyof typeof moduleDefinitions].examples ?? [];
      const template = pages[index + 1]?.template as unknown as {
        examples: Array<{ props: string; variants: Array<{ subtheme: string; modules: Array<{ component: string }> }> }>;
      };
      expect(template.examples.map((example) => JSON.parse(example.props))).toEqual(examples);
      for (const example of template.examples) {
        expect(example.variants.map((variant) => variant.subtheme)).toEqual([...SUB_THEMES]);
        expect(example.variants.every((variant) => variant.modules[0]?.component === name)).toBe(true);
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { drawsPageTrail, opensWithHero } from '../../../../pipeline/resolve/index.ts';
import { moduleDefinitions } from '../../../../generated/module-definitions.ts';
import type { ModuleDefinition } from '../../../../site/define/define.ts';
import { isDarkSubTheme, SUB_THEMES } from '../../../../themes/site-themes.ts';

describe('header over a hero (SPEC §2)', () => {
  it('is transparent only when the first module of the page asks for it in its definition', () => {
    expect(opensWithHero({ templateType: 'Landing', heroSection: [{ component: 'HeroImage' }], mainSection: [] })).toBe(true);
    expect(opensWithHero({ templateType: 'Landing', heroSection: [], mainSection: [{ component: 'HeroClaim' }] })).toBe(true);
    // HeroQuote is a quote, not a full-bleed image: the header stays solid.
    expect(opensWithHero({ templateType: 'Landing', heroSection: [{ component: 'HeroQuote' }] })).toBe(false);
    expect(opensWithHero({ templateType: 'NewsList', mainSection: [{ component: 'BasicContent' }, { component: 'HeroImage' }] })).toBe(
      false,
    );
    expect(opensWithHero({ templateType: 'Landing', heroSection: [], mainSection: [] })).toBe(false);
  });

  it('asks a hero whose ground depends on its sub-theme: light header text only over a dark one', () => {
    const claim = (subtheme: string) => ({
      templateType: 'Landing',
      heroSection: [],
      mainSection: [{ component: 'HeroClaim', title: 'T', claim: 'C', subtheme }],
    });
    expect(opensWithHero(claim('inverse'))).toBe(true);
    expect(opensWithHero(claim('accent'))).toBe(true);
    expect(opensWithHero(claim('accentAlt'))).toBe(true);
    expect(opensWithHero(claim('accentLight'))).toBe(false);
    expect(opensWithHero(claim('default'))).toBe(false);
    expect(opensWithHero(claim('defaultAlt'))).toBe(false);
    expect(opensWithHero(claim('accentMid'))).toBe(false);
  });

  it('every hero asks for it on a dark sub-theme only, its default sub-theme when none is given', () => {
    const heroes = Object.entries(moduleDefinitions as Record<string, ModuleDefinition>).filter(([, definition]) => definition.header);
    expect(heroes.length).toBeGreaterThanOrEqual(13);
    const page = (module: object) => ({ templateType: 'Landing', heroSection: [module], mainSection: [] });
    const wrong: string[] = [];
    for (const [name, definition] of heroes) {
      const example = definition.examples?.[0] as Record<string, unknown> | undefined;
      const fallback = (definition.schema.parse(example) as { subtheme?: string }).subtheme;
      if (!fallback) {
        wrong.push(`${name}: no sub-theme to decide by`);
        continue;
      }
      for (const subtheme of SUB_THEMES) {
        if (opensWithHero(page({ ...example, subtheme })) !== isDarkSubTheme(subtheme)) wrong.push(`${name} on ${subtheme}`);
      }
      // Unparsed content (a preview) has no sub-theme yet: the schema's default decides.
      const { subtheme: _given, ...unparsed } = example ?? {};
      const defaulted = (definition.schema.parse(unparsed) as { subtheme: (typeof SUB_THEMES)[number] }).subtheme;
      if (opensWithHero(page({ component: name })) !== isDarkSubTheme(defaulted)) wrong.push(`${name} without a sub-theme`);
    }
    expect(wrong).toEqual([]);
  });
});

describe("the page's automatic breadcrumb trail", () => {
  it('is left out when a module of the page draws the trail where the editor placed it, so a page never has two', () => {
    expect(drawsPageTrail(['Breadcrumb', 'HeroSplit'])).toBe(true);
    expect(drawsPageTrail(['HeroSplit', 'BasicContent'])).toBe(false);
    expect(drawsPageTrail([])).toBe(false);
    const drawing = Object.entries(moduleDefinitions as Record<string, ModuleDefinition>).filter(
      ([, definition]) => definition.drawsPageTrail,
    );
    expect(drawing.map(([name]) => name)).toEqual(['Breadcrumb']);
  });
});

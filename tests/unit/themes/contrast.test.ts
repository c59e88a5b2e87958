// WCAG 2.1 AA contrast of the design tokens (SPEC §3 palette roles): every role pair a component
// paints, in every site theme × sub-theme, and text over a veiled hero image
// (docs/accessibility.md, contrast). Tokens, not pages, are where contrast is decided.
import { describe, expect, it } from 'vitest';
import { BLACK, contrast, over, parseColor, worstContrastOverImage, WHITE, type Rgb } from '../../../themes/contrast.ts';
import { globalTheme } from '../../../themes/global.ts';
import { siteThemes, SUB_THEMES, subThemePalette, type Palette } from '../../../themes/site-themes.ts';

type Role = keyof Palette;

/** Text (WCAG 1.4.3, 4.5:1): each foreground role on each surface it is painted on. */
const TEXT_ON: Array<[Role, Role[]]> = [
  ['text', ['background', 'ui']],
  ['textSecondary', ['background', 'ui']],
  ['link', ['background', 'ui']],
  ['interactive', ['background', 'ui']],
  ['interactiveHover', ['background']],
  ['interactivePressed', ['background']],
  ['error', ['background']],
  ['success', ['background']],
  ['info', ['background']],
  ['textOnInteractive', ['interactive', 'interactiveHover', 'interactivePressed']],
  ['footerText', ['footerBackground']],
];

/** Non-text (WCAG 1.4.11, 3:1): focus indicators and the fills and borders of controls. */
const UI_ON: Array<[Role, Role[]]> = [
  ['focus', ['background', 'ui']],
  // The footer draws its focus ring in its text colour.
  ['footerText', ['footerBackground']],
  ['interactiveFocus', ['background']],
  ['interactive', ['background']],
  ['interactiveHover', ['background']],
  ['interactivePressed', ['background']],
  // Text fields, textareas and selects: their border is all that shows where the field is.
  ['controlBorder', ['background']],
  // A notice's side rule and icon, in its tone's colour on the notice's surface.
  ['info', ['ui']],
  ['error', ['ui']],
  ['interactive', ['ui']],
];

const combinations = Object.entries(siteThemes).flatMap(([theme, palette]) =>
  SUB_THEMES.map((subTheme) => ({ theme, subTheme, palette: subThemePalette(palette, subTheme) })),
);

/** A role's colour as painted: a translucent one (a surface tint) over the sub-theme's background. */
function painted(palette: Palette, role: Role): Rgb {
  const background = parseColor(palette.background);
  return role === 'background' ? background : parseColor(palette[role], background);
}

function failures(pairs: Array<[Role, Role[]]>, minimum: number): string[] {
  const found: string[] = [];
  for (const { theme, subTheme, palette } of combinations) {
    for (const [foreground, surfaces] of pairs) {
      for (const surface of surfaces) {
        const ratio = contrast(painted(palette, foreground), painted(palette, surface));
        if (ratio < minimum) found.push(`${theme} / ${subTheme}: ${foreground} on ${surface} is ${ratio.toFixed(2)}:1`);
      }
    }
  }
  return found;
}

describe('contrast arithmetic', () => {
  it('matches the WCAG definition', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrast(over(BLACK, 0.5, WHITE), WHITE)).toBeCloseTo(contrast('#808080', WHITE), 1);
    expect(parseColor('rgb(0 0 0 / 0.5)')).toEqual({ r: 127.5, g: 127.5, b: 127.5 });
  });
});

describe('palette roles in every site theme and sub-theme (SPEC §3)', () => {
  it(`covers ${Object.keys(siteThemes).length} site themes × ${SUB_THEMES.length} sub-themes`, () => {
    expect(combinations).toHaveLength(Object.keys(siteThemes).length * SUB_THEMES.length);
  });

  it('gives text and interactive text at least 4.5:1 on every surface it sits on', () => {
    expect(failures(TEXT_ON, 4.5)).toEqual([]);
  });

  it('gives focus indicators and control fills at least 3:1 against their surroundings', () => {
    expect(failures(UI_ON, 3)).toEqual([]);
  });
});

describe('text over a hero image (SPEC §9 veil)', () => {
  const { color, opacity } = globalTheme.veil;

  it('keeps white text at 4.5:1 on any image under the background-image veil', () => {
    expect(worstContrastOverImage('#ffffff', color, opacity)).toBeGreaterThanOrEqual(4.5);
    for (const palette of Object.values(siteThemes)) expect(palette.veilDark).toBe(color);
  });

  it("keeps a hero's text at 4.5:1 on any image shown through its sub-theme's background", () => {
    // A hero paints its image at 1 − veil opacity over the sub-theme's veil colour.
    const found = combinations
      .map(({ theme, subTheme, palette }) => ({ theme, subTheme, ratio: worstContrastOverImage(palette.text, palette.veil, opacity) }))
      .filter(({ ratio }) => ratio < 4.5)
      .map(({ theme, subTheme, ratio }) => `${theme} / ${subTheme}: ${ratio.toFixed(2)}:1`);
    expect(found).toEqual([]);
  });
});

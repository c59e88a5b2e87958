import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDocuments } from '../../../content/cms/documents.ts';
import { ContentIndex, resolvePage, urlSite } from '../../../pipeline/resolve/index.ts';
import { SiteSchema } from '../../../content/schema/index.ts';
import { fontFaceCss } from '../../../pipeline/artefacts/fonts.ts';
import { previewSvg } from '../../../pipeline/artefacts/theme-previews.ts';
import type { ValidPage } from '../../../content/schema/problems.ts';
import { themeCss } from '../../../themes/css.ts';
import { breakpoints, globalTheme, header } from '../../../themes/global.ts';
import { siteThemes, SUB_THEMES, themePreviews } from '../../../themes/site-themes.ts';
import sharp from 'sharp';

const root = resolve(import.meta.dirname, '../../..');
const css = themeCss();

/**
 * The declarations of a stylesheet that apply under a selector naming data-subtheme, the rule's
 * own or one it is nested in (comments dropped; no stylesheet here has a brace in a string).
 */
function subThemeDeclarations(text: string): string[] {
  const found: string[] = [];
  const selectors: string[] = [];
  let pending = '';
  for (const char of text.replace(/\/\*[\s\S]*?\*\//g, '')) {
    if (char === '{') {
      selectors.push(pending.trim());
      pending = '';
    } else if (char === '}' || char === ';') {
      const declaration = pending.trim();
      if (declaration && selectors.some((selector) => selector.includes('data-subtheme'))) found.push(declaration);
      pending = '';
      if (char === '}') selectors.pop();
    } else pending += char;
  }
  return found;
}

/** Properties that paint and never move anything; a shorthand only when its value is one colour token. */
const COLOUR_PROPERTIES = new Set([
  'color',
  'background-color',
  'border-color',
  'outline-color',
  'fill',
  'stroke',
  'text-decoration-color',
  'caret-color',
]);
function isColourDeclaration(declaration: string): boolean {
  const [property = '', ...rest] = declaration.split(':');
  const name = property.trim();
  const value = rest.join(':').trim();
  if (name.startsWith('--color-')) return true;
  if (COLOUR_PROPERTIES.has(name)) return true;
  return name === 'background' && /^var\(--color-[a-z-]+\)$/.test(value);
}

describe('the global theme (SPEC §9 "Layout")', () => {
  it('has the breakpoints, container widths with the 100px side margin and header heights', () => {
    expect(Object.values(breakpoints)).toEqual([600, 768, 1024, 1216, 1542, 1680]);
    for (const min of Object.values(breakpoints)) expect(css).toContain(`@media (min-width: ${min}px)`);
    expect(css).toContain('--side-margin: 100px;');
    expect(css).toContain('--container-max: 1416px;'); // 1216 + 2 × 100
    expect(css).toMatch(/--header-height: 80px;[\s\S]*--header-height: 96px;[\s\S]*--header-height: 131px;/);
    expect(css).toContain('--header-height-pinned: 56px;');
    expect(css).toContain('--header-top-bar: 56px;');
    expect(header).toMatchObject({
      pinStart: 100,
      sharedPinStart: 0,
      tolerance: { up: 5, down: 0 },
      animation: '0.2s',
      submenuScrollThreshold: 354,
      cascadingDepth: 4,
      mobilePanelMaxWidth: 560,
    });
  });

  it('has the font sizes, spacing, radii and timings', () => {
    for (const size of [9, 10, 11, 12, 13, 14, 15, 16, 18, 20, 24, 28, 30, 42, 62])
      expect(css).toContain(`--font-size-${size}: ${size}px;`);
    expect(globalTheme.space).toEqual([0, 8, 16, 24, 32, 48, 56, 64, 96, 128, 196]);
    expect(css).toContain('--space-10: 196px;');
    for (const radius of [4, 8, 16]) expect(css).toContain(`: ${radius}px;`);
    for (const timing of ['0.12s', '0.25s', '0.5s', '1s', '0.33s', '0.8s', '0.66s']) expect(css).toContain(`: ${timing};`);
    expect(css).toContain('--module-translate: 24px;');
    expect(css).toContain('--focus-offset: 2px;');
  });

  it('reveals a module with the SPEC §9 scroll-reveal defaults (0.4 s, 40 px), and moves nothing under reduced motion', () => {
    expect(css).toContain('--reveal-duration: 0.4s;');
    expect(css).toContain('--reveal-distance: 40px;');
    const [motion = '', reduced = ''] = css.split('@media (prefers-reduced-motion: reduce)');
    expect(motion).toContain('transition: opacity var(--reveal-duration) ease-out, transform var(--reveal-duration) ease-out;');
    expect(motion).toContain('transform: translateY(var(--reveal-distance));');
    expect(reduced).toContain('--reveal-distance: 0px;');
  });

  it('has the button sizes and z-index scale', () => {
    expect(css).toContain('--button-medium-width: 224px;');
    expect(css).toContain('--button-landing-height: 60px;');
    expect(css).toContain('--button-nav-cta-height: 40px;');
    expect(css).toContain('--button-submit-max-width: 400px;');
    expect(css).toContain('--z-modal-content: 9999999;');
    expect(css).toContain('--z-header-main: 99999;');
    expect(css).toContain('--z-header-sub-menu-wrapper: 9999;');
  });

  it('has every named text style', () => {
    for (const name of ['display', 'heading', 'body', 'subtitle', 'button', 'tiny', 'navigation', 'news-card'])
      expect(css).toContain(`--text-${name}:`);
  });
});

describe('site themes and sub-themes (SPEC §3 "Design themes")', () => {
  it('scopes each site theme by data-theme with its brand colour', () => {
    const names = [
      'default',
      'health-sector',
      'business',
      'law',
      'architecture',
      'science-theme',
      'emba-theme',
      'humanities-theme',
      'architecture-design-theme',
    ];
    expect(Object.keys(siteThemes).sort()).toEqual([...names].sort());
    for (const name of names) expect(css).toContain(`[data-theme='${name}'] {`);
    expect(css).toMatch(/\[data-theme='science-theme'\] \{[^}]*--color-brand: #00754a;/);
    expect(css).toMatch(/\[data-theme='emba-theme'\] \{[^}]*--color-brand: #141414;/);
    expect(css).toMatch(/\[data-theme='humanities-theme'\] \{[^}]*--color-brand: #c2410c;/);
  });

  it('gives every palette every role of SPEC §3', () => {
    for (const palette of Object.values(siteThemes)) {
      for (const role of [
        'brand',
        'inverse',
        'link',
        'interactive',
        'interactiveHover',
        'interactivePressed',
        'interactiveFocus',
        'textOnInteractive',
        'disabled',
        'background',
        'ui',
        'text',
        'icons',
        'info',
        'success',
        'error',
        'focus',
        'overlay',
        'overlayStrong',
        'socialLinkedin',
        'socialWhatsapp',
      ]) {
        expect(palette).toHaveProperty(role);
      }
    }
  });

  it('maps sub-themes onto the surrounding palette', () => {
    expect(SUB_THEMES).toEqual(['default', 'defaultAlt', 'accent', 'inverse', 'accentAlt', 'accentLight', 'accentMid']);
    expect(css).toMatch(/\[data-subtheme='inverse'\] \{[^}]*--color-background: var\(--palette-brand\);/);
    expect(css).toMatch(/\[data-subtheme='accentLight'\] \{[^}]*--color-background: var\(--palette-accent-light\);/);
  });

  // The module gallery's end-to-end test scans every axe rule but the colour ones in an example's
  // first sub-theme only (tests/e2e/gallery.spec.ts): that holds while a sub-theme changes colours
  // and nothing else, in the theme's stylesheet and in every stylesheet of site/.
  it('changes only colours in a sub-theme, in the theme and in every stylesheet of site/', () => {
    const sheets = [
      { file: 'themes/css.ts', text: css },
      ...readdirSync(join(root, 'site'), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.css'))
        .map((file) => ({ file: `site/${file}`, text: readFileSync(join(root, 'site', file), 'utf8') })),
    ];
    const keyed = sheets.flatMap(({ file, text }) => subThemeDeclarations(text).map((declaration) => `${file}: ${declaration}`));
    // The theme's own rules, HeroClaim's inverse background: there is something to check.
    expect(keyed.length).toBeGreaterThan(SUB_THEMES.length);
    expect(keyed.filter((line) => !isColourDeclaration(line.slice(line.indexOf(': ') + 2)))).toEqual([]);
  });

  it('warns about a missing theme and renders the page with the default', async () => {
    const { pages, site } = await loadDocuments(join(root, 'content/cms/documents'));
    const page = pages.find((candidate) => candidate.path === '/page-not-found/')!;
    const warnings: string[] = [];
    const view = resolvePage(
      { ...page, theme: 'sgpa-theme', headerTheme: 'law' } as unknown as ValidPage,
      new ContentIndex([], urlSite(SiteSchema.parse(site))),
      { warn: (message) => warnings.push(message) },
    );
    expect(view.page.theme).toBe('default');
    expect(view.page.headerTheme).toBe('law');
    expect(warnings).toEqual([expect.stringContaining('page /page-not-found/: theme "sgpa-theme" does not exist; using "default"')]);
  });
});

describe('theme previews and fonts', () => {
  it('draws a preview per SPEC name at 70, 60 and 40 px', async () => {
    expect(Object.keys(themePreviews).sort()).toEqual([
      'architecture',
      'architecture-design',
      'business',
      'default',
      'emba',
      'humanities',
      'law',
      'science',
      'sgpa',
    ]);
    const png = await sharp(Buffer.from(previewSvg(themePreviews.science!, 40)))
      .png()
      .toBuffer();
    const { width, height } = await sharp(png).metadata();
    expect([width, height]).toEqual([40, 40]);
    const { dominant } = await sharp(png).stats();
    expect(dominant.g).toBeGreaterThan(dominant.r); // science green
  });

  it('writes @font-face rules for both families with metric-matched fallbacks', async () => {
    const fonts = await fontFaceCss();
    expect(fonts).toContain("font-family: 'Unisite Sans';");
    expect(fonts).toContain("font-family: 'Unisite Serif';");
    expect(fonts).toContain('src: url(/fonts/inter-latin-wght-normal.woff2)');
    expect(fonts).toMatch(/unicode-range: U\+0000-00FF/);
    expect(fonts).toMatch(/font-family: 'Unisite Sans Fallback';\s*src: local\('Arial'\)[^}]*size-adjust: 106\.67%;/);
    expect(fonts).toContain('font-display: swap;');
    expect(globalTheme.fontFamily.primary).toContain("'Unisite Sans Fallback'");
  });
});

// Compiles the design tokens to CSS custom properties, scoped per site theme via [data-theme].
// Served to the client as the virtual module 'virtual:unisite/themes.css' (pipeline/bundle).
import { breakpoints, globalTheme, textStyles } from './global.ts';
import { DEFAULT_THEME, siteThemes, type Palette } from './site-themes.ts';

const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function paletteVars(palette: Palette): string {
  return Object.entries(palette)
    .map(([role, value]) => `--color-${kebab(role)}: ${value};`)
    .join('\n  ');
}

function globalVars(): string {
  const t = globalTheme;
  const lines: string[] = [
    `--font-primary: ${t.fontFamily.primary};`,
    `--font-secondary: ${t.fontFamily.secondary};`,
    ...t.space.map((value, index) => `--space-${index}: ${value}px;`),
    ...t.fontSizes.map((value) => `--font-size-${value}: ${value}px;`),
    ...Object.entries(t.radii).map(([name, value]) => `--radius-${name}: ${value}px;`),
    ...Object.entries(t.timings).map(([name, value]) => `--timing-${kebab(name)}: ${value};`),
    `--line-width: ${t.lineWidths.thin}px;`,
    `--line-width-thick: ${t.lineWidths.thick}px;`,
    ...Object.entries(t.fontWeights).map(([name, value]) => `--font-weight-${name}: ${value};`),
    ...Object.entries(t.shadows).map(([name, value]) => `--shadow-${name}: ${value};`),
    `--z-header: ${t.zIndex.header};`,
    `--header-height: ${t.headerHeight.base}px;`,
    `--container-max: 100%;`,
    `--side-margin: var(--space-3);`,
    `--hero-min-height: 24rem;`,
    `--veil-opacity: 0.5;`,
    // SPEC §9 background image veil: dark blue at 0.5, the image fading in over 2s.
    `--veil-color: #000e3e;`,
    `--veil-transition: 2s;`,
  ];
  for (const [name, style] of Object.entries(textStyles)) {
    const family = style.family === 'primary' ? 'var(--font-primary)' : 'var(--font-secondary)';
    lines.push(
      `--text-${kebab(name)}: ${t.fontWeights[style.weight]} ${style.size}px/${t.lineHeights[style.lineHeight]} ${family};`,
    );
  }
  return lines.join('\n  ');
}

export function themeCss(): string {
  const palette = siteThemes[DEFAULT_THEME];
  if (!palette) throw new Error(`themes: the default theme "${DEFAULT_THEME}" is missing from siteThemes`);
  const themed = Object.entries(siteThemes)
    .map(([id, p]) => `[data-theme='${id}'] {\n  ${paletteVars(p)}\n}`)
    .join('\n\n');
  return `/* generated from themes/ — edit the tokens, not this output */
:root {
  ${globalVars()}
  ${paletteVars(palette)}
}

@media (min-width: ${breakpoints.m}px) {
  :root {
    --side-margin: var(--space-5);
    --header-height: ${globalTheme.headerHeight.m}px;
  }
}

@media (min-width: ${breakpoints.xl}px) {
  :root {
    --container-max: ${breakpoints.xl + 2 * globalTheme.sideMargin}px;
    --side-margin: ${globalTheme.sideMargin}px;
  }
}

${themed}

*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0;
  background: var(--color-background);
  color: var(--color-text);
  font: var(--text-body);
}
a:focus-visible, button:focus-visible, [tabindex]:focus-visible {
  outline: 2px solid var(--color-focus);
  outline-offset: 2px;
}
main:focus { outline: none; }
img { max-width: 100%; height: auto; }
`;
}

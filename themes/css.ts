// Compiles the design tokens to CSS custom properties: globals on :root, each site theme's
// palette scoped by [data-theme], each sub-theme by [data-subtheme] (SPEC §3 "Design themes").
// Served to the client as the virtual module 'virtual:unisite/themes.css' (pipeline/bundle).
import { breakpoints, containers, devices, globalTheme, header, phoneTextSizes, textStyles } from './global.ts';
import { DEFAULT_THEME, siteThemes, subThemes, type Palette } from './site-themes.ts';
import { INTERFACE, SOCIAL } from './icons/core-paths.ts';

const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Raw colours (--palette-*) and the roles components use (--color-*), equal at theme level. */
function paletteVars(palette: Palette): string {
  return Object.entries(palette)
    .flatMap(([role, value]) => [`--palette-${kebab(role)}: ${value};`, `--color-${kebab(role)}: ${value};`])
    .join('\n  ');
}

function subThemeVars(mapping: Partial<Record<keyof Palette, keyof Palette>>): string {
  return Object.entries(mapping)
    .map(([role, source]) => `--color-${kebab(role)}: var(--palette-${kebab(source)});`)
    .join('\n  ');
}

/** The glyphs offered as mask images (--icon-<name>): the core set, social networks and interface glyphs. */
const CSS_GLYPHS = [...Object.keys(SOCIAL), ...Object.keys(INTERFACE)];

/** A glyph's drawing as a CSS url() of an SVG data URI (only what a data URI must escape is escaped). */
function glyphMask(name: string): string {
  const path = INTERFACE[name] ?? SOCIAL[name];
  if (!path) throw new Error(`themes: the glyph "${name}" is missing from themes/icons/core-paths.ts`);
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'><path d='${path}'/></svg>`;
  return `url("data:image/svg+xml,${svg.replace(/[<>#%"]/g, encodeURIComponent)}")`;
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
    `--module-translate: ${t.moduleTranslate}px;`,
    `--reveal-duration: ${t.reveal.duration};`,
    `--reveal-distance: ${t.reveal.distance}px;`,
    `--line-width: ${t.lineWidths.thin}px;`,
    `--line-width-thick: ${t.lineWidths.thick}px;`,
    `--focus-offset: ${t.focusOffset}px;`,
    ...Object.entries(t.fontWeights).map(([name, value]) => `--font-weight-${name}: ${value};`),
    ...Object.entries(t.lineHeights).map(([name, value]) => `--line-height-${name}: ${value};`),
    ...Object.entries(t.shadows).map(([name, value]) => `--shadow-${name}: ${value};`),
    ...Object.entries(t.gradients).map(([name, value]) => `--gradient-${kebab(name)}: ${value};`),
    ...Object.entries(t.zIndex).map(([name, value]) => `--z-${kebab(name)}: ${value};`),
    `--z-header: ${t.zIndex.headerMain};`,
    ...Object.entries(t.buttons).flatMap(([name, size]) =>
      typeof size === 'number'
        ? [`--button-${kebab(name)}: ${size}px;`]
        : Object.entries(size).map(([side, value]) => `--button-${kebab(name)}-${side}: ${value}px;`),
    ),
    ...Object.entries(breakpoints).map(([name, value]) => `--breakpoint-${name}: ${value}px;`),
    `--header-height: ${header.height}px;`,
    `--header-height-pinned: ${header.heightPinned}px;`,
    `--header-main-height: ${header.height}px;`,
    `--logo-height: ${globalTheme.space[4]}px;`,
    `--logo-height-pinned: ${globalTheme.space[4]}px;`,
    // Which header parts show at this width (media queries cannot read custom properties, so
    // the breakpoints live here and components switch on these).
    `--display-desktop: none;`,
    `--display-mobile: flex;`,
    `--display-below-m: inline;`,
    `--display-from-m: none;`,
    `--header-top-bar: ${header.topBar}px;`,
    `--header-animation: ${header.animation};`,
    `--submenu-max-height: ${header.submenuScrollThreshold}px;`,
    `--mobile-panel-max-width: ${header.mobilePanelMaxWidth}px;`,
    `--hero-carousel-height: ${t.heroCarouselHeight};`,
    `--container-max: ${containers.default.width};`,
    `--side-margin: ${containers.default.sideMargin}px;`,
    `--hero-min-height: 24rem;`,
    // Announcement banner height, and how far a hero under a transparent header must keep its
    // content down (the header measures itself on the client; these are the first-paint values).
    `--banner-height: ${globalTheme.space[5]}px;`,
    `--header-offset: 0px;`,
    // SPEC §9 background image veil (themes/global.ts): an image shows at 1 − opacity under it.
    `--veil-opacity: ${t.veil.opacity};`,
    `--veil-color: ${t.veil.color};`,
    `--veil-transition: ${t.veil.transition};`,
    // Interface glyphs that CSS draws (a mask filled with the text colour), so that a glyph
    // repeated on every menu row is not written into every page's markup; the same drawings
    // as the inline icons (themes/icons/core-paths.ts).
    ...Object.entries(t.iconSizes).map(([name, value]) => `--icon-size-${name}: ${value}px;`),
    ...CSS_GLYPHS.map((name) => `--icon-${name}: ${glyphMask(name)};`),
  ];
  for (const name of Object.keys(textStyles) as Array<keyof typeof textStyles>) lines.push(textStyleVar(name, phoneTextSizes[name]));
  return lines.join('\n  ');
}

/** One named text style as a `font` shorthand, optionally at another size of the scale. */
function textStyleVar(name: keyof typeof textStyles, size?: number): string {
  const t = globalTheme;
  const style = textStyles[name];
  const family = style.family === 'primary' ? 'var(--font-primary)' : 'var(--font-secondary)';
  return `--text-${kebab(name)}: ${t.fontWeights[style.weight]} ${size ?? style.size}px/${t.lineHeights[style.lineHeight]} ${family};`;
}

/** Container width and side margin per breakpoint; header height grows at m and xl (SPEC §9). */
function breakpointRules(): string {
  const rules: string[] = [];
  for (const [name, min] of Object.entries(breakpoints) as Array<[keyof typeof breakpoints, number]>) {
    const container = containers[name];
    const fullSizeText = (Object.keys(phoneTextSizes) as Array<keyof typeof textStyles>)
      .map((style) => `\n    ${textStyleVar(style)}`)
      .join('');
    const extra =
      name === 'm'
        ? `${fullSizeText}\n    --header-height: ${header.heightM}px;\n    --header-main-height: ${header.heightM}px;\n    --logo-height: ${globalTheme.space[5]}px;\n    --display-below-m: none;\n    --display-from-m: inline;`
        : name === 'xl'
          ? // From xl the desktop top bar sits above the main bar, inside the 131px.
            `\n    --header-height: ${header.heightXl}px;\n    --header-main-height: ${header.heightXl - header.topBar}px;\n    --display-desktop: flex;\n    --display-mobile: none;`
          : '';
    // From xl the container is the breakpoint width plus the 100px side margins.
    const width = min >= breakpoints.xl ? `${min + 2 * container.sideMargin}px` : '100%';
    rules.push(`@media (min-width: ${min}px) {
  :root {
    --container-max: ${width};
    --side-margin: ${container.sideMargin}px;${extra}
  }
}`);
  }
  return rules.join('\n\n');
}

export function themeCss(): string {
  const palette = siteThemes[DEFAULT_THEME];
  if (!palette) throw new Error(`themes: the default theme "${DEFAULT_THEME}" is missing from siteThemes`);
  const themed = Object.entries(siteThemes)
    .map(([id, p]) => `[data-theme='${id}'] {\n  ${paletteVars(p)}\n}`)
    .join('\n\n');
  const subThemed = Object.entries(subThemes)
    .filter(([, mapping]) => Object.keys(mapping).length > 0)
    .map(([id, mapping]) => `[data-subtheme='${id}'] {\n  ${subThemeVars(mapping)}\n}`)
    .join('\n\n');
  return `/* generated from themes/ — edit the tokens, not this output */
:root {
  ${globalVars()}
  ${paletteVars(palette)}
}

${breakpointRules()}

/* SPEC §9 device queries, for reference: phone ${devices.phone}; tablet ${devices.tablet}; desktop ${devices.desktop} */

${themed}

${subThemed}

/* An element naming a glyph (data-icon) gets its drawing as --icon. */
${CSS_GLYPHS.map((name) => `[data-icon='${name}'] { --icon: var(--icon-${name}); }`).join('\n')}

*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0;
  background: var(--color-background);
  color: var(--color-text);
  font: var(--text-body);
  /* WCAG 1.4.10 reflow: a word longer than the line breaks instead of scrolling the page sideways. */
  overflow-wrap: break-word;
}
/* Headings are large and often sit in flex or grid items, whose minimum width a long word would set. */
h1, h2, h3, h4, h5, h6 { overflow-wrap: anywhere; hyphens: auto; }
[data-theme], [data-subtheme] { color: var(--color-text); }
/* SPEC §2: the header is transparent over a hero; the hero keeps its content below it. */
[data-header-over-hero] { --header-offset: var(--header-height); }
[data-header-over-hero][data-header-banner] { --header-offset: calc(var(--header-height) + var(--banner-height)); }
a:focus-visible, button:focus-visible, [tabindex]:focus-visible {
  outline: 2px solid var(--color-focus);
  outline-offset: var(--focus-offset);
}
main:focus { outline: none; }
/* WCAG 2.4.11 focus not obscured: scrolling back up pins the sticky header (the pinned height at
   every width, the top bar hidden) over the top of the page, so whatever focus or an anchor
   scrolls into view stops below it. Unfixed, the header scrolls with the page; unpinned, it is
   gone. At the bottom, room for the focus outline. */
html { scroll-padding-bottom: var(--space-1); }
html:has([data-sticky]) { scroll-padding-top: calc(var(--header-height-pinned) + var(--space-2)); }
img { max-width: 100%; height: auto; }
/* SPEC §9 blur placeholder (site/components/Image): the tiny image covers the box until the real one paints. */
img[data-placeholder] { background-size: cover; background-position: center; }
/* SPEC §4 "Mobile menu": body scroll is locked while it is open. */
html[data-scroll-lock] body { overflow: hidden; }
/* SPEC §9 scroll reveal (site/app/reveal.ts): a module section marked data-reveal fades in and
   rises by the reveal distance, over the reveal duration, when it first scrolls into view. Hidden only under the root's
   data-reveal-ready, which the client runtime sets once it watches the page: the server HTML,
   a page without JavaScript and a reduced-motion visitor always see every module. */
@media (prefers-reduced-motion: no-preference) {
  /* Only the entrance is animated: a module below the fold is hidden at once when the runtime
     starts watching (a fade-out would show it leaving). */
  [data-reveal-ready] [data-reveal][data-revealed] {
    transition: opacity var(--reveal-duration) ease-out, transform var(--reveal-duration) ease-out;
  }
  [data-reveal-ready] [data-reveal]:not([data-revealed]) {
    opacity: 0;
    transform: translateY(var(--reveal-distance));
  }
}
/* WCAG 2.3.3, prefers-reduced-motion: nothing slides, fades or moves (the mobile menu, the
   header's pinning, a module's entrance). Animations end at once (a near-zero duration, so one
   that leaves its element in its final state still does). Transitions are removed rather than
   shortened: a near-zero duration would give every property of every element a transition (an
   element without one has \`transition-property: all\`), so a panel made visible would still
   compute as hidden in the frame it opens, and focus could not move into it. */
@media (prefers-reduced-motion: reduce) {
  :root { --module-translate: 0px; --reveal-distance: 0px; }
  *, *::before, *::after {
    animation-duration: 0.01ms !important;
    animation-delay: 0s !important;
    animation-iteration-count: 1 !important;
    transition: none !important;
    scroll-behavior: auto !important;
  }
}
`;
}

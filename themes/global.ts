// The global theme: every layout constant of SPEC §9 "Layout" and the named styles of SPEC §3
// "Design themes". Components never use these numbers directly: themes/css.ts turns them into
// custom properties, and client code reads the few it needs in JavaScript from here.

/** SPEC §9: breakpoints s…xxxl (px). */
export const breakpoints = { s: 600, m: 768, l: 1024, xl: 1216, xxl: 1542, xxxl: 1680 } as const;
export type BreakpointName = keyof typeof breakpoints;

/** SPEC §9 "Layout": side margin 100px; the default container is 100% wide, others match the breakpoints. */
export const SIDE_MARGIN = 100;

/** One container per breakpoint: its width and side margin (SPEC §3 "breakpoints each with container width and side margin"). */
export const containers: Record<'default' | BreakpointName, { width: string; sideMargin: number }> = {
  default: { width: '100%', sideMargin: 16 },
  s: { width: `${breakpoints.s}px`, sideMargin: 24 },
  m: { width: `${breakpoints.m}px`, sideMargin: 32 },
  l: { width: `${breakpoints.l}px`, sideMargin: 48 },
  xl: { width: `${breakpoints.xl}px`, sideMargin: SIDE_MARGIN },
  xxl: { width: `${breakpoints.xxl}px`, sideMargin: SIDE_MARGIN },
  xxxl: { width: `${breakpoints.xxxl}px`, sideMargin: SIDE_MARGIN },
};

/** SPEC §9 "Device queries": phone 320–568px, tablet 768–1024px, desktop from 1224px. */
export const devices = {
  phone: '(min-width: 320px) and (max-width: 568px)',
  tablet: '(min-width: 768px) and (max-width: 1024px)',
  desktop: '(min-width: 1224px)',
} as const;

/** SPEC §9 header geometry and the headroom behaviour (see site/components/Header/headroom.ts). */
export const header = {
  height: 80,
  heightPinned: 56,
  heightM: 96,
  heightXl: 131,
  topBar: 56,
  /** Pin start of the site header (px of scroll). */
  pinStart: 100,
  /** Pin start of the shared sticky behaviour. */
  sharedPinStart: 0,
  tolerance: { up: 5, down: 0 },
  animation: '0.2s',
  /** A cascading submenu list taller than this scrolls, with arrows. */
  submenuScrollThreshold: 354,
  cascadingDepth: 4,
  mobilePanelMaxWidth: 560,
  /** Mega-menu grid columns; site id 35 gets four (SPEC §2 "Main menu"). */
  megaColumns: 3,
  megaColumnsWideSiteId: 35,
  megaColumnsWide: 4,
} as const;

/** SPEC §9 z-index scale. */
export const zIndex = {
  modalMain: 999999,
  modalContent: 9999999,
  modalClose: 9999999,
  headerMain: 99999,
  headerOuter1: 999,
  headerOuter2: 99999,
  headerDefault: 9,
  headerIcons: 999999,
  headerCloseNav: 999,
  headerRecursive: 9999,
  headerSubMenu: 999,
  headerSubMenuWrapper: 9999,
} as const;

export const globalTheme = {
  id: 'global',
  fontFamily: {
    // Self-hosted, openly licensed (SIL OFL): Inter and Source Serif 4, with metric-matched local
    // fallbacks so nothing moves when the web fonts arrive (see pipeline/artefacts/fonts.ts).
    primary: "'Unisite Sans', 'Unisite Sans Fallback', system-ui, sans-serif",
    secondary: "'Unisite Serif', 'Unisite Serif Fallback', Georgia, serif",
  },
  sideMargin: SIDE_MARGIN,
  fontSizes: [9, 10, 11, 12, 13, 14, 15, 16, 18, 20, 24, 28, 30, 42, 62],
  space: [0, 8, 16, 24, 32, 48, 56, 64, 96, 128, 196],
  radii: { s: 4, m: 8, l: 16 },
  timings: {
    xs: '0.12s',
    s: '0.25s',
    m: '0.5s',
    l: '1s',
    hover: '0.33s',
    stickyNav: '0.8s',
    moduleFadeIn: '0.66s',
    headroom: header.animation,
    menuOpen: '0.5s',
    menuSlide: '0.7s',
  },
  moduleTranslate: 24,
  /**
   * SPEC §9 scroll-reveal defaults: a module section fades in over `duration` and rises by
   * `distance` px when it first scrolls into view (site/app/reveal.ts has the rootMargin, −100px,
   * and animates once). The module fade-in and translate above are the theme's own entrance
   * timing, kept as tokens; the reveal has its own defaults in the spec.
   */
  reveal: { duration: '0.4s', distance: 40 },
  lineWidths: { thin: 1, thick: 4 },
  /** The gap between a focused control and its focus outline (px). */
  focusOffset: 2,
  fontWeights: { light: 300, regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.1, heading: 1.25, body: 1.5, loose: 1.75 },
  /** SPEC §9 minimum button sizes (width × height, px) and the submit button's maximum width. */
  buttons: {
    medium: { width: 224, height: 56 },
    small: { width: 184, height: 32 },
    featured: { width: 350, height: 56 },
    landing: { width: 330, height: 60 },
    navCta: { height: 40 },
    submitMaxWidth: 400,
  },
  headerHeight: { base: header.height, pinned: header.heightPinned, m: header.heightM, xl: header.heightXl, topBar: header.topBar },
  zIndex,
  shadows: { small: '0 2px 8px rgb(0 0 0 / 0.12)', big: '0 8px 32px rgb(0 0 0 / 0.18)' },
  gradients: {
    veil: 'linear-gradient(180deg, rgb(0 14 62 / 0) 0%, rgb(0 14 62 / 0.8) 100%)',
    headerOverHero: 'linear-gradient(180deg, rgb(0 0 0 / 0.55) 0%, rgb(0 0 0 / 0) 100%)',
    brand: 'linear-gradient(90deg, var(--color-brand) 0%, var(--color-interactive-hover) 100%)',
  },
  heroCarouselHeight: '95vh',
  /** Glyph sizes of the icons drawn by CSS (the header's chevrons, the social networks). */
  iconSizes: { s: 16, m: 18, l: 20, xl: 24 },
  /**
   * SPEC §9 background-image veil: dark blue over the image, fading in over 2s. SPEC §9 says 0.5,
   * which leaves white text at 2.2–3.6:1 on a bright photo; the opacity is the least that keeps
   * white text at 4.5:1 over any image in every site theme (tests/unit/themes/contrast.test.ts).
   */
  veil: { color: '#000e3e', opacity: 0.62, transition: '2s' },
} as const;

/**
 * Below the m breakpoint the largest styles step down the SPEC §9 font-size scale: a 42px
 * heading at 320px (a 1280px screen at 400 % zoom) fits about seven letters per line, so long
 * words ran off screen (WCAG 1.4.10 reflow, docs/accessibility.md).
 */
export const phoneTextSizes: Partial<Record<keyof typeof textStyles, number>> = { display: 30, displayLarge: 42, heading: 24 };

/** Named text styles (SPEC §3): CSS `font` shorthands built from the scale above. */
export const textStyles = {
  display: { size: 42, weight: 'bold', lineHeight: 'tight', family: 'secondary' },
  displayLarge: { size: 62, weight: 'bold', lineHeight: 'tight', family: 'secondary' },
  heading: { size: 28, weight: 'bold', lineHeight: 'heading', family: 'secondary' },
  headingSmall: { size: 20, weight: 'bold', lineHeight: 'heading', family: 'secondary' },
  subtitle: { size: 20, weight: 'regular', lineHeight: 'body', family: 'primary' },
  body: { size: 16, weight: 'regular', lineHeight: 'body', family: 'primary' },
  bodySmall: { size: 14, weight: 'regular', lineHeight: 'body', family: 'primary' },
  button: { size: 15, weight: 'bold', lineHeight: 'heading', family: 'primary' },
  tiny: { size: 13, weight: 'regular', lineHeight: 'body', family: 'primary' },
  navigation: { size: 15, weight: 'medium', lineHeight: 'heading', family: 'primary' },
  navigationSmall: { size: 13, weight: 'medium', lineHeight: 'heading', family: 'primary' },
  newsCard: { size: 20, weight: 'bold', lineHeight: 'heading', family: 'secondary' },
} as const;

// The global theme: every layout constant of SPEC §9 and the named styles of SPEC §3.
// Components never use these numbers directly: themes/css.ts turns them into custom properties.

export const breakpoints = { s: 600, m: 768, l: 1024, xl: 1216, xxl: 1542, xxxl: 1680 } as const;

export const globalTheme = {
  id: 'global',
  fontFamily: {
    primary: "'Unisite Sans', system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
    secondary: "'Unisite Serif', Georgia, 'Times New Roman', serif",
  },
  /** SPEC §9: side margin 100px from the largest breakpoints; smaller screens use less. */
  sideMargin: 100,
  fontSizes: [9, 10, 11, 12, 13, 14, 15, 16, 18, 20, 24, 28, 30, 42, 62],
  space: [0, 8, 16, 24, 32, 48, 56, 64, 96, 128, 196],
  radii: { s: 4, m: 8, l: 16 },
  timings: { xs: '0.12s', s: '0.25s', m: '0.5s', l: '1s', hover: '0.33s', stickyNav: '0.8s', moduleFadeIn: '0.66s' },
  lineWidths: { thin: 1, thick: 4 },
  fontWeights: { regular: 400, medium: 500, bold: 700 },
  lineHeights: { tight: 1.1, heading: 1.25, body: 1.5 },
  headerHeight: { base: 80, pinned: 56, m: 96, xl: 131, topBar: 56 },
  zIndex: { header: 99999, modal: 999999, modalContent: 9999999 },
  shadows: { small: '0 2px 8px rgb(0 0 0 / 0.12)', big: '0 8px 32px rgb(0 0 0 / 0.18)' },
} as const;

/** Named text styles (SPEC §3): CSS `font` shorthands built from the scale above. */
export const textStyles = {
  display: { size: 42, weight: 'bold', lineHeight: 'tight', family: 'secondary' },
  heading: { size: 28, weight: 'bold', lineHeight: 'heading', family: 'secondary' },
  subtitle: { size: 20, weight: 'regular', lineHeight: 'body', family: 'primary' },
  body: { size: 16, weight: 'regular', lineHeight: 'body', family: 'primary' },
  button: { size: 15, weight: 'bold', lineHeight: 'heading', family: 'primary' },
  tiny: { size: 13, weight: 'regular', lineHeight: 'body', family: 'primary' },
  navigation: { size: 15, weight: 'medium', lineHeight: 'heading', family: 'primary' },
  newsCard: { size: 20, weight: 'bold', lineHeight: 'heading', family: 'secondary' },
} as const;

// The web fonts (SPEC §2: the font stylesheet is loaded from /fonts/font-face.css; SPEC §3: a
// primary sans-serif and a secondary serif). Self-hosted from the openly licensed (SIL OFL 1.1)
// @fontsource-variable packages: one variable file per subset covers every weight. Each family
// has a local fallback face whose metrics are adjusted to the web font, so text does not move
// when the web font arrives (no layout shift).

export interface WebFont {
  /** The family name the theme uses (themes/global.ts fontFamily). */
  family: string;
  /** npm package holding the files and unicode.json. */
  packageName: string;
  /** File stem inside the package's files/ folder. */
  fileStem: string;
  /** Subsets served: latin covers English and Spanish; latin-ext the rest of Europe. */
  subsets: string[];
  /**
   * Subsets preloaded on every page (the ones every page uses). Without the preload the fonts
   * arrived after the first paint, and the swap from the fallback faces below, measured as they
   * are, still moved text by a fraction of a pixel: a layout shift.
   */
  preload: string[];
  /**
   * Fallback face: local fonts and overrides measured in Chromium against the web font
   * (advance width of a mixed English/Spanish sentence; ascent and descent of the web font
   * divided by size-adjust). Arial and Liberation Sans, Times New Roman and Liberation Serif
   * share metrics.
   */
  fallback: { local: string[]; sizeAdjust: string; ascentOverride: string; descentOverride: string; lineGapOverride: string };
}

export const webFonts: WebFont[] = [
  {
    family: 'Unisite Sans',
    packageName: '@fontsource-variable/inter',
    fileStem: 'inter',
    subsets: ['latin', 'latin-ext'],
    preload: ['latin'],
    fallback: {
      local: ['Arial', 'Liberation Sans', 'Helvetica'],
      sizeAdjust: '106.67%',
      ascentOverride: '90.82%',
      descentOverride: '22.61%',
      lineGapOverride: '0%',
    },
  },
  {
    family: 'Unisite Serif',
    packageName: '@fontsource-variable/source-serif-4',
    fileStem: 'source-serif-4',
    subsets: ['latin', 'latin-ext'],
    preload: ['latin'],
    fallback: {
      local: ['Times New Roman', 'Liberation Serif', 'Times'],
      sizeAdjust: '117.6%',
      ascentOverride: '88.1%',
      descentOverride: '28.49%',
      lineGapOverride: '0%',
    },
  },
];

export const FONT_STYLESHEET = '/fonts/font-face.css';

/** The public URL of one subset file of a font. */
export const fontFileUrl = (font: WebFont, subset: string): string => `/fonts/${font.fileStem}-${subset}-wght-normal.woff2`;

/** Files every page preloads (see WebFont.preload). */
export const fontPreloads: string[] = webFonts.flatMap((font) => font.preload.map((subset) => fontFileUrl(font, subset)));

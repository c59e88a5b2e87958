// Site themes (SPEC §3 "Design themes"): each an id, a siteTheme palette with every palette role,
// and a brand colour. Sub-themes re-map the roles of whichever site theme surrounds them.

export interface Palette {
  brand: string;
  inverse: string;
  link: string;
  interactive: string;
  interactiveHover: string;
  interactivePressed: string;
  interactiveFocus: string;
  textOnInteractive: string;
  disabled: string;
  background: string;
  backgroundAlt: string;
  ui: string;
  /** The border of a text field, textarea or select: 3:1 against the surface it sits on (WCAG 1.4.11). */
  controlBorder: string;
  text: string;
  textSecondary: string;
  icons: string;
  info: string;
  success: string;
  error: string;
  focus: string;
  footerBackground: string;
  footerText: string;
  overlay: string;
  overlayStrong: string;
  accent: string;
  accentLight: string;
  accentMid: string;
  /** A surface or line inside a dark sub-theme (accent, inverse, accentAlt): it darkens whatever it sits on. */
  uiInverse: string;
  /** What a hero image is veiled with so the module's text stays readable: a light sub-theme's own background. */
  veil: string;
  /** The veil under light text: SPEC §9 dark blue. */
  veilDark: string;
  socialFacebook: string;
  socialFlickr: string;
  socialInstagram: string;
  socialLinkedin: string;
  socialTwitter: string;
  socialYoutube: string;
  socialTiktok: string;
  socialSnapchat: string;
  socialPodcast: string;
  socialNewsletter: string;
  socialWhatsapp: string;
}

const base: Palette = {
  brand: '#000e3e',
  inverse: '#ffffff',
  link: '#0b4fd6',
  interactive: '#000e3e',
  interactiveHover: '#1f3a8a',
  interactivePressed: '#00082a',
  interactiveFocus: '#0b4fd6',
  textOnInteractive: '#ffffff',
  disabled: '#8a8f9c',
  background: '#ffffff',
  backgroundAlt: '#f7f8fa',
  ui: '#e3e6ec',
  controlBorder: '#6b7280',
  text: '#111318',
  textSecondary: '#4a5060',
  icons: '#000e3e',
  info: '#0a519a',
  success: '#0b6641',
  error: '#a8231c',
  focus: '#0b4fd6',
  footerBackground: '#000e3e',
  footerText: '#ffffff',
  overlay: 'rgb(0 14 62 / 0.5)',
  overlayStrong: 'rgb(0 0 0 / 0.7)',
  accent: '#0b4fd6',
  accentLight: '#e8efff',
  accentMid: '#c4d4f8',
  uiInverse: 'rgb(0 0 0 / 0.2)',
  veil: '#ffffff',
  veilDark: '#000e3e',
  socialFacebook: '#1877f2',
  socialFlickr: '#ff0084',
  socialInstagram: '#c13584',
  socialLinkedin: '#0a66c2',
  socialTwitter: '#000000',
  socialYoutube: '#ff0000',
  socialTiktok: '#000000',
  socialSnapchat: '#fffc00',
  socialPodcast: '#8940fa',
  socialNewsletter: '#000e3e',
  socialWhatsapp: '#25d366',
};

/**
 * Brand colours of the site family (SPEC §2 "Sub-site path prefixes"): the site themes are built
 * from them, and the brand registry (site/lib/brands.ts) colours each unit's logo with them.
 */
export const BRAND_COLORS = {
  darkBlue: '#000e3e',
  red: '#b3001b',
  purple: '#5b2a86',
  orange: '#c2410c',
  green: '#00754a',
  teal: '#00727a',
  lightBlue: '#0077c8',
} as const;

/** A palette from a brand colour: the roles that follow the brand change with it. */
function branded(brand: string, overrides: Partial<Palette> = {}): Palette {
  return {
    ...base,
    brand,
    interactive: brand,
    icons: brand,
    footerBackground: brand,
    socialNewsletter: brand,
    ...overrides,
  };
}

export const siteThemes: Record<string, Palette> = {
  default: base,
  'health-sector': branded('#00607a', { interactiveHover: '#004c61', accent: '#007782', accentLight: '#e0f4f6', accentMid: '#a7dde3' }),
  business: branded(BRAND_COLORS.darkBlue),
  law: branded(BRAND_COLORS.red, {
    link: '#a30019',
    interactiveHover: '#8c0015',
    interactivePressed: '#6e0010',
    accent: '#b3001b',
    accentLight: '#fbe9eb',
    accentMid: '#f4c4cb',
  }),
  architecture: branded(BRAND_COLORS.purple, {
    interactiveHover: '#47206a',
    accent: '#7b3fb3',
    accentLight: '#f2eafa',
    accentMid: '#deceef',
  }),
  'science-theme': branded(BRAND_COLORS.green, {
    link: '#006640',
    interactiveHover: '#005a39',
    interactivePressed: '#00462c',
    accent: '#007c53',
    accentLight: '#e4f5ee',
    accentMid: '#ceebe0',
  }),
  'emba-theme': branded('#141414', {
    interactiveHover: '#333333',
    interactivePressed: '#000000',
    accent: '#836838',
    accentLight: '#f5f0e6',
    accentMid: '#e1d3b5',
  }),
  'humanities-theme': branded(BRAND_COLORS.orange, {
    interactive: '#b13c0b',
    link: '#a1360a',
    interactiveHover: '#8f300a',
    interactivePressed: '#732607',
    accent: '#c2410c',
    accentLight: '#fdf0e9',
    accentMid: '#fadbcb',
  }),
  'architecture-design-theme': branded('#6d28d9', {
    interactiveHover: '#5720b0',
    accent: '#6d28d9',
    accentLight: '#f1eafd',
    accentMid: '#ddcdf8',
  }),
};

export const DEFAULT_THEME = 'default';

/** SPEC §3 sub-themes a module can choose (data-subtheme). */
export const SUB_THEMES = ['default', 'defaultAlt', 'accent', 'inverse', 'accentAlt', 'accentLight', 'accentMid'] as const;
export type SubTheme = (typeof SUB_THEMES)[number];

/**
 * How each sub-theme re-maps palette roles, as role → role of the surrounding site theme, so a
 * sub-theme follows whichever site theme it sits in (an inverse block on the law site is red).
 */
/**
 * The roles every dark sub-theme re-maps besides text and background. Hover and pressed are
 * light fills (the resting fill is white), focus rings are white, status text is white (its
 * icon or wording says which status: colour alone never does), and surfaces darken what they
 * sit on, so that text keeps 4.5:1 and indicators 3:1 on every site theme's accent, brand and
 * text colour (docs/accessibility.md, contrast).
 */
const onDark: Partial<Record<keyof Palette, keyof Palette>> = {
  interactiveHover: 'accentLight',
  interactivePressed: 'backgroundAlt',
  interactiveFocus: 'inverse',
  focus: 'inverse',
  error: 'inverse',
  success: 'inverse',
  info: 'inverse',
  ui: 'uiInverse',
  controlBorder: 'inverse',
  veil: 'veilDark',
};

/**
 * What a light sub-theme resets, so that one nested in a dark sub-theme (an accentLight hero in
 * an accent section) does not inherit the dark one's white text, links and light fills: every
 * role a dark sub-theme re-maps goes back to the surrounding site theme's own value.
 */
const onLight: Partial<Record<keyof Palette, keyof Palette>> = {
  text: 'text',
  textSecondary: 'textSecondary',
  link: 'link',
  icons: 'icons',
  interactive: 'interactive',
  textOnInteractive: 'textOnInteractive',
  interactiveHover: 'interactiveHover',
  interactivePressed: 'interactivePressed',
  interactiveFocus: 'interactiveFocus',
  focus: 'focus',
  error: 'error',
  success: 'success',
  info: 'info',
  ui: 'ui',
  controlBorder: 'controlBorder',
};

export const subThemes: Record<SubTheme, Partial<Record<keyof Palette, keyof Palette>>> = {
  default: { ...onLight, background: 'background', veil: 'veil' },
  defaultAlt: { ...onLight, background: 'backgroundAlt', veil: 'backgroundAlt' },
  accent: {
    background: 'accent',
    text: 'inverse',
    textSecondary: 'inverse',
    link: 'inverse',
    icons: 'inverse',
    interactive: 'inverse',
    textOnInteractive: 'accent',
    ...onDark,
  },
  inverse: {
    background: 'brand',
    text: 'inverse',
    textSecondary: 'inverse',
    link: 'inverse',
    icons: 'inverse',
    interactive: 'inverse',
    textOnInteractive: 'brand',
    ...onDark,
  },
  accentAlt: {
    background: 'text',
    text: 'inverse',
    textSecondary: 'inverse',
    link: 'inverse',
    icons: 'inverse',
    interactive: 'inverse',
    textOnInteractive: 'text',
    ...onDark,
  },
  accentLight: { ...onLight, background: 'accentLight', veil: 'accentLight' },
  accentMid: { ...onLight, background: 'accentMid', veil: 'accentMid' },
};

/** Whether a sub-theme sets light text on a dark ground (accent, inverse, accentAlt): what a transparent header's light text needs under it. */
export const isDarkSubTheme = (subtheme: SubTheme): boolean => subThemes[subtheme].text === 'inverse';

/**
 * SPEC §3 theme preview images, one per name in three sizes (SPEC §9: 70, 60, 40 px). "sgpa"
 * (global and public affairs) has no site theme of its own: its preview shows its teal brand.
 */
export const themePreviews: Record<string, Palette> = {
  architecture: siteThemes.architecture!,
  'architecture-design': siteThemes['architecture-design-theme']!,
  business: siteThemes.business!,
  default: siteThemes.default!,
  emba: siteThemes['emba-theme']!,
  humanities: siteThemes['humanities-theme']!,
  law: siteThemes.law!,
  science: siteThemes['science-theme']!,
  sgpa: branded(BRAND_COLORS.teal, { accent: '#00a3a8', accentLight: '#e0f5f5', accentMid: '#cbeded' }),
};
export const THEME_PREVIEW_SIZES = [70, 60, 40] as const;

/** The colours a sub-theme gives each role inside a site theme (what the compiled CSS resolves to). */
export function subThemePalette(palette: Palette, subTheme: SubTheme): Palette {
  const resolved = { ...palette };
  for (const [role, source] of Object.entries(subThemes[subTheme]) as Array<[keyof Palette, keyof Palette]>)
    resolved[role] = palette[source];
  return resolved;
}

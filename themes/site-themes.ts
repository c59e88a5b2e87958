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
  text: '#111318',
  textSecondary: '#4a5060',
  icons: '#000e3e',
  info: '#0b5cad',
  success: '#11734b',
  error: '#b3261e',
  focus: '#0b4fd6',
  footerBackground: '#000e3e',
  footerText: '#ffffff',
  overlay: 'rgb(0 14 62 / 0.5)',
  overlayStrong: 'rgb(0 0 0 / 0.7)',
  accent: '#0b4fd6',
  accentLight: '#e8efff',
  accentMid: '#b9ccf7',
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
  'health-sector': branded('#00607a', { interactiveHover: '#004c61', accent: '#00838f', accentLight: '#e0f4f6', accentMid: '#a6dde3' }),
  business: branded(BRAND_COLORS.darkBlue),
  law: branded(BRAND_COLORS.red, {
    link: '#a30019',
    interactiveHover: '#8c0015',
    interactivePressed: '#6e0010',
    accent: '#b3001b',
    accentLight: '#fbe9eb',
    accentMid: '#f1b3bc',
  }),
  architecture: branded(BRAND_COLORS.purple, { interactiveHover: '#47206a', accent: '#7b3fb3', accentLight: '#f2eafa', accentMid: '#d3bde9' }),
  'science-theme': branded(BRAND_COLORS.green, {
    link: '#006640',
    interactiveHover: '#005a39',
    interactivePressed: '#00462c',
    accent: '#00875a',
    accentLight: '#e4f5ee',
    accentMid: '#a8dcc7',
  }),
  'emba-theme': branded('#141414', {
    interactiveHover: '#333333',
    interactivePressed: '#000000',
    accent: '#8a6d3b',
    accentLight: '#f5f0e6',
    accentMid: '#dccba8',
  }),
  'humanities-theme': branded(BRAND_COLORS.orange, {
    interactive: '#b13c0b',
    link: '#a1360a',
    interactiveHover: '#8f300a',
    interactivePressed: '#732607',
    accent: '#c2410c',
    accentLight: '#fdf0e9',
    accentMid: '#f6c3a8',
  }),
  'architecture-design-theme': branded('#6d28d9', {
    interactiveHover: '#5720b0',
    accent: '#6d28d9',
    accentLight: '#f1eafd',
    accentMid: '#cdb6f4',
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
export const subThemes: Record<SubTheme, Partial<Record<keyof Palette, keyof Palette>>> = {
  default: {},
  defaultAlt: { background: 'backgroundAlt' },
  accent: {
    background: 'accent',
    text: 'inverse',
    textSecondary: 'inverse',
    link: 'inverse',
    icons: 'inverse',
    interactive: 'inverse',
    textOnInteractive: 'accent',
    focus: 'inverse',
  },
  inverse: {
    background: 'brand',
    text: 'inverse',
    textSecondary: 'inverse',
    link: 'inverse',
    icons: 'inverse',
    interactive: 'inverse',
    textOnInteractive: 'brand',
    focus: 'inverse',
  },
  accentAlt: {
    background: 'text',
    text: 'inverse',
    textSecondary: 'inverse',
    link: 'inverse',
    icons: 'inverse',
    interactive: 'inverse',
    textOnInteractive: 'text',
    focus: 'inverse',
  },
  accentLight: { background: 'accentLight' },
  accentMid: { background: 'accentMid' },
};

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
  sgpa: branded(BRAND_COLORS.teal, { accent: '#00a3a8', accentLight: '#e0f5f5', accentMid: '#a3dfe0' }),
};
export const THEME_PREVIEW_SIZES = [70, 60, 40] as const;

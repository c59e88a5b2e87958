// Site themes (SPEC §3 "Design themes"): each an id, a palette and a brand colour.

export interface Palette {
  brand: string;
  inverse: string;
  link: string;
  interactive: string;
  interactiveHover: string;
  textOnInteractive: string;
  background: string;
  ui: string;
  text: string;
  textSecondary: string;
  footerBackground: string;
  footerText: string;
  focus: string;
}

const base: Palette = {
  brand: '#000e3e',
  inverse: '#ffffff',
  link: '#0b4fd6',
  interactive: '#000e3e',
  interactiveHover: '#1f3a8a',
  textOnInteractive: '#ffffff',
  background: '#ffffff',
  ui: '#f2f3f6',
  text: '#111318',
  textSecondary: '#4a5060',
  footerBackground: '#000e3e',
  footerText: '#ffffff',
  focus: '#0b4fd6',
};

export const siteThemes: Record<string, Palette> = {
  default: base,
  'health-sector': { ...base, brand: '#00607a', interactive: '#00607a' },
  business: { ...base, brand: '#000e3e' },
  law: { ...base, brand: '#b3001b', interactive: '#b3001b', link: '#a30019' },
  architecture: { ...base, brand: '#5b2a86', interactive: '#5b2a86' },
  'science-theme': { ...base, brand: '#00754a', interactive: '#00754a', link: '#006640' },
  'emba-theme': { ...base, brand: '#141414', interactive: '#141414' },
  'humanities-theme': { ...base, brand: '#c2410c', interactive: '#b13c0b', link: '#a1360a' },
  'architecture-design-theme': { ...base, brand: '#6d28d9', interactive: '#6d28d9' },
};

export const DEFAULT_THEME = 'default';

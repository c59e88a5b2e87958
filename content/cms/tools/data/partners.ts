// The partner organisations of the demo (all fictional, except the three accreditation bodies)
// and their logos: partner n of this list is content/cms/media/logo-<n>.png, drawn by
// ../drawings.ts as a mark and the organisation's name, so a logo's alternative text is the name
// it shows. A document names a partner by name (media.ts `logo`); a name missing here is refused.

export interface Partner {
  name: string;
  /** Main, second and ink colours of the logo. */
  colors: [string, string, string];
}

const PALETTES: Array<[string, string, string]> = [
  ['#000e3e', '#3a6fd8', '#101a33'],
  ['#b1121b', '#e0575e', '#2b1416'],
  ['#5b2a86', '#9a6bd0', '#221433'],
  ['#0f6e3a', '#36a86a', '#10261a'],
  ['#c75b00', '#f08a2c', '#2e1a08'],
  ['#0b6b73', '#2fa3ad', '#0b2426'],
  ['#7a1f5c', '#c25a9c', '#2a0c20'],
  ['#1d3b72', '#d8a53a', '#151d2e'],
  ['#3d3d3d', '#8a8a8a', '#1a1a1a'],
  ['#8a2b0e', '#2f6f9f', '#24140e'],
  ['#2f5d8a', '#e0b84a', '#13202e'],
];

const NAMES = [
  // The first ten keep the numbers the module examples use.
  'Grupo Álvarez',
  'Fundación Rivas',
  'Regional Family Business Association',
  'Banca Mirabal',
  'Bodegas Ferrer',
  'Textiles Ibarra',
  'Café Montoya',
  'AACSB',
  'EQUIS',
  'AMBA',
  'Cerámicas Lledó',
  'Grupo Santacruz',
  'Olmedo Abogados',
  'Al Dana Leadership Institute',
  'Aseguradora Cantábrica',
  'Banco Alcázar',
  'Banco Meridiano',
  'Caja Castellana',
  'Constructora Duero',
  'Cámara de Exportadores de Madrid',
  'Ediciones del Acueducto',
  'Energías del Ebro',
  'Energías del Norte',
  'Fundación Atlántica',
  'Geneva Trade Forum',
  'Grupo Logístico Tajo',
  'Gulf Public Leadership Council',
  'Hoteles Mirador',
  'Hudson Advisory Partners',
  'Industrias Lantegi',
  'Khaleej Business Council',
  'Khaleej Family Business Network',
  'Nubia Systems',
  'Ruiz & Salvatierra Abogados',
];

export const partners: Partner[] = NAMES.map((name, i) => ({ name, colors: PALETTES[(i * 4) % PALETTES.length]! }));

/** The logo number of a partner (logo-<n>.png), or undefined for a name not in the list. */
export const logoNumberOf = (name: string): number | undefined => {
  const index = NAMES.indexOf(name);
  return index < 0 ? undefined : index + 1;
};

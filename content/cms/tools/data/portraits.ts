// The illustrated portraits of the demo media library (content/cms/media/portrait-<n>.jpg, drawn
// by ../drawings.ts) and who wears which. Each look is a combination of skin tone, hair, glasses,
// clothing and background taken from lists whose lengths share no factor, so no two portraits
// look alike and every skin tone meets every kind of hair. A person's portrait is chosen by their
// name: the same person gets the same face on every page, in both languages, and faces are shared
// out evenly so people on one page rarely meet their double.

export type Presentation = 'woman' | 'man';

export type HairStyle =
  'long' | 'bob' | 'bun' | 'curls' | 'ponytail' | 'headscarf' | 'short' | 'side-part' | 'crop' | 'bald' | 'afro' | 'wavy';

export type Clothing = 'blazer' | 'sweater' | 'blouse' | 'turtleneck' | 'shirt-tie' | 'cardigan';

export interface PortraitLook {
  /** portrait-<number>.jpg */
  number: number;
  presentation: Presentation;
  skin: string;
  hair: HairStyle;
  hairColour: string;
  glasses: 'none' | 'round' | 'square';
  beard: boolean;
  earrings: boolean;
  clothing: Clothing;
  /** Main colour of the clothes and the light and dark of the background. */
  clothes: string;
  background: [string, string];
}

const SKIN = ['#f5d0b5', '#e8b894', '#d9a27c', '#c68a62', '#a8704a', '#8d5a3b', '#6e4329', '#f0c09a', '#b57e55'];
const HAIR_COLOURS = ['#1b1410', '#3b2416', '#5a3a1e', '#8a5a2b', '#b98b4e', '#d6c6b0', '#6b6b6b'];
const WOMEN_HAIR: HairStyle[] = ['long', 'bob', 'bun', 'curls', 'ponytail', 'headscarf', 'afro', 'wavy'];
const MEN_HAIR: HairStyle[] = ['short', 'side-part', 'crop', 'bald', 'afro', 'wavy', 'short'];
const CLOTHING_WOMEN: Clothing[] = ['blazer', 'blouse', 'turtleneck', 'cardigan', 'sweater'];
const CLOTHING_MEN: Clothing[] = ['blazer', 'shirt-tie', 'sweater', 'turtleneck', 'cardigan', 'blazer'];
const CLOTHES = ['#1f3a66', '#5b2333', '#24452a', '#3d3a1c', '#34204f', '#16403c', '#7a3b1d', '#2d2a4a', '#4a4f57', '#8a1c3a', '#0f5c6e'];
const BACKGROUNDS: Array<[string, string]> = [
  ['#dfe7f2', '#8ea7c8'],
  ['#f2e6df', '#c89a8e'],
  ['#e5f2df', '#93c08a'],
  ['#f2f0df', '#c8c08e'],
  ['#e9dff2', '#a58ec8'],
  ['#dff2f0', '#8ec8c0'],
  ['#f2dfe9', '#c88eab'],
  ['#f2ebdf', '#c8ad8e'],
];

/** How many portraits of each presentation the library holds (the demo names more women). */
export const WOMEN_PORTRAITS = 32;
export const MEN_PORTRAITS = 24;

function look(number: number, presentation: Presentation, i: number): PortraitLook {
  const woman = presentation === 'woman';
  const hair = (woman ? WOMEN_HAIR : MEN_HAIR)[i % (woman ? WOMEN_HAIR.length : MEN_HAIR.length)]!;
  // Every seventh is grey and every seventh white-blond or silver: a mix of ages.
  const hairColour = HAIR_COLOURS[(i * 3 + (woman ? 0 : 2)) % HAIR_COLOURS.length]!;
  return {
    number,
    presentation,
    skin: SKIN[(i * 4 + (woman ? 1 : 0)) % SKIN.length]!,
    hair,
    hairColour,
    glasses: (['none', 'round', 'none', 'square', 'none'] as const)[(i + (woman ? 0 : 1)) % 5]!,
    beard: !woman && i % 3 === 1,
    earrings: woman && hair !== 'headscarf' && i % 2 === 0,
    clothing: (woman ? CLOTHING_WOMEN : CLOTHING_MEN)[i % (woman ? CLOTHING_WOMEN.length : CLOTHING_MEN.length)]!,
    clothes: CLOTHES[(i * 5 + (woman ? 0 : 3)) % CLOTHES.length]!,
    background: BACKGROUNDS[(i * 3 + (woman ? 0 : 1)) % BACKGROUNDS.length]!,
  };
}

/** Every portrait: women are portrait-1 … portrait-32, men portrait-33 … portrait-56. */
export const portraitLooks: PortraitLook[] = [
  ...Array.from({ length: WOMEN_PORTRAITS }, (_, i) => look(i + 1, 'woman', i)),
  ...Array.from({ length: MEN_PORTRAITS }, (_, i) => look(WOMEN_PORTRAITS + i + 1, 'man', i)),
];

/** First names of the demo's women (most end in "a", which the rule below covers). */
const WOMEN = new Set([
  'Abril',
  'Ainhoa',
  'Aisha',
  'Amara',
  'Amélie',
  'Astrid',
  'Beatriz',
  'Begoña',
  'Belén',
  'Carmen',
  'Chiara',
  'Chloé',
  'Claire',
  'Consuelo',
  'Dolores',
  'Elena',
  'Emma',
  'Eugenia',
  'Fatima',
  'Fátima',
  'Grace',
  'Hannah',
  'Hind',
  'Ingrid',
  'Inés',
  'Irene',
  'Isabel',
  'Itziar',
  'Lea',
  'Leila',
  'Lourdes',
  'Maite',
  'Margaux',
  'Mariam',
  'Maribel',
  'Marisol',
  'Mercedes',
  'Miriam',
  'Montserrat',
  'Naomi',
  'Nieves',
  'Noelia',
  'Noor',
  'Núria',
  'Pilar',
  'Priya',
  'Rachel',
  'Raquel',
  'Rocío',
  'Rut',
  'Ruth',
  'Salma',
  'Sarah',
  'Soledad',
  'Sophie',
  'Yasmin',
  'Zoe',
  'Zoé',
]);
/** Men's first names that end in "a". */
const MEN_IN_A = new Set(['Borja', 'Luca', 'Joshua', 'Nikita', 'Jonatán', 'Garcilaso', 'Bautista', 'Elia']);

/** Whether a person's portrait shows a woman or a man, from their first name. */
export function presentationOf(fullName: string): Presentation {
  const first = fullName.replace(/^(Dr|Dra|Prof|Sr|Sra)\.?\s+/u, '').split(/\s+/u)[0] ?? '';
  if (WOMEN.has(first)) return 'woman';
  if (MEN_IN_A.has(first)) return 'man';
  return /a$/u.test(first) ? 'woman' : 'man';
}

/** FNV-1a: a stable number for a name. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const char of text) {
    h ^= char.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const chosen = new Map<string, number>();
const uses = new Map<number, number>();

/**
 * The portrait number of a person. The first time a name is asked for, it gets the least used
 * portrait of its presentation (the one nearest its name's hash among those), so the faces of a
 * list of new people all differ and a face is reused only once every face has been used.
 */
export function portraitNumberOf(fullName: string): number {
  const known = chosen.get(fullName);
  if (known !== undefined) return known;
  const pool = portraitLooks.filter((item) => item.presentation === presentationOf(fullName));
  const start = hash(fullName) % pool.length;
  let best = pool[start]!.number;
  for (let step = 0; step < pool.length; step += 1) {
    const candidate = pool[(start + step) % pool.length]!.number;
    if ((uses.get(candidate) ?? 0) < (uses.get(best) ?? 0)) best = candidate;
  }
  chosen.set(fullName, best);
  uses.set(best, (uses.get(best) ?? 0) + 1);
  return best;
}

// A glossary's terms in alphabetical order and grouped by initial letter, as readers of the
// page's language expect them: accents do not make letters of their own (Á is under A), but
// Spanish Ñ does, after N. Initials that are not letters are grouped under "#".
export interface GlossaryTerm {
  term: string;
  definition: string;
  seeAlso: string[];
  /** The term's element id, for "see also" links and the structured data. */
  anchor: string;
}

const LATIN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** The letters of a language's alphabet, in order (the navigation shows them all). */
export function alphabetOf(locale: string): string[] {
  return locale === 'es' ? [...LATIN.slice(0, 14), 'Ñ', ...LATIN.slice(14)] : LATIN;
}

/** The letter a term is filed under in `locale`. */
export function initialOf(term: string, locale: string): string {
  const first = term.trim().charAt(0).toLocaleUpperCase(locale);
  if (locale === 'es' && first === 'Ñ') return 'Ñ';
  const base = first.normalize('NFD').charAt(0);
  return LATIN.includes(base) ? base : '#';
}

/** Lowercase ASCII words joined by '-', for element ids that read well in an address. */
const kebab = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The element id of a letter's group: "<prefix>-letter-a" (Ñ is "n-tilde", other initials "other"). */
export const letterAnchor = (prefix: string, letter: string): string =>
  `${prefix}-letter-${letter === 'Ñ' ? 'n-tilde' : letter === '#' ? 'other' : letter.toLowerCase()}`;

/**
 * The terms sorted and grouped; each term's anchor is "<prefix>-<term in kebab case>", numbered
 * when two terms would give the same one, so that links to them never land on another.
 */
export function glossaryLetters(
  terms: ReadonlyArray<{ term: string; definition: string; seeAlso: string[] }>,
  locale: string,
  prefix: string,
): { groups: Array<{ letter: string; terms: GlossaryTerm[] }>; alphabet: string[] } {
  const alphabet = alphabetOf(locale);
  const order = [...alphabet, '#'];
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const groups = new Map<string, GlossaryTerm[]>();
  const used = new Set<string>();
  for (const entry of [...terms].sort((a, b) => collator.compare(a.term, b.term))) {
    const letter = initialOf(entry.term, locale);
    const group = groups.get(letter) ?? [];
    const base = `${prefix}-${kebab(entry.term) || 'term'}`;
    let anchor = base;
    for (let number = 2; used.has(anchor); number += 1) anchor = `${base}-${number}`;
    used.add(anchor);
    group.push({ ...entry, anchor });
    groups.set(letter, group);
  }
  return {
    groups: [...groups].sort(([a], [b]) => order.indexOf(a) - order.indexOf(b)).map(([letter, entries]) => ({ letter, terms: entries })),
    alphabet,
  };
}

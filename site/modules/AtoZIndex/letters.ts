// The letter an entry is filed under, and the alphabet the index shows, in the page's language.
// Browser-safe and pure. Accented letters count as their base letter (Á under A), except where
// the language has a letter of its own (Spanish Ñ); titles starting with a digit or a sign are
// filed under '#', first.
const OWN_LETTERS: Record<string, readonly string[]> = { es: ['Ñ'] };
const LATIN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

export function letterOf(title: string, locale: string): string {
  const first = title.trim().charAt(0).toLocaleUpperCase(locale);
  if ((OWN_LETTERS[locale] ?? []).includes(first)) return first;
  const base = first.normalize('NFD').replace(/\p{Mn}/gu, '');
  return /^[A-Z]$/.test(base) ? base : '#';
}

/** A to Z with the language's own letters in place, '#' first when some entry needs it. */
export function alphabetOf(locale: string, used: Iterable<string>): string[] {
  const own = OWN_LETTERS[locale] ?? [];
  const letters = LATIN.flatMap((letter) => (letter === 'N' && own.includes('Ñ') ? ['N', 'Ñ'] : [letter]));
  return [...(new Set(used).has('#') ? ['#'] : []), ...letters];
}

// What the directory's filter field compares: the words a visitor types against a department's
// name, what it handles, its office and its group, ignoring case and accents ("tramites" finds
// "Trámites"), every word of the query somewhere in the entry.
import type { DirectoryEntry } from './definition.ts';

const folded = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

export function matches(entry: DirectoryEntry, group: string, query: string): boolean {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = folded([entry.name, entry.description, entry.office, entry.email, group].filter(Boolean).join(' '));
  return words.every((word) => haystack.includes(word));
}

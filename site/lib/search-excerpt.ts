// The excerpt under a search hit: the sentence of the page's text where the words were found,
// whole, with the found words marked. Pagefind's own excerpt is a fixed window of words, which
// starts with the page's title (the h1 is the first text of the page) and stops mid-sentence;
// a visitor reads a sentence better, and the title is already the hit's heading.

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A word that closes a sentence (its punctuation may be followed by a closing quote or bracket). */
const endsSentence = (word: string | undefined): boolean => word !== undefined && /[.!?…][”"»’')\]]*$/u.test(word);

const comparable = (word: string) => word.toLocaleLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The excerpt of `content` (the page's indexed text, words separated by white space) around the
 * first found word past the title (`locations`: indexes of the found words), as HTML: escaped,
 * found words in <mark>. The sentence is whole unless it is longer than `maxWords`; then an
 * ellipsis says where it goes on.
 */
export function sentenceExcerpt(content: string, title: string, locations: readonly number[], maxWords = 40): string {
  const words = content.split(/\s+/u).filter(Boolean);
  const titleWords = title.split(/\s+/u).filter(Boolean).map(comparable);
  const skip = titleWords.length > 0 && titleWords.every((word, at) => comparable(words[at] ?? '') === word) ? titleWords.length : 0;
  if (words.length <= skip) return '';
  const found = new Set(locations);
  const match = [...locations].filter((at) => at >= skip && at < words.length).sort((a, b) => a - b)[0] ?? skip;
  let start = match;
  while (start > skip && !endsSentence(words[start - 1]) && match - start < maxWords / 2) start -= 1;
  let end = match;
  while (end < words.length - 1 && !endsSentence(words[end]) && end - start < maxWords - 1) end += 1;
  const cutBefore = start > skip && !endsSentence(words[start - 1]);
  const cutAfter = end < words.length - 1 && !endsSentence(words[end]);
  const text = words
    .slice(start, end + 1)
    .map((word, at) => (found.has(start + at) ? `<mark>${escapeHtml(word)}</mark>` : escapeHtml(word)))
    .join(' ');
  return `${cutBefore ? '… ' : ''}${text}${cutAfter ? ' …' : ''}`;
}

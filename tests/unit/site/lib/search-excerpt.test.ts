// A search hit's excerpt is the sentence where the words were found, whole, not the title again
// and not a window of words cut mid-sentence.
import { describe, expect, it } from 'vitest';
import { sentenceExcerpt } from '../../../../site/lib/search-excerpt.ts';

const TITLE = 'Master in Family Business';
const CONTENT =
  'Master in Family Business Study plan The master runs for ten months in Madrid. It covers governance, succession and wealth in family firms, with cases written with the families themselves. Fees are €32,000.';
const at = (word: string) => CONTENT.split(/\s+/u).indexOf(word);

describe('the excerpt of a search hit', () => {
  it('is the whole sentence around the first word found, with the word marked', () => {
    expect(sentenceExcerpt(CONTENT, TITLE, [at('succession')])).toBe(
      'It covers governance, <mark>succession</mark> and wealth in family firms, with cases written with the families themselves.',
    );
  });

  it('does not repeat the title where the words are found in the title', () => {
    const excerpt = sentenceExcerpt(CONTENT, TITLE, [at('Family'), at('family')]);
    expect(excerpt).not.toContain('Master in Family Business');
    expect(excerpt).toBe(
      'It covers governance, succession and wealth in <mark>family</mark> firms, with cases written with the families themselves.',
    );
  });

  it('starts after the title when only the title matches', () => {
    expect(sentenceExcerpt(CONTENT, TITLE, [1])).toBe('Study plan The master runs for ten months in Madrid.');
  });

  it('says where a sentence too long to show goes on, and escapes the text', () => {
    const long = `Intro. ${Array.from({ length: 60 }, (_, i) => `w${i}`).join(' ')} <b>end</b>.`;
    const excerpt = sentenceExcerpt(long, 'Other', [30], 20);
    expect(excerpt.startsWith('… ')).toBe(true);
    expect(excerpt.endsWith(' …')).toBe(true);
    expect(excerpt).toContain('<mark>w29</mark>');
    expect(sentenceExcerpt('a <b>x</b>.', 'T', [1])).toBe('a <mark>&lt;b&gt;x&lt;/b&gt;.</mark>');
  });
});
